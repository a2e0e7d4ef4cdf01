import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatBytes,
  formatClock,
  formatDuration,
  formatNumber,
  formatPercent,
  formatRate,
} from './formatting';

/** The formatters for the element's language (its `locale` attribute, else the session's). */
export function useNumberFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      number: (value: number, digits = 0) => formatNumber(value, locale, digits),
      percent: (value: number) => formatPercent(value, locale),
      bytes: (value: number) => formatBytes(value, locale),
      rate: (value: number) => formatRate(value, locale),
      duration: (seconds: number) => formatDuration(seconds, locale),
      clock: (ms: number) => formatClock(ms),
    }),
    [locale],
  );
}

export type NumberFormats = ReturnType<typeof useNumberFormats>;
