import dayjs from 'dayjs';

/** Quick time ranges of the record screens (issue 5: "time range default today, quick ranges"). */
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

/** `datetime-local` input value ↔ ms (the browser's time zone, as the person reads the clock). */
export function toLocalInput(ms: number | null): string {
  return ms === null ? '' : dayjs(ms).format('YYYY-MM-DDTHH:mm');
}

export function fromLocalInput(value: string, endOfMinute = false): number | null {
  if (!value) return null;
  const parsed = dayjs(value);
  if (!parsed.isValid()) return null;
  return endOfMinute ? parsed.endOf('minute').valueOf() : parsed.valueOf();
}
