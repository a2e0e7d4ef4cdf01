import { createHash, timingSafeEqual } from 'node:crypto';
import { connect } from 'node:net';
import {
  checkRemoteNodes,
  MEDIA_HEARTBEAT_STALE_MS,
  mediaServerHeartbeat,
  setSipProfileIntent,
  sipProfileResource,
} from '../../src/contract/switch';
import { handle } from '../handlers/handler';
import { refused } from '../http/errors';
import {
  PLATFORM_SCOPE,
  platformContext,
  type ResourceBehaviour,
  type ResourceContext,
} from '../resources/behaviour';
import { dynamic } from '../resources/declaration';
import { notFound } from '../resources/problems';
import { logged } from '../resources/writes';
import { sealSecret } from './gatewaySecrets';

/*
 * What the switch resources do beyond their declarations — write-only secrets (kept when an update
 * leaves them empty, never answered), a profile's start/stop/restart intent, media servers' heartbeats and
 * remote nodes' link probes.
 */

/** A write-only secret column: set when given, kept when an update leaves it empty. */
function secretColumn(
  field: string,
  column: string,
  transform: (value: string, context: ResourceContext) => string,
) {
  return async (input: Record<string, unknown>, _mode: 'add' | 'update', context: ResourceContext) => {
    const value = typeof input[field] === 'string' ? (input[field] as string) : '';
    return value ? { [column]: transform(value, context) } : {};
  };
}

/** Gateway and remote-node passwords: sealed with GATEWAY_SECRET_KEY (gatewaySecrets.ts). */
const sealed = (value: string, context: ResourceContext) =>
  sealSecret(value, context.config.gatewaySecretKey);

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const gatewayBehaviour: ResourceBehaviour = {
  addVirtualFields: async (_db, entities, rows) => {
    entities.forEach((entity, index) => {
      entity.hasPassword = !!rows[index]?.password;
    });
  },
  derivedColumns: secretColumn('password', 'password', sealed),
};

const setIntentHandler = handle(setSipProfileIntent, async (context) => {
  const scope = platformContext(context);
  const { id, intent } = context.input;
  return logged(scope, sipProfileResource, 'setIntent', id, async () => {
    const intentAt = intent === 'none' ? null : scope.now;
    const result = await dynamic(context.db)
      .updateTable('sip_profiles')
      .set({ intent, intent_at: intentAt, updated_at: scope.now })
      .where('id', '=', id)
      .where('enterprise_id', '=', PLATFORM_SCOPE)
      .executeTakeFirst();
    if (!Number(result.numUpdatedRows)) throw notFound(sipProfileResource, scope.t, id);
    return { value: { intent, intentAt }, detail: JSON.stringify({ intent }) };
  });
});

export const sipProfileBehaviour: ResourceBehaviour = { extraHandlers: [setIntentHandler] };

/** How often a media server should call in; it is offline after MEDIA_HEARTBEAT_STALE_MS without one. */
const HEARTBEAT_INTERVAL_SECONDS = 20;

const heartbeatHandler = handle(mediaServerHeartbeat, async (context) => {
  const { name, secret } = context.input;
  const server = (await dynamic(context.db)
    .selectFrom('media_servers')
    .select(['id', 'secret_hash', 'enabled'])
    .where('enterprise_id', '=', PLATFORM_SCOPE)
    .where('name', '=', name)
    .executeTakeFirst()) as { id: string; secret_hash: string; enabled: number } | undefined;
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(server?.secret_hash || hashSecret(`no-server:${name}`), 'hex');
  // One answer for an unknown name and a wrong secret, compared in constant time.
  if (!server?.secret_hash || !timingSafeEqual(given, stored) || !Number(server.enabled))
    throw refused('resources.mediaServer.heartbeatRefused');
  await dynamic(context.db)
    .updateTable('media_servers')
    .set({ last_heartbeat_at: context.now })
    .where('id', '=', server.id)
    .execute();
  return { intervalSeconds: HEARTBEAT_INTERVAL_SECONDS };
});

export const mediaServerBehaviour: ResourceBehaviour = {
  addVirtualFields: async (_db, entities, rows) => {
    const now = Date.now();
    entities.forEach((entity, index) => {
      const row = rows[index] ?? {};
      entity.hasSecret = !!row.secret_hash;
      const beat = row.last_heartbeat_at === null ? null : Number(row.last_heartbeat_at);
      entity.state = !Number(row.enabled)
        ? 'disabled'
        : beat !== null && now - beat < MEDIA_HEARTBEAT_STALE_MS
          ? 'online'
          : 'offline';
    });
  },
  derivedColumns: secretColumn('secret', 'secret_hash', hashSecret),
  extraHandlers: [heartbeatHandler],
};

const PROBE_TIMEOUT_MS = 3000;

/** Opens a TCP connection to the node's signalling port; answers the time it took, or null if it failed. */
function probeTcp(host: string, port: number, timeoutMs = PROBE_TIMEOUT_MS): Promise<number | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ host, port });
    const finish = (latency: number | null) => {
      socket.destroy();
      resolve(latency);
    };
    socket.setTimeout(timeoutMs, () => finish(null));
    socket.once('connect', () => finish(Date.now() - started));
    socket.once('error', () => finish(null));
  });
}

const checkHandler = handle(checkRemoteNodes, async (context) => {
  const scope = platformContext(context);
  let query = dynamic(context.db)
    .selectFrom('remote_nodes')
    .select(['id', 'host', 'port', 'enabled'])
    .where('enterprise_id', '=', PLATFORM_SCOPE);
  if (context.input.ids?.length) query = query.where('id', 'in', context.input.ids);
  const nodes = (await query.limit(100).execute()) as {
    id: string;
    host: string;
    port: number;
    enabled: number;
  }[];
  const results = await Promise.all(
    nodes.map(async (node) => {
      if (!Number(node.enabled)) return { id: node.id, linkState: 'disabled' as const, latencyMs: null };
      const latencyMs = await probeTcp(node.host, Number(node.port));
      return { id: node.id, linkState: latencyMs === null ? ('down' as const) : ('up' as const), latencyMs };
    }),
  );
  for (const result of results)
    await dynamic(context.db)
      .updateTable('remote_nodes')
      .set({ link_state: result.linkState, link_checked_at: scope.now })
      .where('id', '=', result.id)
      .execute();
  return { results };
});

export const remoteNodeBehaviour: ResourceBehaviour = {
  addVirtualFields: async (_db, entities, rows) => {
    entities.forEach((entity, index) => {
      entity.hasPassword = !!rows[index]?.password;
    });
  },
  derivedColumns: secretColumn('password', 'password', sealed),
  extraHandlers: [checkHandler],
};
