import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Generated, Kysely, Migration } from 'kysely';
import pg from 'pg';
import type { Engine } from '../db/connection';
import type { Database } from '../db/schema';
import type { CloseSessionSockets, Publish, PublishScope } from '../ws';

/*
 * More than one server. With PostgreSQL, several instances serve one platform behind a load
 * balancer: a real-time event published by any of them reaches the sockets of all of them (LISTEN/NOTIFY on
 * one channel), a sign-out closes the session's sockets wherever they are, and the work that must happen
 * once — the traffic simulator and the scheduled tasks — runs on one leader, the instance holding a
 * PostgreSQL advisory lock (session-level: it is released the moment that instance or its connection dies,
 * and another instance takes it at its next try). With SQLite there is one server, which always leads.
 */

const CLUSTER_CHANNEL = 'dc_cluster';
/** An arbitrary constant: the advisory-lock key of the leader (advisory locks are per database). */
const LEADER_LOCK_KEY = 7_104_884_317;
/** NOTIFY payloads are limited to 8,000 bytes; a larger event goes through the table. */
const NOTIFY_LIMIT = 7_500;
const EVENT_ROWS_KEEP_MS = 60_000;

export interface ClusterOptions {
  engine: Engine;
  databaseUrl: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** This instance's own delivery (its WebSocket server). */
  local: { publish: Publish; closeSessionSockets: CloseSessionSockets };
  /** How often a follower tries to take the lead; default 5 s. */
  leaderRetryMs?: number;
}

type InternalListener = (data: unknown) => void;

export interface Cluster {
  readonly instanceId: string;
  /** Delivers here and on every other instance (a `tokenHashes` scope is this instance's sockets only). */
  publish: Publish;
  /** Closes a session's sockets here and on every other instance; answers how many closed here. */
  closeSessionSockets: CloseSessionSockets;
  isLeader(): boolean;
  /** Called now with the current state and on every change. */
  onLeadership(listener: (leading: boolean) => void): () => void;
  /** A message for the other instances' own use (a changed scheduled task, say). */
  sendInternal(kind: string, data: unknown): void;
  onInternal(kind: string, listener: InternalListener): () => void;
  close(): Promise<void>;
}

type Envelope =
  | { from: string; kind: 'publish'; topic: string; data: unknown; scope: WireScope }
  | { from: string; kind: 'close-sockets'; tokenHash: string }
  | { from: string; kind: 'internal'; name: string; data: unknown }
  | { from: string; kind: 'ref'; id: number };

/** A scope as it travels: `tokenHashes` never does (those sockets are on the instance that knows them). */
type WireScope = Omit<PublishScope, 'tokenHashes'>;

interface ClusterEventsTable {
  id: Generated<number>;
  payload: string;
  created_at: number;
}

interface ClusterDatabase extends Database {
  cluster_events: ClusterEventsTable;
}

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/** 0026: events too large for a NOTIFY payload, kept a minute for the other instances to read. */
export function clusterEventsMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('cluster_events')
        .addColumn('id', engine === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}

