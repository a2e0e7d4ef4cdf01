import type { Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/*
 * Tables of the call data (migration 0003, ./migration.ts). Ids are integer keys (a rowid in SQLite, bigserial in
 * PostgreSQL): at a million rows a text UUID key doubles index size and slows inserts; the API answers them
 * as strings like every other id. Times are ms since the epoch, flags 0/1 (server/db/schema.ts conventions).
 */

export interface CallRecordTable {
  id: Generated<number>;
  enterprise_id: string;
  direction: string;
  caller_number: string;
  caller_name: string;
  callee_number: string;
  callee_name: string;
  start_time: number;
  answer_time: number | null;
  end_time: number;
  duration_sec: number;
  billed_sec: number;
  status: string;
  hangup_cause: string;
  call_type: string;
  has_recording: number;
  /** Migration 0050: 1 when the traffic simulator or the demo seed wrote it. */
  simulated: Generated<number>;
}

/** A stored file of a record: which record (table and id), what it is, where it lies under DATA_DIR/files/calldata. */
interface CallFileTable {
  id: Generated<number>;
  enterprise_id: string;
  record_table: string;
  record_id: number;
  kind: string;
  name: string;
  content_type: string;
  size: number;
  duration_ms: number;
  /** Path under the calldata folder; seeded rows share a small pool of generated files. */
  stored_name: string;
  created_at: number;
}

interface MediaRecordTable {
  id: Generated<number>;
  enterprise_id: string;
  member_name: string;
  member_account: string;
  group_name: string;
  start_time: number;
  duration_sec: number;
  media_type: string;
  size: number;
  latitude: number | null;
  longitude: number | null;
  address: string;
  file_id: number;
  thumbnail_file_id: number | null;
}

interface PttRecordTable {
  id: Generated<number>;
  enterprise_id: string;
  group_name: string;
  talker_name: string;
  talker_extension: string;
  start_time: number;
  end_time: number;
  duration_ms: number;
  latitude: number | null;
  longitude: number | null;
  address: string;
  emergency: number;
  file_id: number | null;
  /** Migration 0050: 1 when the traffic simulator or the demo seed wrote it. */
  simulated: Generated<number>;
}

interface SosAlarmTable {
  id: Generated<number>;
  enterprise_id: string;
  member_name: string;
  member_account: string;
  device_id: string;
  alarm_time: number;
  alarm_type: string;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  address: string;
  status: string;
  acknowledged_by: string | null;
  acknowledged_at: number | null;
  closed_by: string | null;
  closed_at: number | null;
  notes: string;
  related_cdr_id: number | null;
  related_ptt_id: number | null;
  related_media_id: number | null;
  /** Migration 0050: 1 when the traffic simulator or the demo seed wrote it. */
  simulated: Generated<number>;
}

interface CalldataTables {
  call_records: CallRecordTable;
  call_files: CallFileTable;
  media_records: MediaRecordTable;
  ptt_records: PttRecordTable;
  sos_alarms: SosAlarmTable;
}

export type CalldataDatabase = Database & CalldataTables;

/** The shared query layer seen with the call-data tables (server/db/schema.ts stays the foundation's). */
export function calldataDb(db: Kysely<Database> | Transaction<Database>): Kysely<CalldataDatabase> {
  return db as unknown as Kysely<CalldataDatabase>;
}

/** The folder of call-data files under DATA_DIR/files. */
export const CALLDATA_FOLDER = 'calldata';
