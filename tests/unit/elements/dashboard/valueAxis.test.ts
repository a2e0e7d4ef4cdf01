// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rateAxis } from '../../../../src/elements/kit/figures/valueAxis';

/** The three grid labels the chart draws: bottom, middle, top. */
const labels = (largest: number, locale = 'en') => {
  const axis = rateAxis(largest, locale);
  return [0, 0.5, 1].map((share) => axis.format(share * axis.top));
};

describe('the bandwidth chart writes its axis in one unit, the unit of its largest value', () => {
  it('a peak of 1.5 KB/s gives a KB/s axis to 2 KB/s, not "1,000 B/s" beside "1.95 KB/s"', () => {
    expect(rateAxis(1536, 'en').top).toBe(2 * 1024);
    expect(labels(1536)).toEqual(['0 KB/s', '1 KB/s', '2 KB/s']);
  });

  it('below 1 KB/s the axis stays in B/s', () => {
    expect(labels(700)).toEqual(['0 B/s', '500 B/s', '1,000 B/s']);
  });

  it('larger peaks move the whole axis to MB/s or GB/s', () => {
    expect(labels(3.2 * 1024 ** 2)).toEqual(['0 MB/s', '2.5 MB/s', '5 MB/s']);
    expect(labels(1.2 * 1024 ** 3, 'zh_CN')).toEqual(['0 GB/s', '1 GB/s', '2 GB/s']);
  });

  it('every label of an axis carries the same unit', () => {
    for (const largest of [0, 1, 999, 1023, 1024, 5000, 999_999, 2 ** 31]) {
      const units = new Set(labels(largest).map((label) => label.split(' ')[1]));
      expect(units.size, String(largest)).toBe(1);
    }
  });
});
