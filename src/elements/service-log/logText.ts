import dayjs from 'dayjs';
import type { ServiceLogLevel } from '../../contract/operations';

/** Log times to the millisecond: many lines share a second. */
export function formatLogTime(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD HH:mm:ss.SSS');
}

export function levelIntent(level: ServiceLogLevel): 'none' | 'primary' | 'warning' | 'danger' {
  if (level === 'warn') return 'warning';
  if (level === 'error' || level === 'fatal') return 'danger';
  if (level === 'info') return 'primary';
  return 'none';
}
