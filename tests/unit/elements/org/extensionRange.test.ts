// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRange, LAST_SUFFIX, rangeNumber } from '../../../../src/elements/extension-list/extensionRange';

describe('extension number range', () => {
  it('numbers are the enterprise prefix and a three-digit suffix', () => {
    expect(rangeNumber('8001', 7)).toBe('8001007');
    expect(rangeNumber('8001', 123)).toBe('8001123');
  });

  it('a range of count numbers from the first suffix', () => {
    expect(buildRange('8001', 1, 10)).toEqual({ ok: true, first: '8001001', last: '8001010', count: 10 });
    expect(buildRange('8001', LAST_SUFFIX, 1)).toEqual({
      ok: true,
      first: '8001999',
      last: '8001999',
      count: 1,
    });
  });

  it('refuses a range past the last suffix, a bad start and a count outside one batch', () => {
    expect(buildRange('8001', 995, 10)).toEqual({ ok: false, problem: 'overflow' });
    expect(buildRange('8001', -1, 10)).toEqual({ ok: false, problem: 'start' });
    expect(buildRange('8001', 1.5, 10)).toEqual({ ok: false, problem: 'start' });
    expect(buildRange('8001', 0, 0)).toEqual({ ok: false, problem: 'count' });
    expect(buildRange('8001', 0, 501)).toEqual({ ok: false, problem: 'count' });
  });
});
