import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../../core/config/constants';

/*
 * Expiry dates of enterprises as people pick them: a day (YYYY-MM-DD); the enterprise stays open until the
 * end of that day in the reader's time zone. The form keeps numbers as text, so these speak text.
 */

/** The `<input type="date">` value of an expiry (ms, as a number or the form's text); '' for none. */
export function dateInputOfExpiry(expiry: number | string | null | undefined): string {
  if (expiry === null || expiry === undefined || expiry === '') return '';
  const ms = Number(expiry);
  return Number.isFinite(ms) ? dayjs(ms).format(DATE_FORMAT) : '';
}

/** The expiry (ms) of a picked day: the last second of that day; null when no day is picked or it is invalid. */
export function expiryOfDateInput(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = dayjs(date, DATE_FORMAT);
  if (!day.isValid() || day.format(DATE_FORMAT) !== date) return null;
  return day.endOf('day').millisecond(0).valueOf();
}

export type ExpiryState = 'none' | 'active' | 'soon' | 'expired';

/** How close to its end an enterprise is: `soon` within 30 days, as the list tags it. */
export function expiryState(expiry: number | null, now: number): ExpiryState {
  if (expiry === null) return 'none';
  if (expiry <= now) return 'expired';
  return expiry - now <= 30 * 24 * 60 * 60_000 ? 'soon' : 'active';
}

/** Share of a limit in use for a bar, 0 to 1 (over the limit shows full). */
export function usageShare(used: number, limit: number): number {
  if (limit <= 0) return 1;
  return Math.min(1, Math.max(0, used / limit));
}
