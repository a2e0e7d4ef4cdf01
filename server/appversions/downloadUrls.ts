import type { Kysely } from 'kysely';
import { APP_DOWNLOAD_URL_LIFETIME_MS } from '../../src/contract/apps/appVersion';
import { signParts, verifyParts } from '../calldata/signedUrls';
import type { Database } from '../db/schema';

/*
 * A package is fetched by a signed URL (a phone's download manager sends no headers), with the
 * server's one media key (server/calldata/signedUrls.ts). The purpose word keeps a package signature from
 * opening anything else. Only callers who may see the version are handed one (the console, or the app of an
 * enterprise it is released to).
 */

function packageParts(id: string, exp: number | string): string[] {
  return ['app-package', id, String(exp)];
}

export async function signPackageUrl(db: Kysely<Database>, id: string, now: number) {
  const expiresAt = now + APP_DOWNLOAD_URL_LIFETIME_MS;
  const sig = await signParts(db, packageParts(id, expiresAt));
  return { url: `/api/appversion/file/${encodeURIComponent(id)}?exp=${expiresAt}&sig=${sig}`, expiresAt };
}

export function verifyPackageUrl(db: Kysely<Database>, id: string, exp: string, sig: string, now: number) {
  return verifyParts(db, packageParts(id, exp), exp, sig, now);
}
