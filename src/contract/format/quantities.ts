/*
 * Sizes and durations as people read them: a size in the largest unit that keeps it at one or more (1 KB,
 * not "0.0 MB"; 725 KB, not "742237 bytes"), a duration in seconds with one decimal below a minute.
 * Unit symbols (B, KB, MB, GB) read the same in both languages.
 */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatByteSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Whole bytes; one decimal below 10 of a larger unit, whole numbers above.
  const text = unit === 0 || value >= 10 ? String(Math.round(value)) : value.toFixed(1);
  return `${text} ${UNITS[unit]}`;
}

/** Milliseconds as seconds: whole seconds as they are, else one decimal (17000 → 17, 1250 → 1.3). */
export function secondsOf(ms: number): number {
  const seconds = ms / 1000;
  return Number.isInteger(seconds) ? seconds : Math.round(seconds * 10) / 10;
}
