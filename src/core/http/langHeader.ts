import { LANG_HEADER_VALUES, type LangHeaderValue } from '../../contract/envelope';

/** docs/protocol.md#the-calls: the UI locale becomes the lang header (en → en_US, ja → ja_JP, ko → ko_KR, zh_CN → zh_CN). */
const LANG_BY_LOCALE: Readonly<Record<string, LangHeaderValue>> = {
  en: 'en_US',
  ja: 'ja_JP',
  ko: 'ko_KR',
  zh_CN: 'zh_CN',
  zh: 'zh_CN',
};

const DEFAULT_LANG: LangHeaderValue = 'zh_CN';

function isLangHeaderValue(value: string): value is LangHeaderValue {
  return (LANG_HEADER_VALUES as readonly string[]).includes(value);
}

/** Maps a locale code (`en`, `zh_CN`, also `en-US`) to the lang header; unknown locales get the default. */
export function toLangHeader(locale: string): LangHeaderValue {
  const normalised = locale.replace('-', '_');
  if (LANG_BY_LOCALE[normalised]) return LANG_BY_LOCALE[normalised];
  if (isLangHeaderValue(normalised)) return normalised;
  return LANG_BY_LOCALE[normalised.split('_')[0]] ?? DEFAULT_LANG;
}
