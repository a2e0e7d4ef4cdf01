import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../../../core/config/constants';

/** A file size as people read it: 1 decimal above a kilobyte, binary units (what file managers show). */
export function formatBackupSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export function formatBackupTime(ms: number): string {
  return dayjs(ms).format(DATE_TIME_FORMAT);
}

/** The migration name without its number: `0016_operation_log_audit` → `0016`. */
export function schemaVersionLabel(version: string): string {
  return /^\d+/.exec(version)?.[0] ?? version;
}
