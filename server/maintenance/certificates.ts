import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSecureContext } from 'node:tls';
import type { CertificateInfo } from '../../src/contract/operations/maintenance';

/*
 * SSL: a PEM chain and key, checked with node:crypto before anything is kept — the leaf's key
 * matches, each certificate is issued and signed by the next, all are within their dates, and TLS accepts the
 * pair — then stored under DATA_DIR/tls (the key readable by the server's user only).
 */

const DAY = 86_400_000;

export class CertificateRefused extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export interface CheckedCertificate {
  chain: string;
  key: string;
  info: CertificateInfo;
}

function namesOf(leaf: X509Certificate): string[] {
  const alt = leaf.subjectAltName;
  if (alt)
    return alt
      .split(',')
      .map((entry) => entry.trim().replace(/^(DNS|IP Address):/, ''))
      .filter(Boolean);
  const cn = /CN=([^\n,]+)/.exec(leaf.subject)?.[1];
  return cn ? [cn] : [];
}

export function describeCertificate(chain: readonly X509Certificate[], now: number): CertificateInfo {
  const leaf = chain[0] as X509Certificate;
  const validTo = Date.parse(leaf.validTo);
  return {
    subject: leaf.subject.replace(/\n/g, ', '),
    issuer: leaf.issuer.replace(/\n/g, ', '),
    names: namesOf(leaf),
    validFrom: Date.parse(leaf.validFrom),
    validTo,
    daysLeft: Math.floor((validTo - now) / DAY),
    fingerprint256: leaf.fingerprint256,
    chainLength: chain.length,
  };
}

export function parseChain(pem: string): X509Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (!blocks.length) throw new CertificateRefused('api.maintenance.noCertificate');
  return blocks.map((block, index) => {
    try {
      return new X509Certificate(block);
    } catch {
      throw new CertificateRefused('api.maintenance.badCertificate', { index: index + 1 });
    }
  });
}

export function checkCertificate(chainPem: string, keyPem: string, now: number): CheckedCertificate {
  const chain = parseChain(chainPem);
  let key: KeyObject;
  try {
    key = createPrivateKey(keyPem);
  } catch {
    throw new CertificateRefused('api.maintenance.badKey');
  }
  const leaf = chain[0] as X509Certificate;
  if (!leaf.checkPrivateKey(key)) throw new CertificateRefused('api.maintenance.keyMismatch');
  for (let index = 0; index < chain.length - 1; index++) {
    const [child, parent] = [chain[index] as X509Certificate, chain[index + 1] as X509Certificate];
    if (!child.checkIssued(parent) || !child.verify(parent.publicKey))
      throw new CertificateRefused('api.maintenance.chainOrder', { index: index + 1, next: index + 2 });
  }
  for (const [index, certificate] of chain.entries()) {
    if (Date.parse(certificate.validTo) <= now)
      throw new CertificateRefused('api.maintenance.expired', {
        index: index + 1,
        date: certificate.validTo,
      });
    if (Date.parse(certificate.validFrom) > now)
      throw new CertificateRefused('api.maintenance.notYetValid', {
        index: index + 1,
        date: certificate.validFrom,
      });
  }
  const normalisedChain = `${chain.map((certificate) => certificate.toString().trim()).join('\n')}\n`;
  const normalisedKey = key.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    createSecureContext({ cert: normalisedChain, key: normalisedKey });
  } catch (error) {
    throw new CertificateRefused('api.maintenance.tlsRefused', { reason: (error as Error).message });
  }
  return { chain: normalisedChain, key: normalisedKey, info: describeCertificate(chain, now) };
}

const folder = (dataDir: string) => path.join(dataDir, 'tls');

export async function storeCertificate(dataDir: string, checked: CheckedCertificate): Promise<void> {
  await mkdir(folder(dataDir), { recursive: true, mode: 0o700 });
  await writeFile(path.join(folder(dataDir), 'key.pem'), checked.key, { mode: 0o600 });
  await writeFile(path.join(folder(dataDir), 'chain.pem'), checked.chain, { mode: 0o644 });
}

export async function readStoredCertificate(dataDir: string): Promise<{ chain: string; key: string } | null> {
  try {
    const [chain, key] = await Promise.all([
      readFile(path.join(folder(dataDir), 'chain.pem'), 'utf8'),
      readFile(path.join(folder(dataDir), 'key.pem'), 'utf8'),
    ]);
    return { chain, key };
  } catch {
    return null;
  }
}

export async function removeStoredCertificate(dataDir: string): Promise<void> {
  await rm(folder(dataDir), { recursive: true, force: true });
}