class ListenerSet<T> {
  private readonly listeners = new Set<(value: T) => void>();
  add(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(value: T): void {
    for (const listener of this.listeners) listener(value);
  }
}

function createBase(options: ClusterOptions) {
  const instanceId = randomUUID();
  const internal = new Map<string, ListenerSet<unknown>>();
  const leadership = new ListenerSet<boolean>();
  let leading = false;
  return {
    instanceId,
    setLeading(next: boolean) {
      if (next === leading) return;
      leading = next;
      options.log.info({ instanceId, leading }, next ? 'this instance leads' : 'this instance follows');
      leadership.emit(next);
    },
    isLeader: () => leading,
    onLeadership(listener: (leading: boolean) => void) {
      listener(leading);
      return leadership.add(listener);
    },
    onInternal(kind: string, listener: InternalListener) {
      const set = internal.get(kind) ?? new ListenerSet<unknown>();
      internal.set(kind, set);
      return set.add(listener);
    },
    receive(envelope: Envelope) {
      if (envelope.kind === 'publish') options.local.publish(envelope.topic, envelope.data, envelope.scope);
      else if (envelope.kind === 'close-sockets') options.local.closeSessionSockets(envelope.tokenHash);
      else if (envelope.kind === 'internal') internal.get(envelope.name)?.emit(envelope.data);
    },
  };
}

/** One server (SQLite): everything is local, and it always leads. */
function singleInstance(options: ClusterOptions): Cluster {
  const base = createBase(options);
  base.setLeading(true);
  return {
    instanceId: base.instanceId,
    publish: options.local.publish,
    closeSessionSockets: options.local.closeSessionSockets,
    isLeader: base.isLeader,
    onLeadership: base.onLeadership,
    sendInternal: () => {},
    onInternal: base.onInternal,
    close: async () => {},
  };
}

/** Several servers on one PostgreSQL database. */
async function postgresCluster(options: ClusterOptions): Promise<Cluster> {
  const base = createBase(options);
  const db = options.db as unknown as Kysely<ClusterDatabase>;
  const retryMs = options.leaderRetryMs ?? 5_000;
  let client: pg.Client | undefined;
  let closed = false;
  let reconnectDelay = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const readEnvelope = async (text: string): Promise<Envelope | null> => {
    const envelope = JSON.parse(text) as Envelope;
    if (envelope.from === base.instanceId) return null;
    if (envelope.kind !== 'ref') return envelope;
    const row = await db
      .selectFrom('cluster_events')
      .select('payload')
      .where('id', '=', envelope.id)
      .executeTakeFirst();
    return row ? (JSON.parse(row.payload) as Envelope) : null;
  };

  const tryToLead = async () => {
    if (!client || base.isLeader()) return;
    const answer = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      LEADER_LOCK_KEY,
    ]);
    if (answer.rows[0]?.locked) base.setLeading(true);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== CLUSTER_CHANNEL || !message.payload) return;
      readEnvelope(message.payload)
        .then((envelope) => envelope && base.receive(envelope))
        .catch((error: unknown) => options.log.warn({ err: error }, 'cluster event could not be read'));
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      // The lock went with the connection.
      base.setLeading(false);
      if (closed) return;
      options.log.warn({ err: error }, 'cluster connection lost; reconnecting');
      setTimeout(() => void reconnect(), reconnectDelay).unref();
      reconnectDelay = Math.min(reconnectDelay * 2, 10_000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${CLUSTER_CHANNEL}`);
    client = next;
    reconnectDelay = 500;
    await tryToLead();
  };

  const reconnect = async () => {
    if (closed) return;
    try {
      await connect();
    } catch (error) {
      options.log.warn({ err: error }, 'cluster connection failed; trying again');
      setTimeout(() => void reconnect(), reconnectDelay).unref();
      reconnectDelay = Math.min(reconnectDelay * 2, 10_000);
    }
  };

  await connect();
  retryTimer = setInterval(() => {
    tryToLead().catch((error: unknown) => options.log.warn({ err: error }, 'leader lock check failed'));
    void db
      .deleteFrom('cluster_events')
      .where('created_at', '<', Date.now() - EVENT_ROWS_KEEP_MS)
      .execute()
      .catch(() => undefined);
  }, retryMs);
  retryTimer.unref();

  const send = (envelope: Envelope) => {
    const text = JSON.stringify(envelope);
    const notify = async (payload: string) => {
      if (!client) throw new Error('no cluster connection');
      await client.query('SELECT pg_notify($1, $2)', [CLUSTER_CHANNEL, payload]);
    };
    const sending =
      Buffer.byteLength(text) <= NOTIFY_LIMIT
        ? notify(text)
        : db
            .insertInto('cluster_events')
            .values({ payload: text, created_at: Date.now() })
            .returning('id')
            .executeTakeFirstOrThrow()
            .then((row) => notify(JSON.stringify({ from: base.instanceId, kind: 'ref', id: row.id })));
    sending.catch((error: unknown) =>
      options.log.warn({ err: error }, 'cluster event not sent: the other instances miss it'),
    );
  };

  return {
    instanceId: base.instanceId,
    publish: (topic, data, scope = {}) => {
      const delivered = options.local.publish(topic, data, scope);
      // A per-session view cannot travel: such a message is this instance's own (the dashboard's push).
      if (!scope.tokenHashes && !scope.view) {
        const { tokenHashes: _local, view: _view, ...wire } = scope;
        send({ from: base.instanceId, kind: 'publish', topic, data, scope: wire });
      }
      return delivered;
    },
    closeSessionSockets: (tokenHash) => {
      send({ from: base.instanceId, kind: 'close-sockets', tokenHash });
      return options.local.closeSessionSockets(tokenHash);
    },
    isLeader: base.isLeader,
    onLeadership: base.onLeadership,
    sendInternal: (name, data) => send({ from: base.instanceId, kind: 'internal', name, data }),
    onInternal: base.onInternal,
    close: async () => {
      closed = true;
      if (retryTimer) clearInterval(retryTimer);
      const ending = client;
      client = undefined;
      base.setLeading(false);
      // Ending the connection releases the advisory lock.
      await ending?.end().catch(() => undefined);
    },
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  return options.engine === 'postgres' ? postgresCluster(options) : singleInstance(options);
}
