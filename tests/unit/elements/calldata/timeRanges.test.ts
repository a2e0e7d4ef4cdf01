import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeFilters } from '../../../../src/elements/cdr-list/record/RecordFilterBar';
import {
  fromLocalInput,
  QUICK_RANGES,
  quickRangeBounds,
  toLocalInput,
} from '../../../../src/elements/cdr-list/record/timeRanges';

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

describe('datetime-local inputs', () => {
  it('show a time to the minute and read it back', () => {
    expect(toLocalInput(local(15, 9, 5, 42))).toBe('2024-03-15T09:05');
    expect(fromLocalInput('2024-03-15T09:05')).toBe(local(15, 9, 5));
  });

  it('an upper bound covers its whole minute', () => {
    expect(fromLocalInput('2024-03-15T09:05', true)).toBe(local(15, 9, 5, 59, 999));
  });

  it('empty or unreadable input is an open bound', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a time')).toBeNull();
  });
});
