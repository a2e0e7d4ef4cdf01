import { describe, expect, it } from 'vitest';
import { DAY, type GenerationTarget, timeAt } from '../../../server/calldata/seed/generationTarget';
import { Random } from '../../../server/calldata/seed/random';

const NOW = Date.UTC(2026, 10, 27, 0, 20);

function times(count: number, days: number): number[] {
  const target = { now: NOW, days } as GenerationTarget;
  const random = new Random(7);
  return Array.from({ length: count }, (_, index) => timeAt(target, index, count, random));
}

describe('seeded record times', () => {
  it('the newest three are minutes old, so "today" shows records just after midnight', () => {
    const spread = times(332, 30);
    expect(spread.slice(-3).map((time) => Math.round((NOW - time) / 60_000))).toEqual([15, 10, 5]);
    // Every other record stays in the span, oldest first.
    expect(spread[0]).toBeGreaterThanOrEqual(NOW - 30 * DAY);
    for (let index = 1; index < spread.length; index += 1)
      expect(spread[index]).toBeGreaterThan(spread[index - 1]!);
  });

  it('a handful of records keeps the plain spread', () => {
    const few = times(4, 30);
    expect(NOW - few[3]!).toBeGreaterThan(60 * 60_000);
  });
});
