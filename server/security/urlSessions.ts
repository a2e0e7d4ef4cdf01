import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { peekSession, type Session } from './sessions';

/*
 * docs/security.md: nothing outlives its session, signed URLs included. A signed URL carries `s=`, a
 * reference to the session it was handed to (the first 16 hex digits of the token's hash: not the token, and
 * not enough of the hash to find the token by), signed with the rest of the URL; serving it checks that
 * session is still active, so signing out, idling out or a revoked session ends its URLs too.
 */

const REF = /^[0-9a-f]{16}$/;

export function sessionRef(session: Pick<Session, 'tokenHash'>): string {
  return session.tokenHash.slice(0, 16);
}

/** Whether the session a URL's `s=` names is active now (read without touching it: a playing clip is not activity). */
export async function urlSessionActive(
  db: Kysely<Database>,
  ref: string,
  idleMs: number,
  now: number,
): Promise<boolean> {
  if (!REF.test(ref)) return false;
  // Hex digits hold no LIKE wildcards.
  const rows = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', 'like', `${ref}%`)
    .limit(4)
    .execute();
  for (const row of rows)
    if ((await peekSession(db, row.token_hash, idleMs, now)).kind === 'active') return true;
  return false;
}
