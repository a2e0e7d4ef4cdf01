import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * docs/protocol.md: AES-CBC with PKCS7 padding, key and IV of 16 UTF-8 characters (AES-128), Base64
 * ciphertext — the same transformation the console does with crypto-js.
 */
export interface CipherKeys {
  key: string;
  iv: string;
}

export function encryptText(plain: string, keys: CipherKeys): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.key, 'utf8'), Buffer.from(keys.iv, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** Throws when the text is not Base64 ciphertext of these keys (bad padding, wrong length). */
export function decryptText(base64: string, keys: CipherKeys): string {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new Error('not base64');
  const decipher = createDecipheriv(
    'aes-128-cbc',
    Buffer.from(keys.key, 'utf8'),
    Buffer.from(keys.iv, 'utf8'),
  );
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}
