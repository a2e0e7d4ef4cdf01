// @vitest-environment node
import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AES_KEY_IV_ERROR, createAesCipher } from '../../../src/core/storage/aesCipher';

const KEY = 'abcdefghijklmnop';
const IV = '0123456789abcdef';

function nodeAesBase64(plain: string, key = KEY, iv = IV): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

describe('AES cipher (docs/behaviour.md#validation, docs/protocol.md)', () => {
  it('encrypts with AES-CBC, PKCS7 padding, UTF-8 key and IV, Base64 ciphertext', () => {
    const cipher = createAesCipher({ key: KEY, iv: IV });
    for (const text of ['', 'a', '{"user":"管理员","n":1}', 'x'.repeat(33)]) {
      expect(cipher.encrypt(text)).toBe(nodeAesBase64(text));
    }
  });

  it('decrypts what it encrypted, UTF-8 included', () => {
    const cipher = createAesCipher({ key: KEY, iv: IV });
    const text = '{"name":"调度台","emoji":"📞"}';
    expect(cipher.decrypt(nodeAesBase64(text))).toBe(text);
  });

  it.each([
    ['a key shorter than 16 characters', 'short', IV],
    ['a key longer than 16 characters', `${KEY}q`, IV],
    ['an iv shorter than 16 characters', KEY, '0123'],
    ['an empty key and iv', '', ''],
  ])('%s fails with "When hasEncrypt is true, the key or iv must be 16 bits!"', (_case, key, iv) => {
    expect(() => createAesCipher({ key, iv })).toThrow(new Error(AES_KEY_IV_ERROR));
    expect(AES_KEY_IV_ERROR).toBe('When hasEncrypt is true, the key or iv must be 16 bits!');
  });

  it('tampered ciphertext or a different key fails to decrypt instead of answering garbage', () => {
    const cipher = createAesCipher({ key: KEY, iv: IV });
    const good = cipher.encrypt('{"token":"abc"}');
    expect(() => cipher.decrypt('not base64 at all!')).toThrow();
    expect(() => cipher.decrypt(`${good.slice(0, -4)}AAAA`)).toThrow();
    expect(() => createAesCipher({ key: 'ponmlkjihgfedcba', iv: IV }).decrypt(good)).toThrow();
  });
});
