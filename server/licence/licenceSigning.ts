import { createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import {
  canonicalJson,
  type LicenceFile,
  type LicenceTerms,
  licenceFileSchema,
} from '../../src/contract/accounts/licence';
import { keyIdOf } from './licenceKeys';

/** Why a licence file is refused: a message key of `api.licence`. */
export class LicenceRefused extends Error {
  constructor(readonly reason: 'unreadable' | 'wrongKey' | 'badSignature' | 'expired' | 'notYetValid') {
    super(reason);
  }
}

/** Signs terms with a private key: the file `npm run license:issue` writes. */
export function signLicence(terms: LicenceTerms, privateKey: KeyObject): LicenceFile {
  return {
    terms,
    keyId: keyIdOf(createPublicKey(privateKey)),
    signature: sign(null, Buffer.from(canonicalJson(terms)), privateKey).toString('base64'),
  };
}

/** The local calendar day of `now`, as the terms write days. */
export function dayOf(now: number): string {
  const date = new Date(now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The terms of a licence file, after checking it is one (JSON of the right shape), for this key, signed by
 * its private half over exactly these terms, and in force today.
 */
export function verifyLicence(text: string, publicKey: KeyObject, now: number): LicenceTerms {
  let parsed: LicenceFile;
  try {
    parsed = licenceFileSchema.parse(JSON.parse(text));
  } catch {
    throw new LicenceRefused('unreadable');
  }
  if (parsed.keyId !== keyIdOf(publicKey)) throw new LicenceRefused('wrongKey');
  const signature = Buffer.from(parsed.signature, 'base64');
  if (
    signature.length !== 64 ||
    !verify(null, Buffer.from(canonicalJson(parsed.terms)), publicKey, signature)
  )
    throw new LicenceRefused('badSignature');
  const today = dayOf(now);
  if (parsed.terms.expires < today) throw new LicenceRefused('expired');
  if (parsed.terms.issued > today) throw new LicenceRefused('notYetValid');
  return parsed.terms;
}
