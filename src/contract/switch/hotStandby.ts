import { z } from 'zod';
import type { EndpointDef } from '../endpoint';
import { platformEndpoints } from '../operations/platformEndpoint';
import { integerBetween } from '../resources/fields';
import { isHttpUrl, isIpv4 } from './netFields';

/*
 * `<hot-standby-config>` (`backup`, ADMIN): dual-machine hot standby. This node's role, its peer's
 * address, the virtual IP they share and the heartbeat; the server probes the peer's `/healthz` over HTTP
 * and reports its health and role (two primaries is a split brain), and the database's replication state.
 */

const HOT_STANDBY_ROUTE = 'backup';
const endpoint = platformEndpoints(HOT_STANDBY_ROUTE, 'resources.hotStandby.fields');

export const STANDBY_ROLES = ['primary', 'standby'] as const;
const PEER_STATES = ['healthy', 'unreachable', 'notConfigured'] as const;

export const hotStandbySettingsSchema = z.object({
  role: z.enum(STANDBY_ROLES, 'validation.invalidChoice'),
  /** The peer's base URL (its console address), e.g. http://10.0.0.12:3000; empty: no peer yet. */
  peerUrl: z
    .string()
    .trim()
    .max(255, 'validation.fieldTooLong')
    .refine((value) => value === '' || isHttpUrl(value), 'validation.urlInvalid'),
  virtualIp: z
    .string()
    .trim()
    .max(45, 'validation.fieldTooLong')
    .refine((value) => value === '' || isIpv4(value), 'validation.ipInvalid'),
  heartbeatSeconds: integerBetween(1, 300),
  /** Heartbeats missed before the standby takes over. */
  failoverAfter: integerBetween(1, 20),
});
export type HotStandbySettings = z.infer<typeof hotStandbySettingsSchema>;

export const DEFAULT_HOT_STANDBY: HotStandbySettings = {
  role: 'primary',
  peerUrl: '',
  virtualIp: '',
  heartbeatSeconds: 5,
  failoverAfter: 3,
};

/** What a node says of itself at `GET /healthz` (public: no secrets, nothing about its data). */
export const nodeHealthSchema = z.object({
  status: z.literal('ok'),
  role: z.enum(STANDBY_ROLES),
  version: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
  time: z.number().int(),
});
export type NodeHealth = z.infer<typeof nodeHealthSchema>;

const hotStandbyStatusSchema = z.object({
  settings: hotStandbySettingsSchema,
  self: nodeHealthSchema,
  peer: z.object({
    state: z.enum(PEER_STATES),
    checkedAt: z.number().int().nullable(),
    latencyMs: z.number().nullable(),
    /** What the peer said of itself, when it answered. */
    health: nodeHealthSchema.nullable(),
    /** Why it could not be reached. */
    error: z.string(),
    /** Both nodes claim the same role (two primaries: split brain; two standbys: nobody serves). */
    roleConflict: z.boolean(),
  }),
  replication: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    /** PostgreSQL: `streaming` replicas seen by a primary, or `replaying` on a standby; SQLite: `none`. */
    state: z.enum(['none', 'streaming', 'replaying', 'notReplicated']),
    replicas: z.number().int(),
    /** The last time data reached the other side: the replica's replay, or (SQLite) the last backup taken. */
    lastSyncAt: z.number().int().nullable(),
  }),
});
export type HotStandbyStatus = z.infer<typeof hotStandbyStatusSchema>;

export const getHotStandby = endpoint('get', 'search', {
  request: z.object({}),
  response: hotStandbyStatusSchema,
  summary: 'The hot-standby settings, this node, the peer probed now over HTTP, and the replication state.',
});

export const updateHotStandby = endpoint('update', 'edit', {
  request: hotStandbySettingsSchema,
  response: hotStandbyStatusSchema,
  summary: 'Change the role, peer, virtual IP and heartbeat; answers the status with the peer probed again.',
});

export const HOT_STANDBY_ENDPOINTS: readonly EndpointDef[] = [getHotStandby, updateHotStandby];
