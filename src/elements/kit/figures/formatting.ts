/*
 * Numbers of the dashboard formatted per locale: the element's `locale` attribute or the
 * session's locale (`zh_CN`, `en`) becomes a BCP 47 tag for Intl. Units are binary (1 KiB = 1024 B) and
 * written the way each language writes them.
 */

export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** `zh_CN` → `zh-CN`; anything Intl does not know falls back to English. */
export function intlLocale(locale: string | undefined): string {
  const tag = (locale || 'zh_CN').replace('_', '-');
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length ? tag : 'en';
  } catch {
    return 'en';
  }
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits }).format(value);
}

/** 0…100 → "42.5%" with at most one decimal. */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

/** 1536 → "1.5 KB"; three significant figures at most, whole numbers for bytes. */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${formatNumber(value, locale, digits)} ${BYTE_UNITS[unit]}`;
}

/** Bandwidth: bytes per second as "1.2 MB/s". */
export function formatRate(bytesPerSecond: number, locale: string): string {
  return `${formatBytes(bytesPerSecond, locale)}/s`;
}

/** Seconds as h/m/s in the locale's unit words ("1 h 2 min" / "1小时2分钟"), at most two units. */
export function formatDuration(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const parts: [number, Intl.NumberFormatOptions['unit']][] = [
    [Math.floor(seconds / 86_400), 'day'],
    [Math.floor((seconds % 86_400) / 3_600), 'hour'],
    [Math.floor((seconds % 3_600) / 60), 'minute'],
    [seconds % 60, 'second'],
  ];
  const shown = parts.filter(([n]) => n > 0).slice(0, 2);
  const tag = intlLocale(locale);
  const format = ([n, unit]: (typeof parts)[number]) =>
    new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short' }).format(n);
  return (shown.length ? shown : [parts[3]]).map(format).join(' ');
}

/** docs/behaviour.md#constants: dates as YYYY-MM-DD, times as HH:mm:ss (both languages). */
export function formatDateTime(ms: number, withTime = true): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : date;
}

export function formatClock(ms: number): string {
  return formatDateTime(ms).slice(11, 16);
}
