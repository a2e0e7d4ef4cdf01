import type { Intent } from '@blueprintjs/core';
import type { AttendanceResult, DayResult } from '../../contract/apps/attendanceRules';

/*
 * How the attendance screen writes times and colours results. Times are shown as the platform's
 * wall clock (its time zone, as the server judged them), not the browser's.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    let zone = timeZone;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
    } catch {
      zone = 'UTC';
    }
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
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

function parts(ms: number, timeZone: string) {
  const all = formatter(timeZone).formatToParts(new Date(ms));
  const value = (type: string) => all.find((part) => part.type === type)?.value ?? '00';
  return {
    day: `${value('year')}-${value('month')}-${value('day')}`,
    time: `${value('hour')}:${value('minute')}:${value('second')}`,
  };
}

/** `YYYY-MM-DD HH:mm:ss` in the zone. */
export function zonedDateTime(ms: number, timeZone: string): string {
  const { day, time } = parts(ms, timeZone);
  return `${day} ${time}`;
}

/** `HH:mm` in the zone; '—' for none. */
export function zonedTime(ms: number | null, timeZone: string): string {
  return ms === null ? '—' : parts(ms, timeZone).time.slice(0, 5);
}

/** Today `YYYY-MM-DD` in the zone. */
export function zonedToday(timeZone: string, now = Date.now()): string {
  return parts(now, timeZone).day;
}

/** `YYYY-MM` moved by months. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year!, number! - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

export function resultIntent(result: AttendanceResult | DayResult): Intent {
  switch (result) {
    case 'normal':
      return 'success';
    case 'late':
    case 'early':
    case 'lateEarly':
      return 'warning';
    case 'outOfArea':
    case 'missing':
      return 'danger';
    default:
      return 'none';
  }
}
