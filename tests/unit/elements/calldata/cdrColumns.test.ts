// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timeAfterStart } from '../../../../src/elements/cdr-list/cdrColumns';

const at = (day: number, h: number, m: number, s: number) => new Date(2024, 2, day, h, m, s).getTime();

describe('answer and end times in the call grid', () => {
  it('on the start’s day they show the clock time only', () => {
    expect(timeAfterStart(at(15, 9, 0, 0), at(15, 9, 0, 12))).toBe('09:00:12');
  });

  it('a call running past midnight shows the full date of its end', () => {
    expect(timeAfterStart(at(15, 23, 59, 0), at(16, 0, 1, 30))).toBe('2024-03-16 00:01:30');
  });

  it('an unanswered call has no answer time', () => {
    expect(timeAfterStart(at(15, 9, 0, 0), null)).toBe('');
  });
});
