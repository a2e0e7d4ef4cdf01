// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  browserDriftMs,
  formatInZone,
  formatUtcOffset,
} from '../../../../src/elements/server-time-sync/clockDrift';

describe('server time on screen', () => {
  it('takes the middle of the round trip as when the server read its clock', () => {
    // Sent at 1,000, answered at 1,200: the server's 1,100 is the browser's 1,100, no drift.
    expect(browserDriftMs(1_100, 1_000, 1_200)).toBe(0);
    // The server said 5,000 ms less than the browser's midpoint: the browser is 5 s ahead.
    expect(browserDriftMs(-3_900, 1_000, 1_200)).toBe(5_000);
    expect(browserDriftMs(6_100, 1_000, 1_200)).toBe(-5_000);
  });

  it('shows offsets and times in the platform time zone', () => {
    expect(formatUtcOffset(480)).toBe('UTC+08:00');
    expect(formatUtcOffset(-150)).toBe('UTC-02:30');
    const noonUtc = Date.UTC(2026, 10, 24, 12, 0, 0);
    expect(formatInZone(noonUtc, 'Asia/Shanghai')).toBe('2026-11-24 20:00:00');
    expect(formatInZone(noonUtc, 'America/New_York')).toBe('2026-11-24 07:00:00');
  });
});
