import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { LogFile, ServiceLogLevel, ServiceLogLine } from '../../src/contract/operations';
import { CURRENT_LOG_FILE, LEVEL_NUMBERS, type LogLevel, logsFolder, rotatedFileOf } from './serviceLogger';

/*
 * Reading the daily log files: newest first across files, a line at a time, with a bound on the
 * lines one search scans so a year of logs never holds a request for long.
 */

/** The most lines one search reads; past it the answer says `truncated`. */
const SEARCH_SCAN_LIMIT = 200_000;
const DAY_MS = 86_400_000;

interface FileEntry {
  name: string;
  /** YYYYMMDD of the lines in it (the current file: the day of its first line, or today). */
  day: string;
  index: number;
}

function stampOf(time: number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

async function firstLineTime(file: string): Promise<number | undefined> {
  const handle = await fs.promises.open(file, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const first = buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0];
    const time = Number(/"time":(\d+)/.exec(first ?? '')?.[1]);
    return Number.isFinite(time) ? time : undefined;
  } finally {
    await handle.close();
  }
}

/** The log's files, newest first (today's current file first, then rotated ones by day and index). */
async function logFileEntries(dataDir: string, now = Date.now()): Promise<FileEntry[]> {
  const folder = logsFolder(dataDir);
  const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
  const entries: FileEntry[] = [];
  for (const name of names) {
    const rotated = rotatedFileOf(name);
    if (rotated) entries.push({ name, ...rotated });
  }
  if (names.includes(CURRENT_LOG_FILE)) {
    const first = await firstLineTime(path.join(folder, CURRENT_LOG_FILE));
    entries.push({ name: CURRENT_LOG_FILE, day: stampOf(first ?? now), index: Number.MAX_SAFE_INTEGER });
  }
  return entries.sort((a, b) => b.day.localeCompare(a.day) || b.index - a.index);
}

export async function listLogDays(dataDir: string): Promise<LogFile[]> {
  const byDay = new Map<string, LogFile>();
  for (const entry of await logFileEntries(dataDir)) {
    const size =
      (await fs.promises.stat(path.join(logsFolder(dataDir), entry.name)).catch(() => undefined))?.size ?? 0;
    const day = `${entry.day.slice(0, 4)}-${entry.day.slice(4, 6)}-${entry.day.slice(6)}`;
    const known = byDay.get(day) ?? { day, sizeBytes: 0, files: 0 };
    byDay.set(day, { day, sizeBytes: known.sizeBytes + size, files: known.files + 1 });
  }
  return [...byDay.values()];
}

const LEVEL_NAMES = Object.fromEntries(
  Object.entries(LEVEL_NUMBERS).map(([name, value]) => [value, name]),
) as Record<number, LogLevel>;

/** A JSON line as answered; undefined for a line that is not one of pino's. */
export function parseLogLine(raw: string): ServiceLogLine | undefined {
  try {
    const parsed = JSON.parse(raw) as { time?: unknown; level?: unknown; msg?: unknown; reqId?: unknown };
    if (typeof parsed.time !== 'number' || typeof parsed.level !== 'number') return undefined;
    return {
      time: parsed.time,
      level: LEVEL_NAMES[parsed.level] ?? (parsed.level >= 60 ? 'fatal' : 'trace'),
      msg: typeof parsed.msg === 'string' ? parsed.msg : '',
      reqId: typeof parsed.reqId === 'string' ? parsed.reqId : '',
      raw,
    };
  } catch {
    return undefined;
  }
}

export interface LogQuery {
  from?: number;
  to?: number;
  level?: ServiceLogLevel;
  keyword?: string;
  reqId?: string;
}

function lineMatches(line: ServiceLogLine, query: LogQuery): boolean {
  if (query.from !== undefined && line.time < query.from) return false;
  if (query.to !== undefined && line.time > query.to) return false;
  if (query.level && LEVEL_NUMBERS[line.level] < LEVEL_NUMBERS[query.level]) return false;
  if (query.reqId && line.reqId !== query.reqId) return false;
  if (query.keyword && !line.raw.toLowerCase().includes(query.keyword.toLowerCase())) return false;
  return true;
}

/** One page of matching lines, newest first, and how many match within the scan limit. */
export async function searchLog(
  dataDir: string,
  query: LogQuery,
  page: { pageNum: number; pageSize: number },
): Promise<{ records: ServiceLogLine[]; total: number; truncated: boolean }> {
  const skip = (page.pageNum - 1) * page.pageSize;
  const records: ServiceLogLine[] = [];
  let total = 0;
  let scanned = 0;
  const fromDay = query.from === undefined ? undefined : stampOf(query.from - DAY_MS);
  const toDay = query.to === undefined ? undefined : stampOf(query.to + DAY_MS);
  for (const entry of await logFileEntries(dataDir)) {
    // A day's file holds that day's lines (a day either side for files that crossed midnight).
    if ((fromDay && entry.day < fromDay) || (toDay && entry.day > toDay)) continue;
    const text = await fs.promises
      .readFile(path.join(logsFolder(dataDir), entry.name), 'utf8')
      .catch(() => '');
    const lines = text.split('\n');
    for (let index = lines.length - 1; index >= 0; index--) {
      const raw = lines[index]!;
      if (!raw) continue;
      scanned += 1;
      if (scanned > SEARCH_SCAN_LIMIT) return { records, total, truncated: true };
      const line = parseLogLine(raw);
      if (!line || !lineMatches(line, query)) continue;
      total += 1;
      if (total > skip && records.length < page.pageSize) records.push(line);
    }
  }
  return { records, total, truncated: false };
}

/** One day's files in write order, as one stream. */
export async function dayStream(dataDir: string, day: string): Promise<Readable | undefined> {
  const stamp = day.replaceAll('-', '');
  const files = (await logFileEntries(dataDir)).filter((entry) => entry.day === stamp).reverse();
  if (!files.length) return undefined;
  const folder = logsFolder(dataDir);
  return Readable.from(
    (async function* () {
      for (const file of files) yield* fs.createReadStream(path.join(folder, file.name));
    })(),
  );
}

/** Deletes rotated files older than `days` days; answers how many went. */
export async function removeOldLogFiles(dataDir: string, days: number, now = Date.now()): Promise<number> {
  const oldest = stampOf(now - days * DAY_MS);
  let removed = 0;
  for (const entry of await logFileEntries(dataDir, now)) {
    if (entry.name === CURRENT_LOG_FILE || entry.day >= oldest) continue;
    await fs.promises.rm(path.join(logsFolder(dataDir), entry.name), { force: true });
    removed += 1;
  }
  return removed;
}
