import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh_CN.json';

/** The expected server texts, read straight from the catalogues the console uses. */
const CATALOGUES = { zh_CN: zhCN, en } as const;

export function message(
  locale: 'zh_CN' | 'en',
  key: string,
  params: Record<string, string | number> = {},
): string {
  let node: unknown = CATALOGUES[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no message ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(params[name]));
}
