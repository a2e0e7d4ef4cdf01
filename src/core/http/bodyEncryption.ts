import type { AesCipher } from '../storage/aesCipher';

/**
 * docs/protocol.md: an encrypted request body is the JSON string `{"data":"<base64 AES of the JSON payload>"}`.
 * The result is the exact body string sent (and signed).
 */
export function encryptRequestBody(payload: unknown, cipher: AesCipher): string {
  return JSON.stringify({ data: cipher.encrypt(JSON.stringify(payload)) });
}

/**
 * docs/protocol.md: with the response header `mode: encrypt`, the envelope's `data` is the Base64
 * ciphertext of the JSON value. A `data` that is not a string (e.g. null on an error) is left alone.
 * Throws when the ciphertext does not decrypt or is not JSON.
 */
export function decryptEnvelopeData(data: unknown, cipher: AesCipher): unknown {
  if (typeof data !== 'string') return data;
  return JSON.parse(cipher.decrypt(data));
}
