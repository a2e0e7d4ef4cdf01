import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import {
  DEFAULT_HOT_STANDBY,
  getHotStandby,
  type HotStandbySettings,
  type HotStandbyStatus,
  hotStandbySettingsSchema,
  type NodeHealth,
  nodeHealthSchema,
  updateHotStandby,
} from '../../src/contract/switch/hotStandby';
import { listBackupDescriptions } from '../backup/backupCatalog';
import { engineOf } from '../backup/backupService';
import type { ServerConfig } from '../config';
import { readSettingOf, writeJsonSetting } from '../db/jsonSettings';
import type { Database } from '../db/schema';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { recordPlatformChange } from '../handlers/platformAudit';
import { PRODUCT_VERSION } from '../handlers/sysinfo';

/*
 * `<hot-standby-config>`: the settings live in `settings` (key `hotStandby`); `GET /healthz` says
 * what this node is; the status probes the peer's `/healthz` over HTTP (3 s) each time it is asked, and
 * reads the replication state from the database itself (PostgreSQL's pg_stat_replication on a primary, the
 * replay position on a standby; SQLite is not replicated, and its last backup is the last copy made).
 */

const SETTINGS_KEY = 'hotStandby';
const PROBE_TIMEOUT_MS = 3000;

function readHotStandby(db: Kysely<Database>): Promise<HotStandbySettings> {
  return readSettingOf(db, SETTINGS_KEY, hotStandbySettingsSchema, DEFAULT_HOT_STANDBY);
}

async function nodeHealth(db: Kysely<Database>, config: ServerConfig, now: number): Promise<NodeHealth> {
  const settings = await readHotStandby(db);
  return { status: 'ok', role: settings.role, version: PRODUCT_VERSION, engine: engineOf(config), time: now };
}

/** `GET /healthz`: this node's role and version, for its peer and for load balancers. */
export function registerHealthRoute(
  app: FastifyInstance,
  services: { db: Kysely<Database>; config: ServerConfig },
) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return nodeHealth(services.db, services.config, Date.now());
  });
}

async function probePeer(peerUrl: string, self: NodeHealth): Promise<HotStandbyStatus['peer']> {
  if (!peerUrl)
    return {
      state: 'notConfigured',
      checkedAt: null,
      latencyMs: null,
      health: null,
      error: '',
      roleConflict: false,
    };
  const started = Date.now();
  try {
    const response = await fetch(new URL('/healthz', peerUrl), {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const health = nodeHealthSchema.parse(await response.json());
    return {
      state: 'healthy',
      checkedAt: Date.now(),
      latencyMs: Date.now() - started,
      health,
      error: '',
      roleConflict: health.role === self.role,
    };
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return {
      state: 'unreachable',
      checkedAt: Date.now(),
      latencyMs: null,
      health: null,
      error: reason.slice(0, 200),
      roleConflict: false,
    };
  }
}

async function replicationOf(
  db: Kysely<Database>,
  config: ServerConfig,
): Promise<HotStandbyStatus['replication']> {
  const engine = engineOf(config);
  if (engine === 'sqlite') {
    const backups = await listBackupDescriptions(config.dataDir);
    const last = backups.reduce<number | null>(
      (latest, backup) => Math.max(latest ?? 0, backup.createdAt),
      null,
    );
    return { engine, state: 'notReplicated', replicas: 0, lastSyncAt: last };
  }
  const recovery = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(db);
  if (recovery.rows[0]?.standby) {
    const replay = await sql<{ at: Date | null }>`select pg_last_xact_replay_timestamp() as at`.execute(db);
    const at = replay.rows[0]?.at;
    return { engine, state: 'replaying', replicas: 0, lastSyncAt: at ? new Date(at).getTime() : null };
  }
  const replicas = await sql<{ n: string | number; at: Date | null }>`
    select count(*) as n, max(reply_time) as at from pg_stat_replication`.execute(db);
  const count = Number(replicas.rows[0]?.n ?? 0);
  const at = replicas.rows[0]?.at;
  return {
    engine,
    state: count ? 'streaming' : 'none',
    replicas: count,
    lastSyncAt: at ? new Date(at).getTime() : null,
  };
}

async function status(context: HandlerContext<unknown>): Promise<HotStandbyStatus> {
  const settings = await readHotStandby(context.db);
  const self = await nodeHealth(context.db, context.config, context.now);
  const [peer, replication] = await Promise.all([
    probePeer(settings.peerUrl, self),
    replicationOf(context.db, context.config),
  ]);
  return { settings, self, peer, replication };
}

const getHandler = handle(getHotStandby, async (context) => status(context));

const updateHandler = handle(updateHotStandby, async (context) => {
  await writeJsonSetting(context.db, SETTINGS_KEY, context.input);
  await recordPlatformChange(context, 'backup:update', 'hotStandby', JSON.stringify(context.input));
  return status(context);
});

export const HOT_STANDBY_HANDLERS: readonly EndpointHandler[] = [getHandler, updateHandler];
