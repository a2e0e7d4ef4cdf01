import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_TIME_FORMAT } from '../../../core/config/constants';

// Strict parsing of typed bounds needs the format-aware parser.
dayjs.extend(customParseFormat);

/** Quick time ranges of the record screens ("time range default today, quick ranges"). */
export const QUICK_RANGES = ['today', 'yesterday', 'last7Days', 'last30Days', 'allTime'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** [from, to] in ms for a quick range at `now`; null bounds mean "open". */
export function quickRangeBounds(
  range: QuickRange,
  now: number = Date.now(),
): [number | null, number | null] {
  const today = dayjs(now).startOf('day');
  switch (range) {
    case 'today':
      return [today.valueOf(), today.endOf('day').valueOf()];
    case 'yesterday':
      return [today.subtract(1, 'day').valueOf(), today.valueOf() - 1];
    case 'last7Days':
      return [today.subtract(6, 'day').valueOf(), today.endOf('day').valueOf()];
    case 'last30Days':
      return [today.subtract(29, 'day').valueOf(), today.endOf('day').valueOf()];
    default:
      return [null, null];
  }
}

/** The earliest and latest moments the range inputs accept (the calendar shows the years between). */
export function recordTimeBounds(now: number = Date.now()): [Date, Date] {
  return [new Date(2000, 0, 1), dayjs(now).add(1, 'year').endOf('year').toDate()];
}

/** A bound as the range inputs show it (docs/behaviour.md#constants: `YYYY-MM-DD HH:mm:ss`, the browser's clock). */
export function formatRecordTime(ms: number | null): string {
  return ms === null ? '' : dayjs(ms).format(DATE_TIME_FORMAT);
}

/**
 * What a person typed as a bound: ms, `null` for an empty (open) bound, or `false` when the text is not
 * exactly `YYYY-MM-DD HH:mm:ss` or falls outside {@link recordTimeBounds}. An upper bound covers its
 * whole second, so "… 23:59:59" includes the last millisecond of the day.
 */
export function parseRecordTime(
  text: string,
  upperBound = false,
  now: number = Date.now(),
): number | null | false {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parsed = dayjs(trimmed, DATE_TIME_FORMAT, true);
  if (!parsed.isValid()) return false;
  const [min, max] = recordTimeBounds(now);
  if (parsed.isBefore(min) || parsed.isAfter(max)) return false;
  return upperBound ? parsed.endOf('second').valueOf() : parsed.valueOf();
}
