import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import { projectFile } from '../projectFolder';

/*
 * The key licences are verified with: LICENSE_PUBLIC_KEY (PEM, or the base64 of the DER SubjectPublicKeyInfo),
 * else the development key in dev-keys/ — whose private half is in the repository, so a deployment sets its own.
 */

const DEV_KEYS = ['server', 'licence', 'dev-keys'];
const DEV_PUBLIC = projectFile(...DEV_KEYS, 'licence-dev-public.pem');
const DEV_PRIVATE = projectFile(...DEV_KEYS, 'licence-dev-private.pem');

export function licencePublicKey(env: NodeJS.ProcessEnv = process.env): KeyObject {
  const configured = env.LICENSE_PUBLIC_KEY?.trim();
  if (!configured) return createPublicKey(fs.readFileSync(DEV_PUBLIC, 'utf8'));
  if (configured.includes('BEGIN PUBLIC KEY')) return createPublicKey(configured.replace(/\\n/g, '\n'));
  return createPublicKey({ key: Buffer.from(configured, 'base64'), format: 'der', type: 'spki' });
}

/** The development signing key (the seed's demo licence, `npm run license:issue` by default). */
export function devLicencePrivateKey(): KeyObject {
  return createPrivateKey(fs.readFileSync(DEV_PRIVATE, 'utf8'));
}

/** A public key's fingerprint: the first 16 hex digits of the SHA-256 of its DER form. */
export function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}
