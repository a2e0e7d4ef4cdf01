import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { CronRun } from '../../contract/operations';
import { DATE_TIME_FORMAT } from '../../core/config/constants';

export function formatRunTime(ms: number | null): string {
  return ms === null ? '—' : dayjs(ms).format(DATE_TIME_FORMAT);
}

/** A run's message in the reader's language (stored as a key and values, never as frozen text). */
export function runDetailText(run: Pick<CronRun, 'detail'>, t: TFunction): string {
  if (!run.detail.key) return '';
  return t(run.detail.key, { ...run.detail.params, defaultValue: run.detail.key });
}

/** Blueprint intent of an outcome's tag. */
export function outcomeIntent(
  outcome: CronRun['outcome'],
): 'success' | 'danger' | 'warning' | 'primary' | 'none' {
  switch (outcome) {
    case 'success':
      return 'success';
    case 'failure':
      return 'danger';
    case 'interrupted':
    case 'skipped':
      return 'warning';
    case 'running':
      return 'primary';
  }
}
