// Sub-modules keep the bundle to AES alone; `aes` loads the cipher core that defines CBC and PKCS7.
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';

/** docs/behaviour.md#validation: the exact text of the key/iv error. */
export const AES_KEY_IV_ERROR = 'When hasEncrypt is true, the key or iv must be 16 bits!';

/** docs/behaviour.md#validation, docs/protocol.md: key and IV are UTF-8 strings of exactly 16 characters (AES-128). */
const AES_KEY_LENGTH = 16;

export interface AesCipherOptions {
  key: string;
  iv: string;
}

/** The one AES implementation of core: web storage and HTTP encryption both use it. */
export interface AesCipher {
  /** UTF-8 text in, Base64 ciphertext out. */
  encrypt(plainText: string): string;
  /** Base64 ciphertext in, UTF-8 text out; throws on ciphertext that does not decrypt to valid UTF-8. */
  decrypt(cipherText: string): string;
}

/** docs/behaviour.md#validation: AES, CBC mode, PKCS7 padding; Base64 ciphertext (docs/protocol.md). */
export function createAesCipher({ key, iv }: AesCipherOptions): AesCipher {
  if (key?.length !== AES_KEY_LENGTH || iv?.length !== AES_KEY_LENGTH) {
    throw new Error(AES_KEY_IV_ERROR);
  }
  const cipherOptions = { mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7, iv: Utf8.parse(iv) };
  const keyWords = Utf8.parse(key);
  return {
    encrypt(plainText) {
      return AES.encrypt(Utf8.parse(plainText), keyWords, cipherOptions).toString();
    },
    decrypt(cipherText) {
      const decrypted = AES.decrypt(cipherText, keyWords, cipherOptions);
      // crypto-js does not check the padding: a wrong key or tampered text shows as a negative length
      // or as bytes that are not UTF-8 (Utf8.stringify throws then).
      if (decrypted.sigBytes < 0) throw new Error('AES: the ciphertext does not decrypt');
      return Utf8.stringify(decrypted);
    },
  };
}
