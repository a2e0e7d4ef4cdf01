import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/*
 * The call-data tables (calls, PTT bursts, SOS alarms; cameras once a module adds them) belong to the call-data module, which may
 * not exist in this database yet. The dashboard finds them by name and columns at run time and reads its
 * figures as 0 plainly when they are absent (callDataAvailable: false), instead of importing that module.
 * Each role lists the accepted names, first match wins; times are integer ms (server/db/schema.ts convention).
 */

const SOURCES = {
  calls: {
    tables: ['call_records', 'cdr_records', 'cdrs', 'cdr', 'calls'],
    columns: {
      enterprise: ['enterprise_id'],
      start: ['start_time', 'started_at', 'start_at', 'begin_time'],
      answer: ['answer_time', 'answered_at', 'answer_at'],
      end: ['end_time', 'ended_at', 'end_at'],
      durationSeconds: ['duration_sec', 'duration_seconds', 'duration', 'billed_sec', 'billsec'],
      status: ['status'],
      group: ['group_name', 'call_group_name'],
      talker: ['caller_name', 'caller_number', 'caller'],
    },
    required: ['enterprise', 'start'],
  },
  ptt: {
    tables: ['ptt_records', 'ptt_bursts', 'ptt_record', 'ptt'],
    columns: {
      enterprise: ['enterprise_id'],
      start: ['start_time', 'started_at', 'start_at', 'begin_time'],
      end: ['end_time', 'ended_at', 'end_at'],
      durationSeconds: ['duration_sec', 'duration_seconds', 'duration'],
      durationMs: ['duration_ms'],
      group: ['group_name', 'call_group_name', 'group_id', 'call_group_id'],
      talker: ['talker_name', 'member_name', 'talker', 'member_id'],
    },
    required: ['enterprise', 'start'],
  },
  sos: {
    tables: ['sos_alarms', 'sos_records', 'sos_alarm', 'sos', 'alarms'],
    columns: {
      id: ['id'],
      enterprise: ['enterprise_id'],
      time: ['alarm_time', 'time', 'occurred_at', 'created_at', 'start_time'],
      status: ['status'],
      member: ['member_name', 'member_account', 'member_id', 'device_name'],
      type: ['alarm_type', 'type'],
    },
    required: ['id', 'enterprise', 'time', 'status'],
  },
  cameras: {
    tables: ['cameras', 'camera_devices', 'video_devices'],
    columns: {
      enterprise: ['enterprise_id'],
      protocol: ['protocol', 'stream_protocol', 'access_protocol', 'type'],
    },
    required: ['enterprise'],
  },
} as const;

type Sources = typeof SOURCES;
type CallDataRole = keyof Sources;

/** A found table: its name and, per role of column, the column's name (absent when it has none). */
export type FoundTable<R extends CallDataRole> = {
  table: string;
  columns: Partial<Record<keyof Sources[R]['columns'], string>>;
  /** Columns that may hold NULL (an unknown column counts as one). */
  nullable?: ReadonlySet<string>;
};

export interface CallDataTables {
  calls: FoundTable<'calls'> | null;
  ptt: FoundTable<'ptt'> | null;
  sos: FoundTable<'sos'> | null;
  cameras: FoundTable<'cameras'> | null;
}

function match<R extends CallDataRole>(
  role: R,
  tables: ReadonlyMap<string, ReadonlySet<string>>,
  nullable: ReadonlyMap<string, ReadonlySet<string>> | undefined,
): FoundTable<R> | null {
  const source = SOURCES[role];
  for (const name of source.tables) {
    const present = tables.get(name);
    if (!present) continue;
    const columns: Record<string, string> = {};
    for (const [key, candidates] of Object.entries(source.columns) as [string, readonly string[]][]) {
      const found = candidates.find((candidate) => present.has(candidate));
      if (found) columns[key] = found;
    }
    if (source.required.every((key) => columns[key])) {
      return { table: name, columns, nullable: nullable?.get(name) } as FoundTable<R>;
    }
  }
  return null;
}

/**
 * Matches the database's tables (name → column names) against the accepted names; `nullable` (name → the
 * columns that may hold NULL) when known.
 */
export function matchCallDataTables(
  tables: ReadonlyMap<string, ReadonlySet<string>>,
  nullable?: ReadonlyMap<string, ReadonlySet<string>>,
): CallDataTables {
  return {
    calls: match('calls', tables, nullable),
    ptt: match('ptt', tables, nullable),
    sos: match('sos', tables, nullable),
    cameras: match('cameras', tables, nullable),
  };
}

/** Whether a found table's column may hold NULL: yes unless the database said it may not. */
export function mayBeNull(found: FoundTable<CallDataRole>, column: string): boolean {
  return found.nullable?.has(column) ?? true;
}

/** How long a "not there yet" answer is trusted before looking again (the call-data migration may land later). */
const RECHECK_MS = 30_000;

/** Looks the tables up once they exist; while they do not, at most every 30 s. */
export class CallDataProbe {
  private found: CallDataTables | null = null;
  private checkedAt = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async tables(now = Date.now()): Promise<CallDataTables> {
    const complete = this.found?.calls && this.found.ptt && this.found.sos && this.found.cameras;
    if (this.found && (complete || now - this.checkedAt < RECHECK_MS)) return this.found;
    const metadata = await this.db.introspection.getTables();
    const byName = new Map(metadata.map((table) => [table.name, new Set(table.columns.map((c) => c.name))]));
    const nullable = new Map(
      metadata.map((table) => [
        table.name,
        new Set(table.columns.filter((column) => column.isNullable).map((column) => column.name)),
      ]),
    );
    this.found = matchCallDataTables(byName, nullable);
    this.checkedAt = now;
    return this.found;
  }
}

export function anyCallData(tables: CallDataTables): boolean {
  return Boolean(tables.calls || tables.ptt || tables.sos);
}
