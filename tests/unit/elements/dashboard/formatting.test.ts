// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatPercent,
  formatRate,
  intlLocale,
} from '../../../../src/elements/kit/figures/formatting';

describe('dashboard numbers are formatted per locale', () => {
  it('maps the console locale codes to Intl tags', () => {
    expect(intlLocale('zh_CN')).toBe('zh-CN');
    expect(intlLocale('en')).toBe('en');
    expect(intlLocale(undefined)).toBe('zh-CN');
  });

  it('groups thousands the way each language does', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'zh_CN')).toBe('1,234,567');
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
  });

  it('percentages keep at most one decimal', () => {
    expect(formatPercent(12.34, 'en')).toBe('12.3%');
    expect(formatPercent(100, 'zh_CN')).toBe('100%');
  });

  it('bytes use binary units with up to three significant figures', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(8 * 1024 ** 3, 'en')).toBe('8 GB');
    expect(formatBytes(123.4 * 1024 ** 2, 'en')).toBe('123 MB');
    expect(formatRate(2048, 'zh_CN')).toBe('2 KB/s');
  });

  it('durations show the two largest units in the locale’s words', () => {
    expect(formatDuration(3_723, 'en')).toMatch(/^1 hr 2 min$/);
    expect(formatDuration(45, 'en')).toMatch(/^45 sec$/);
    expect(formatDuration(0, 'en')).toMatch(/^0 sec$/);
    expect(formatDuration(3_723, 'zh_CN')).toMatch(/^1\s?小时 2\s?分钟$/);
  });

  it('dates follow docs/behaviour.md#constants: YYYY-MM-DD HH:mm:ss', () => {
    const ms = new Date(2026, 0, 2, 3, 4, 5).getTime();
    expect(formatDateTime(ms)).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(ms, false)).toBe('2026-01-02');
  });
});
