// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toLangHeader } from '../../../src/core/http/langHeader';

describe('lang header (docs/protocol.md#the-calls)', () => {
  it.each([
    ['en', 'en_US'],
    ['ja', 'ja_JP'],
    ['ko', 'ko_KR'],
    ['zh_CN', 'zh_CN'],
  ])('locale %s becomes lang %s', (locale, lang) => {
    expect(toLangHeader(locale)).toBe(lang);
  });

  it('BCP-47 spellings and header values map the same way; an unknown locale falls back to zh_CN', () => {
    expect(toLangHeader('en-US')).toBe('en_US');
    expect(toLangHeader('en_US')).toBe('en_US');
    expect(toLangHeader('fr')).toBe('zh_CN');
  });
});
