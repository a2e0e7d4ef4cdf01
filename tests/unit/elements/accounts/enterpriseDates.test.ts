import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  dateInputOfExpiry,
  expiryOfDateInput,
  expiryState,
  usageShare,
} from '../../../../src/elements/kit/enterprise/enterpriseDates';

const DAY = 24 * 60 * 60_000;

describe('enterprise expiry dates', () => {
  it('a picked day means open until the end of that day, local time', () => {
    const expiry = expiryOfDateInput('2031-12-31');
    expect(expiry).toBe(dayjs('2031-12-31').endOf('day').millisecond(0).valueOf());
    expect(dateInputOfExpiry(expiry)).toBe('2031-12-31');
    // The form keeps the number as text.
    expect(dateInputOfExpiry(String(expiry))).toBe('2031-12-31');
  });

  it('no day, or an impossible one, is no expiry', () => {
    expect(expiryOfDateInput('')).toBeNull();
    expect(expiryOfDateInput('2031-02-30')).toBeNull();
    expect(expiryOfDateInput('31/12/2031')).toBeNull();
    expect(dateInputOfExpiry(null)).toBe('');
    expect(dateInputOfExpiry('')).toBe('');
  });

  it('tags an enterprise expired, expiring within 30 days, or active', () => {
    const now = Date.UTC(2030, 0, 1);
    expect(expiryState(null, now)).toBe('none');
    expect(expiryState(now, now)).toBe('expired');
    expect(expiryState(now + 30 * DAY, now)).toBe('soon');
    expect(expiryState(now + 31 * DAY, now)).toBe('active');
  });

  it('a usage bar is full at or over the limit', () => {
    expect(usageShare(5, 10)).toBe(0.5);
    expect(usageShare(12, 10)).toBe(1);
    expect(usageShare(0, 0)).toBe(1);
  });
});
