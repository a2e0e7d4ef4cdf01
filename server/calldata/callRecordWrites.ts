import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forgetCounts } from './countCache';
import { type CallRecordTable, calldataDb } from './tables';

/**
 * Writes one call record as the switch reports it and tells the list's count cache. The one path for every
 * writer: the traffic simulator and FreeSWITCH's CDR posts.
 */
export async function insertCallRecord(
  db: Kysely<Database>,
  record: Insertable<CallRecordTable>,
): Promise<void> {
  await calldataDb(db).insertInto('call_records').values(record).execute();
  forgetCounts(db, 'call_records', record.enterprise_id);
}
