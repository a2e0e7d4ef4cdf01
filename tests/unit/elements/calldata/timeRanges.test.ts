// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeFilters } from '../../../../src/elements/kit/record/RecordFilterBar';
import {
  formatRecordTime,
  parseRecordTime,
  QUICK_RANGES,
  quickRangeBounds,
} from '../../../../src/elements/kit/record/timeRanges';

// 15 March 2024, 14:30:15 on the clock of the person at the screen (local time, as the inputs show it).
const NOW = new Date(2024, 2, 15, 14, 30, 15).getTime();
const local = (day: number, h = 0, m = 0, s = 0, ms = 0) => new Date(2024, 2, day, h, m, s, ms).getTime();

describe('quick time ranges of the record screens', () => {
  afterEach(() => vi.useRealTimers());

  it('offers today, yesterday, the last 7 and 30 days and all time, today first (the default)', () => {
    expect(QUICK_RANGES).toEqual(['today', 'yesterday', 'last7Days', 'last30Days', 'allTime']);
  });

  it('today runs from midnight to the last millisecond of the day', () => {
    expect(quickRangeBounds('today', NOW)).toEqual([local(15), local(15, 23, 59, 59, 999)]);
  });

  it('yesterday ends just before today starts', () => {
    expect(quickRangeBounds('yesterday', NOW)).toEqual([local(14), local(15) - 1]);
  });

  it('the last 7 and 30 days include today', () => {
    expect(quickRangeBounds('last7Days', NOW)).toEqual([local(9), local(15, 23, 59, 59, 999)]);
    expect(quickRangeBounds('last30Days', NOW)).toEqual([
      new Date(2024, 1, 15).getTime(),
      local(15, 23, 59, 59, 999),
    ]);
  });

  it('all time has no bounds', () => {
    expect(quickRangeBounds('allTime', NOW)).toEqual([null, null]);
  });

  it('the screen starts on today: the request holds today’s bounds under the time parameter', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    expect(timeFilters('startTime', 'today')).toEqual({
      startTimeFrom: local(15),
      startTimeTo: local(15, 23, 59, 59, 999),
    });
    expect(timeFilters('loginTime', 'allTime')).toEqual({});
  });
});

describe('time range fields (docs/behaviour.md#constants: YYYY-MM-DD HH:mm:ss)', () => {
  it('show a time to the second and read it back', () => {
    expect(formatRecordTime(local(15, 9, 5, 42))).toBe('2024-03-15 09:05:42');
    expect(parseRecordTime('2024-03-15 09:05:42', false, NOW)).toBe(local(15, 9, 5, 42));
  });

  it('an upper bound covers its whole second', () => {
    expect(parseRecordTime('2024-03-15 23:59:59', true, NOW)).toBe(local(15, 23, 59, 59, 999));
  });

  it('an empty field is an open bound', () => {
    expect(formatRecordTime(null)).toBe('');
    expect(parseRecordTime('  ', false, NOW)).toBeNull();
  });

  it('anything but exactly YYYY-MM-DD HH:mm:ss, or an impossible or far-off date, is refused', () => {
    for (const text of [
      'not a time',
      '2024-03-15',
      '2024-03-15 09:05',
      '03/15/2024, 9:05 AM',
      '2024-02-30 00:00:00',
      '2024-03-15 24:00:00',
      '1999-12-31 23:59:59',
      '2030-01-01 00:00:00',
    ])
      expect(parseRecordTime(text, false, NOW), text).toBe(false);
  });
});
