import { DEFAULT_LOCALE } from '../config/constants';

/** docs/behaviour.md#entities locale info: the locales the picker offers, each named in its own language. */
export interface LocaleOption {
  code: string;
  /** The language's name in that language, so a reader can always find their own. */
  label: string;
  /** dayjs locale name switched together with the UI locale. */
  dayjsLocale: string;
}

export const LOCALE_OPTIONS: readonly LocaleOption[] = [
  { code: 'zh_CN', label: '简体中文', dayjsLocale: 'zh-cn' },
  { code: 'en', label: 'English', dayjsLocale: 'en' },
];

export const FALLBACK_LOCALE = DEFAULT_LOCALE;

/** dayjs names locales in lower case with a hyphen (`zh_CN` → `zh-cn`). */
export function dayjsLocaleFor(code: string): string {
  return (
    LOCALE_OPTIONS.find((option) => option.code === code)?.dayjsLocale ?? code.toLowerCase().replace('_', '-')
  );
}
