import { createHash, randomUUID, verify } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SoftwarePackage } from '../../src/contract/operations/maintenance';
import { licencePublicKey } from '../licence/licenceKeys';
import { CertificateRefused as Refused } from './certificates';

/*
 * Software update: a package is accepted only when its SHA-256 is the one announced and the vendor's
 * Ed25519 signature of `<version>\n<sha256>` verifies with the vendor key (the licence key, LICENSE_PUBLIC_KEY:
 * one vendor, one key). It is stored under DATA_DIR/packages with its description and announced; this
 * reference server never executes it.
 */

const folder = (dataDir: string) => path.join(dataDir, 'packages');

/** What the vendor signs for a package. */
export function packageSigningText(version: string, sha256: string): Buffer {
  return Buffer.from(`${version}\n${sha256.toLowerCase()}`, 'utf8');
}

export function checkPackage(content: Buffer, version: string, sha256: string, signature: string): void {
  const actual = createHash('sha256').update(content).digest('hex');
  if (actual !== sha256.toLowerCase()) throw new Refused('api.maintenance.packageDigest', { actual });
  let signatureBytes: Buffer;
  try {
    signatureBytes = Buffer.from(signature, 'base64');
  } catch {
    throw new Refused('api.maintenance.packageSignature');
  }
  if (
    signatureBytes.length !== 64 ||
    !verify(null, packageSigningText(version, actual), licencePublicKey(), signatureBytes)
  )
    throw new Refused('api.maintenance.packageSignature');
}

export async function storePackage(
  dataDir: string,
  content: Buffer,
  description: Omit<SoftwarePackage, 'id'>,
): Promise<SoftwarePackage> {
  await mkdir(folder(dataDir), { recursive: true });
  const id = `pkg-${randomUUID()}`;
  const stored: SoftwarePackage = { id, ...description };
  await writeFile(path.join(folder(dataDir), `${id}.bin`), content);
  await writeFile(path.join(folder(dataDir), `${id}.json`), JSON.stringify(stored));
  return stored;
}

export async function listPackages(dataDir: string): Promise<SoftwarePackage[]> {
  let names: string[];
  try {
    names = await readdir(folder(dataDir));
  } catch {
    return [];
  }
  const packages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(
        async (name) =>
          JSON.parse(await readFile(path.join(folder(dataDir), name), 'utf8')) as SoftwarePackage,
      ),
  );
  return packages.sort((a, b) => b.uploadedAt - a.uploadedAt);
}

export async function removePackage(dataDir: string, id: string): Promise<number> {
  const known = (await listPackages(dataDir)).some((item) => item.id === id);
  if (!known) return 0;
  await rm(path.join(folder(dataDir), `${id}.bin`), { force: true });
  await rm(path.join(folder(dataDir), `${id}.json`), { force: true });
  return 1;
}
