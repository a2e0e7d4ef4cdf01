import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/*
 * The pool as Kysely sees it, with every statement sent through pg's callback form of `client.query`.
 * Kysely calls the promise form (`client.query(sql, parameters)`), and with it the rows a result holds
 * outlived young-generation collections: streaming 1,000,000 call records in 250-row batches moved about
 * 4 MB into the old generation at each one (530 MB over the run, `--trace-gc-nvp`), which only a full
 * collection gives back, so the server's RSS climbed by 200–250 MB during a PostgreSQL export. The same
 * statements through the callback form moved 17 MB in all, and ran about a third faster
 * (docs/server.md "Call data at scale"). Nothing else changes: same client, same connection, same rows.
 */

type Rows<R> = PostgresQueryResult<R>;

function callbackQueries(client: pg.PoolClient): PostgresPoolClient {
  const query = <R>(sql: string, parameters: ReadonlyArray<unknown>) =>
    new Promise<Rows<R>>((resolve, reject) => {
      client.query(sql, [...parameters], (error: Error | undefined, result: pg.QueryResult) =>
        error ? reject(error) : resolve(result as unknown as Rows<R>),
      );
    });
  return {
    // Kysely streams only through a cursor package, which this server does not use.
    query: query as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/** `pool` for Kysely's PostgresDialect: its clients answer through pg's callback form. */
export function callbackQueryPool(pool: pg.Pool): PostgresPool {
  // One wrapper per pooled client, so Kysely (and ./tableWrites.ts) keep seeing the same connection.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = callbackQueries(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
