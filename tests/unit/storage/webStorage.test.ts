import { createDecipheriv } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_TIME_S } from '../../../src/core/config/constants';
import { AES_KEY_IV_ERROR, createAesCipher } from '../../../src/core/storage/aesCipher';
import { createWebStorage } from '../../../src/core/storage/webStorage';

const PREFIX = 'DISPATCH_CONSOLE__TEST__2.10.1__';
const KEY = 'abcdefghijklmnop';
const IV = '0123456789abcdef';

function nodeAesDecrypt(base64: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(KEY), Buffer.from(IV));
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

describe('web storage wrapper (docs/behaviour.md#entities, docs/behaviour.md#states)', () => {
  let clock = 1_700_000_000_000;
  const now = () => clock;

  beforeEach(() => {
    localStorage.clear();
    clock = 1_700_000_000_000;
  });

  it('stores under the key prefix + name, upper-cased', () => {
    const storage = createWebStorage({ storage: localStorage, prefixKey: PREFIX, now });
    storage.set('token', 'abc');
    expect(storage.getKey('token')).toBe(`${PREFIX}TOKEN`);
    expect(localStorage.getItem(`${PREFIX}TOKEN`)).not.toBeNull();
    expect(storage.get('token')).toBe('abc');
  });

  it('stores entries as {value, time, expire} with expire in seconds, 7 days by default', () => {
    const storage = createWebStorage({ storage: localStorage, prefixKey: PREFIX, now });
    storage.set('user', { name: 'ann' });
    storage.set('short', 1, 60);
    expect(JSON.parse(localStorage.getItem(`${PREFIX}USER`)!)).toEqual({
      value: { name: 'ann' },
      time: clock,
      expire: DEFAULT_CACHE_TIME_S,
    });
    expect(DEFAULT_CACHE_TIME_S).toBe(604_800);
    expect(JSON.parse(localStorage.getItem(`${PREFIX}SHORT`)!).expire).toBe(60);
  });

  it('an expired entry is removed on read and reads as missing', () => {
    const storage = createWebStorage({ storage: localStorage, prefixKey: PREFIX, now });
    storage.set('token', 'abc', 60);
    clock += 59_999;
    expect(storage.get('token')).toBe('abc');
    clock += 1;
    expect(storage.get('token', 'fallback')).toBe('fallback');
    expect(localStorage.getItem(`${PREFIX}TOKEN`)).toBeNull();
  });

  it('an entry with expire null never expires', () => {
    const storage = createWebStorage({ storage: localStorage, prefixKey: PREFIX, now, timeout: null });
    storage.set('remember', true);
    clock += 10 * 365 * 24 * 3600 * 1000;
    expect(storage.get('remember')).toBe(true);
    expect(JSON.parse(localStorage.getItem(`${PREFIX}REMEMBER`)!).expire).toBeNull();
  });

  it('clear() removes only our own prefixed keys', () => {
    localStorage.setItem('someone-else', 'keep');
    localStorage.setItem('DISPATCH_CONSOLE__TEST__2.9.0__TOKEN', 'older version, keep');
    const storage = createWebStorage({ storage: localStorage, prefixKey: PREFIX, now });
    storage.set('a', 1);
    storage.set('b', 2);
    storage.clear();
    expect(storage.get('a')).toBeNull();
    expect(storage.get('b')).toBeNull();
    expect(localStorage.getItem('someone-else')).toBe('keep');
    expect(localStorage.length).toBe(2);
  });

  it('remove() deletes one entry', () => {
    const storage = createWebStorage({ storage: localStorage, prefixKey: PREFIX, now });
    storage.set('a', 1);
    storage.remove('a');
    expect(localStorage.getItem(`${PREFIX}A`)).toBeNull();
  });

  it('with hasEncrypt the stored text is Base64 AES-CBC of the JSON entry', () => {
    const storage = createWebStorage({
      storage: localStorage,
      prefixKey: PREFIX,
      hasEncrypt: true,
      key: KEY,
      iv: IV,
      now,
    });
    storage.set('token', 'secret-token');
    const raw = localStorage.getItem(`${PREFIX}TOKEN`)!;
    expect(raw).not.toContain('secret-token');
    expect(JSON.parse(nodeAesDecrypt(raw))).toEqual({
      value: 'secret-token',
      time: clock,
      expire: DEFAULT_CACHE_TIME_S,
    });
    expect(storage.get('token')).toBe('secret-token');
  });

  it('with hasEncrypt a key or iv not 16 characters fails when the storage is built', () => {
    expect(() => createWebStorage({ storage: localStorage, hasEncrypt: true, key: 'short', iv: IV })).toThrow(
      AES_KEY_IV_ERROR,
    );
    expect(() => createWebStorage({ storage: localStorage, hasEncrypt: true, key: KEY })).toThrow(
      AES_KEY_IV_ERROR,
    );
  });

  it.each([
    ['bad JSON', false, '{"value":'],
    ['JSON of the wrong shape', false, '{"value":1,"time":"yesterday","expire":1}'],
    ['a bare JSON value', false, '42'],
    ['bad ciphertext', true, 'bm90IGNpcGhlcnRleHQ='],
    ['plain JSON where ciphertext is expected', true, JSON.stringify({ value: 1, time: 0, expire: null })],
  ])('a corrupted or tampered entry (%s) reads as missing and never throws', (_case, hasEncrypt, raw) => {
    const storage = createWebStorage({
      storage: localStorage,
      prefixKey: PREFIX,
      hasEncrypt,
      key: KEY,
      iv: IV,
      now,
    });
    localStorage.setItem(`${PREFIX}TOKEN`, raw);
    expect(() => storage.get('token')).not.toThrow();
    expect(storage.get('token', 'missing')).toBe('missing');
  });

  it('an entry encrypted with another key reads as missing', () => {
    const other = createAesCipher({ key: 'ponmlkjihgfedcba', iv: IV });
    localStorage.setItem(
      `${PREFIX}TOKEN`,
      other.encrypt(JSON.stringify({ value: 'x', time: clock, expire: null })),
    );
    const storage = createWebStorage({
      storage: localStorage,
      prefixKey: PREFIX,
      hasEncrypt: true,
      key: KEY,
      iv: IV,
      now,
    });
    expect(storage.get('token')).toBeNull();
  });
});
