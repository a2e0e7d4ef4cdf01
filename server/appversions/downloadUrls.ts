import type { Kysely } from 'kysely';
import { APP_DOWNLOAD_URL_LIFETIME_MS } from '../../src/contract/apps/appVersion';
import { APP_IDLE_MINUTES } from '../apps/appSessions';
import type { AppDatabase } from '../apps/appTables';
import { type BoundQuery, signParts, verifyParts } from '../calldata/signedUrls';
import type { Database } from '../db/schema';
import { urlSessionActive } from '../security/urlSessions';

/*
 * A package is fetched by a signed URL (a phone's download manager sends no headers), with the
 * server's one media key (server/calldata/signedUrls.ts). The purpose word keeps a package signature from
 * opening anything else. Only callers who may see the version are handed one (the console, or the app of an
 * enterprise it is released to), and the URL ends with the session that asked for it, as media URLs do
 * (docs/security.md): `s=` names a console session (16 hex digits of its token's hash) or, after `m`, an app
 * session the same way.
 */

const APP_REF = /^m([0-9a-f]{16})$/;

function packageParts(id: string, exp: number | string, ref: string): string[] {
  return ['app-package', id, String(exp), ref];
}

/** The `s=` of a URL handed to an app session. */
export function appSessionRef(tokenHash: string): string {
  return `m${tokenHash.slice(0, 16)}`;
}

export async function signPackageUrl(db: Kysely<Database>, id: string, now: number, ref: string) {
  const expiresAt = now + APP_DOWNLOAD_URL_LIFETIME_MS;
  const sig = await signParts(db, packageParts(id, expiresAt, ref));
  const query = new URLSearchParams({ exp: String(expiresAt), sig, s: ref });
  return { url: `/api/appversion/file/${encodeURIComponent(id)}?${query}`, expiresAt };
}

/** The signature holds, the URL has not expired, and the session it names is still active. */
export async function verifyPackageUrl(
  db: Kysely<Database>,
  id: string,
  query: BoundQuery,
  sessionIdleMs: number,
  now: number,
): Promise<boolean> {
  if (!(await verifyParts(db, packageParts(id, query.exp, query.s), query.exp, query.sig, now))) return false;
  const app = APP_REF.exec(query.s);
  return app ? appSessionActive(db, app[1]!, now) : urlSessionActive(db, query.s, sessionIdleMs, now);
}

/** Whether an app session whose token hash starts with `ref` is there and not idle (read without touching it). */
async function appSessionActive(db: Kysely<Database>, ref: string, now: number): Promise<boolean> {
  // Hex digits hold no LIKE wildcards.
  const rows = await (db as unknown as Kysely<AppDatabase>)
    .selectFrom('app_sessions')
    .select('last_seen_at')
    .where('token_hash', 'like', `${ref}%`)
    .limit(4)
    .execute();
  return rows.some((row) => now - Number(row.last_seen_at) <= APP_IDLE_MINUTES * 60_000);
}
