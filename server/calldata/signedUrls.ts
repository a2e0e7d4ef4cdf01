import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MEDIA_URL_LIFETIME_MS } from '../../src/contract/resources';
import type { Database } from '../db/schema';
import { mediaKey } from '../resources/media';
import { urlSessionActive } from '../security/urlSessions';

/*
 * docs/protocol.md signed URLs for call-data files and streamed exports, with the server's one media key
 * (server/resources/media.ts) and the same lifetime. What a URL may do is part of what is signed (a purpose
 * word first), so a media signature never opens an export and the reverse; the enterprise is signed too, so
 * a URL never serves another tenant's file (tampered, expired or other-tenant → 403).
 */

export const SIGNED_URL_LIFETIME_MS = MEDIA_URL_LIFETIME_MS;

export async function signParts(db: Kysely<Database>, parts: readonly string[]): Promise<string> {
  return createHmac('sha256', await mediaKey(db))
    .update(parts.join('\u0000'))
    .digest('base64url');
}

/** True when `sig` is the signature of `parts` and `exp` (ms) has not passed. */
export async function verifyParts(
  db: Kysely<Database>,
  parts: readonly string[],
  exp: string,
  sig: string,
  now: number,
): Promise<boolean> {
  if (!/^\d{1,16}$/.test(exp) || Number(exp) < now || !/^[\w-]{1,100}$/.test(sig)) return false;
  const expected = Buffer.from(await signParts(db, parts));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a session-bound URL's query carries besides its own fields. */
export interface BoundQuery {
  exp: string;
  sig: string;
  /** The session reference (server/security/urlSessions.ts). */
  s: string;
}

/** The signed-URL fields of a request's query, as strings (absent ones empty, so they fail verification). */
export function boundQuery(query: Record<string, unknown>): BoundQuery {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { exp: text(query.exp), sig: text(query.sig), s: text(query.s) };
}

/** Signs `parts` bound to a session; the answer is the query to append (`exp`, `sig` and `s`). */
export async function signBound(
  db: Kysely<Database>,
  parts: readonly string[],
  exp: number,
  ref: string,
): Promise<URLSearchParams> {
  const sig = await signParts(db, [...parts, ref]);
  return new URLSearchParams({ exp: String(exp), sig, s: ref });
}

/** True when the signature over `parts` and the session reference holds, `exp` has not passed and that session is active. */
export async function verifyBound(
  db: Kysely<Database>,
  parts: readonly string[],
  query: BoundQuery,
  sessionIdleMs: number,
  now: number,
): Promise<boolean> {
  return (
    (await verifyParts(db, [...parts, query.s], query.exp, query.sig, now)) &&
    (await urlSessionActive(db, query.s, sessionIdleMs, now))
  );
}

export function mediaParts(fileId: string, exp: number | string, enterpriseId: string, download: boolean) {
  return ['calldata-media', fileId, String(exp), enterpriseId, download ? '1' : '0'];
}

export function exportParts(
  route: string,
  enterpriseId: string,
  query: string,
  locale: string,
  format: string,
  exp: number | string,
) {
  return ['calldata-export', route, enterpriseId, query, locale, format, String(exp)];
}

export async function signMediaFileUrl(
  db: Kysely<Database>,
  fileId: string,
  enterpriseId: string,
  download: boolean,
  now: number,
  sessionRef: string,
) {
  const expiresAt = now + SIGNED_URL_LIFETIME_MS;
  const query = await signBound(
    db,
    mediaParts(fileId, expiresAt, enterpriseId, download),
    expiresAt,
    sessionRef,
  );
  if (download) query.set('download', '1');
  return { url: `/api/calldata/media/${fileId}?${query}`, expiresAt };
}
