import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { type RowObject, rowObjectOf } from './rowObjects';

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

/*
 * Rows come back from pg as arrays (`rowMode: 'array'`, type parsers applied as before) and are made objects
 * here by one object literal per column list (./rowObjects.ts, as for SQLite): pg builds each row by copying
 * a prebuilt object and setting its columns by name.
 */

/** Column lists whose row builder is kept (a server's statements have a few hundred shapes at most). */
const SHAPES_KEPT = 512;
const builders = new Map<string, RowObject>();

function builderFor(fields: readonly { name: string }[]): RowObject {
  const names = fields.map((field) => field.name);
  const key = names.join('\u0000');
  let build = builders.get(key);
  if (!build) {
    if (builders.size >= SHAPES_KEPT) builders.clear();
    build = rowObjectOf(names);
    builders.set(key, build);
  }
  return build;
}

/** A result as Kysely reads it (command, rowCount, rows as objects), from pg's result in array mode. */
function withRowObjects(result: pg.QueryResult<unknown[]>): pg.QueryResult {
  const { rows } = result;
  const objects: Record<string, unknown>[] = new Array(rows.length);
  if (rows.length) {
    const build = builderFor(result.fields);
    for (let index = 0; index < rows.length; index += 1) objects[index] = build(rows[index]!);
  }
  return {
    command: result.command,
    rowCount: result.rowCount,
    oid: result.oid,
    fields: result.fields,
    rows: objects,
  };
}

function callbackQueries(client: pg.PoolClient): PostgresPoolClient {
  const query = <R>(sql: string, parameters: ReadonlyArray<unknown>) =>
    new Promise<Rows<R>>((resolve, reject) => {
      client.query(
        { text: sql, values: [...parameters], rowMode: 'array' },
        (error: Error | undefined, result: pg.QueryResult<unknown[]> | pg.QueryResult<unknown[]>[]) => {
          if (error) reject(error);
          // Several statements in one text (no parameters) answer one result each.
          else
            resolve(
              (Array.isArray(result)
                ? result.map(withRowObjects)
                : withRowObjects(result)) as unknown as Rows<R>,
            );
        },
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
