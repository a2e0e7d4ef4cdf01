// @vitest-environment node
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { QUERY_STRING_LIMITS } from '../../../src/contract/envelope';
import { buildUrl, serializeQuery } from '../../../src/core/http/queryString';

/** What the server reads of a query string (server/app.ts's querystringParser). */
const serverParse = (text: string) => qs.parse(text, { ...QUERY_STRING_LIMITS });
/** The wire form axios wrote with `qs.stringify(params, { arrayFormat: 'brackets' })`. */
const formerWireForm = (params: Record<string, unknown>) => qs.stringify(params, { arrayFormat: 'brackets' });

describe('GET query strings (docs/protocol.md#the-calls)', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'text with the separators, plus, spaces and quotes',
      { q: 'a&b=c+d e', s: "!'()*~-_.", path: '/x?y#z', pct: '100%' },
      { q: 'a&b=c+d e', s: "!'()*~-_.", path: '/x?y#z', pct: '100%' },
    ],
    ['CJK and emoji', { name: '调度 中心', icon: '📞' }, { name: '调度 中心', icon: '📞' }],
    [
      'keys that need encoding',
      { 'k y': 'v', 'a&b': '1', 名称: '值' },
      { 'k y': 'v', 'a&b': '1', 名称: '值' },
    ],
    [
      'arrays of strings and numbers',
      { ids: ['1', '2', 'a&b'], n: [3, 4] },
      { ids: ['1', '2', 'a&b'], n: ['3', '4'] },
    ],
    [
      'numbers and booleans as their text',
      { pageNum: 1, ratio: 0.5, neg: -2, on: true, off: false, _t: 1_700_000_000_000 },
      { pageNum: '1', ratio: '0.5', neg: '-2', on: 'true', off: 'false', _t: '1700000000000' },
    ],
    [
      'undefined left out, null an empty value, an empty array nothing',
      { a: undefined, b: null, c: [], d: 'x', e: ['1', undefined, null] },
      { b: '', d: 'x', e: ['1', ''] },
    ],
    ['an empty string', { q: '' }, { q: '' }],
    [
      'nested objects in the bracket form',
      { filter: { dept: { name: 'ops' }, ids: ['1'] } },
      { filter: { dept: { name: 'ops' }, ids: ['1'] } },
    ],
  ];

  it.each(cases)('%s: the server reads back what was sent', (_name, params, expected) => {
    expect(serverParse(serializeQuery(params))).toEqual(expected);
  });

  it.each(cases)('%s: the same wire form as qs with brackets', (_name, params) => {
    expect(serializeQuery(params)).toBe(formerWireForm(params));
  });

  it('a lone surrogate goes as U+FFFD rather than throwing, as qs wrote it', () => {
    const params = { q: 'a\uD800b' };
    expect(serializeQuery(params)).toBe(formerWireForm(params));
    expect(serverParse(serializeQuery(params))).toEqual({ q: 'a\uFFFDb' });
  });

  it('an array of 20, the limit, comes back as an array', () => {
    const ids = Array.from({ length: QUERY_STRING_LIMITS.arrayLimit }, (_, index) => String(index));
    expect(serverParse(serializeQuery({ ids }))).toEqual({ ids });
  });

  it('buildUrl joins base and path as axios did and appends the query after any the path has', () => {
    expect(buildUrl('http://h:1/api', '/list', { a: 1 })).toBe('http://h:1/api/list?a=1');
    expect(buildUrl('http://h:1/api/', 'list')).toBe('http://h:1/api/list');
    expect(buildUrl('/api', '/list', {})).toBe('/api/list');
    expect(buildUrl('', '/api/list', { a: 'b c' })).toBe('/api/list?a=b%20c');
    expect(buildUrl('/api', '/list?x=1#top', { a: 1 })).toBe('/api/list?x=1&a=1');
    expect(buildUrl('/api', 'https://other.example/file', { a: 1 })).toBe('https://other.example/file?a=1');
  });
});
