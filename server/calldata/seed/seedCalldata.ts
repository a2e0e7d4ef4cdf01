import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Engine } from '../../db/connection';
import type { Database } from '../../db/schema';
import { calldataDb } from '../tables';
import { type GenerationTarget, generateRecords, type Volumes } from './generateRecords';
import { ensureMediaPool } from './mediaPool';
import { castOf } from './people';
import type { RowSink } from './rowSink';

/*
 * Seeding call data: into which enterprise, how much, through which sink. The start-up seed
 * (./demoSeed.ts) and the million-row command (../seedCommand.ts) both come here.
 */

const ID_TABLES = ['call_records', 'call_files', 'media_records', 'ptt_records', 'sos_alarms'] as const;

export interface SeedRequest {
  db: Kysely<Database>;
  engine: Engine;
  sink: RowSink;
  enterpriseId: string;
  volumes: Volumes;
  dataDir: string;
  now: number;
  days: number;
  seed: number;
  onProgress?: GenerationTarget['onProgress'];
}

export async function seedCalldata(request: SeedRequest): Promise<void> {
  const db = calldataDb(request.db);
  const nextIds = {} as GenerationTarget['nextIds'];
  for (const table of ID_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max<number>('id').as('max'))
      .executeTakeFirst();
    nextIds[table] = Number(row?.max ?? 0) + 1;
  }
  await generateRecords({
    sink: request.sink,
    enterpriseId: request.enterpriseId,
    cast: await castOf(request.db, request.enterpriseId),
    pool: await ensureMediaPool(request.dataDir),
    nextIds,
    now: request.now,
    days: request.days,
    seed: request.seed,
    volumes: request.volumes,
    onProgress: request.onProgress,
  });
  // Rows went in with explicit ids: move PostgreSQL's sequences past them so live inserts (alarms) fit.
  if (request.engine === 'postgres')
    for (const table of ID_TABLES)
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
        request.db,
      );
}
