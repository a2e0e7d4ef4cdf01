import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { type Kysely, type Migration, sql } from 'kysely';
import type { Database } from '../db/schema';

/*
 * The sign-in endpoints' per-address counts live in the database, so servers sharing one database share them
 * too (docs/architecture.md#more-than-one-server): an address cannot multiply its tries by the number of
 * servers behind the balancer. Each count is one upsert that starts a new window or adds one to the current
 * one, atomic on both engines.
 */

interface RateCountTable {
  /** `<route>|<address>`. */
  key: string;
  window_start: number;
  count: number;
}

interface RateCountDatabase extends Database {
  sign_in_rate_counts: RateCountTable;
}

/** 0052: the shared counts of the sign-in rate limit. */
export const sharedRateCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_rate_counts')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_rate_counts').execute();
  },
};

/** Windows over an hour old are deleted, at most once a minute per server. */
const PURGE_EVERY_MS = 60_000;
const PURGE_OLDER_THAN_MS = 60 * 60_000;

/** Counts one request of `key`; answers the count in its window and the window's milliseconds left. */
async function countRequest(
  db: Kysely<Database>,
  key: string,
  timeWindowMs: number,
  now: number,
): Promise<{ current: number; ttl: number }> {
  const expired = now - timeWindowMs;
  const row = await (db as unknown as Kysely<RateCountDatabase>)
    .insertInto('sign_in_rate_counts')
    .values({ key, window_start: now, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        // Both read the row as it was, on both engines.
        count: sql<number>`case when sign_in_rate_counts.window_start <= ${expired} then 1 else sign_in_rate_counts.count + 1 end`,
        window_start: sql<number>`case when sign_in_rate_counts.window_start <= ${expired} then ${now} else sign_in_rate_counts.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.count), ttl: Math.max(0, Number(row.window_start) + timeWindowMs - now) };
}

/**
 * A @fastify/rate-limit store class over `countRequest`. The plugin makes one per route (`child`); its keys are
 * prefixed with the route, so each endpoint keeps its own count as the plugin's own store does.
 */
export function sharedRateStore(db: Kysely<Database>) {
  let lastPurge = 0;
  const purge = (now: number) => {
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    void (db as unknown as Kysely<RateCountDatabase>)
      .deleteFrom('sign_in_rate_counts')
      .where('window_start', '<', now - PURGE_OLDER_THAN_MS)
      .execute()
      .catch(() => undefined);
  };
  return class SharedRateStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      purge(now);
      countRequest(db, `${this.route}|${key}`, timeWindow, now).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged options with the route itself as `routeInfo` (the types omit it).
      const { routeInfo } = routeOptions as { routeInfo?: { url?: string } };
      return new SharedRateStore(routeOptions, routeInfo?.url ?? '');
    }
  };
}
