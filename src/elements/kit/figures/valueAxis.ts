import { BYTE_UNITS, formatNumber } from './formatting';

/** A chart's value axis: where it tops out and how its labels read. */
export interface ValueAxis {
  top: number;
  format(value: number): string;
}

/** 1, 2, 5 × 10ⁿ at or above `value`, so axis labels stay round. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/**
 * A bandwidth axis written in one unit, the unit of its largest value (1500 B/s → KB/s), rising to a
 * round top in that unit: labels read "0 KB/s, 1 KB/s, 2 KB/s", never "1,000 B/s" beside "1.95 KB/s".
 */
export function rateAxis(largest: number, locale: string): ValueAxis {
  let unit = 0;
  while (largest >= 1024 ** (unit + 1) && unit < BYTE_UNITS.length - 1) unit += 1;
  const scale = 1024 ** unit;
  return {
    top: niceCeiling(largest / scale) * scale,
    format: (value) => `${formatNumber(value / scale, locale, 2)} ${BYTE_UNITS[unit]}/s`,
  };
}
