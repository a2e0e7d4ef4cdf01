import type { MediaPool, PoolFile } from './mediaPool';
import type { Cast } from './people';
import type { Random } from './random';
import type { RowSink } from './rowSink';

/*
 * What every generator of the seed shares (./generateRecords.ts): the enterprise and volumes to make, the
 * time spread, rows handed to the sink in chunks, and the files the records point at.
 */

export const DAY = 86_400_000;

/** Rows per insert batch: memory stays flat for a million rows. */
export const CHUNK = 5_000;

export interface Volumes {
  cdr: number;
  media: number;
  ptt: number;
  sos: number;
  logins: number;
}

export interface GenerationTarget {
  sink: RowSink;
  enterpriseId: string;
  cast: Cast;
  pool: MediaPool;
  /** First free id of each table (rows get explicit ids so files can point at them). */
  nextIds: Record<'call_records' | 'call_files' | 'media_records' | 'ptt_records' | 'sos_alarms', number>;
  now: number;
  /** Records spread over this many days back from now. */
  days: number;
  seed: number;
  volumes: Volumes;
  onProgress?(table: string, done: number, total: number): void;
}

const FILE_COLUMNS = [
  'id',
  'enterprise_id',
  'record_table',
  'record_id',
  'kind',
  'name',
  'content_type',
  'size',
  'duration_ms',
  'stored_name',
  'created_at',
] as const;

const STREETS = [
  'Harbour Road',
  'Station Street',
  'Depot Lane',
  'Ring Road North',
  'Market Square',
  'Dock 4',
];

export function location(random: Random): [number, number, string] {
  return [
    Math.round((31.2 + random.next() * 0.1) * 1e6) / 1e6,
    Math.round((121.4 + random.next() * 0.15) * 1e6) / 1e6,
    `${random.int(1, 400)} ${random.pick(STREETS)}`,
  ];
}

/** The newest records of each kind fall in the quarter hour before seeding, five minutes apart (a call that started then has ended). */
const FRESH_RECORDS = 3;

/**
 * Times spread evenly (with jitter) from `days` ago to now, increasing: index-friendly inserts. The last
 * {@link FRESH_RECORDS} are minutes old, so the record screens' default range ("today") is not empty in a
 * demo started early in the day (spread evenly, the newest call could be hours old).
 */
export function timeAt(target: GenerationTarget, index: number, count: number, random: Random): number {
  const span = target.days * DAY;
  const step = span / Math.max(1, count);
  const spread = Math.round(target.now - span + index * step + random.next() * step * 0.9);
  const fromEnd = count - index;
  if (fromEnd > FRESH_RECORDS || count <= FRESH_RECORDS * 2) return spread;
  return Math.max(spread, target.now - fromEnd * 5 * 60_000);
}

export class Files {
  rows: unknown[][] = [];
  constructor(private readonly target: GenerationTarget) {}

  add(table: string, recordId: number, file: PoolFile, name: string, created: number): number {
    const id = this.target.nextIds.call_files++;
    this.rows.push([
      id,
      this.target.enterpriseId,
      table,
      recordId,
      file.kind,
      `${name}.${file.extension}`,
      file.contentType,
      file.size,
      file.durationMs,
      file.storedName,
      created,
    ]);
    return id;
  }

  async flush(): Promise<void> {
    if (this.rows.length) await this.target.sink.insert('call_files', FILE_COLUMNS, this.rows);
    this.rows = [];
  }
}
