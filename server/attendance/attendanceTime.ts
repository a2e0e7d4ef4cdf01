import type { Kysely } from 'kysely';
import { readJsonSetting } from '../db/jsonSettings';
import type { Database } from '../db/schema';

/*
 * Work hours are wall-clock times in the platform's time zone — the one the administrator set
 * under server time (setting `serverTime`), else the server's own.
 */

function validZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export async function platformTimeZone(db: Kysely<Database>): Promise<string> {
  const stored = await readJsonSetting(db, 'serverTime');
  const zone = typeof stored === 'object' && stored ? (stored as { timeZone?: unknown }).timeZone : undefined;
  if (validZone(zone)) return zone;
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return validZone(own) ? own : 'UTC';
}

export interface LocalTime {
  /** `YYYY-MM-DD`. */
  day: string;
  secondOfDay: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The ISO weekday of a `YYYY-MM-DD` (a calendar date has one whatever the zone). */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, date!)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function localTime(ms: number, timeZone: string): LocalTime {
  const parts = formatter(timeZone).formatToParts(new Date(ms));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const day = `${value('year')}-${pad(value('month'))}-${pad(value('day'))}`;
  return {
    day,
    secondOfDay: value('hour') * 3600 + value('minute') * 60 + value('second'),
    weekday: weekdayOf(day),
  };
}

/** ms of a wall-clock time (`day` at `secondOfDay`) in the zone; DST gaps resolve to the later offset. */
export function zonedMs(day: string, secondOfDay: number, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year!, month! - 1, date!) + secondOfDay * 1000;
  let guess = wall;
  // Two rounds settle the offset (the second corrects a guess that crossed a DST change).
  for (let round = 0; round < 2; round++) {
    const seen = localTime(guess, timeZone);
    const [y, m, d] = seen.day.split('-').map(Number);
    const seenWall = Date.UTC(y!, m! - 1, d!) + seen.secondOfDay * 1000;
    guess += wall - seenWall;
  }
  return guess;
}

/** Every `YYYY-MM-DD` of a month `YYYY-MM`. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${pad(index + 1)}`);
}
