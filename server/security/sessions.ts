import type { Kysely } from 'kysely';
import type { Role } from '../../src/contract';
import { permitsWithinFunctions } from '../../src/contract/accounts/functionGates';
import type { Database } from '../db/schema';
import { enterpriseFunctionsOf, ROUTE_FUNCTIONS } from './functionGate';
import { permitsOf } from './permissions';
import { type CachedSession, sessionCacheOf } from './sessionCache';
import type { Session } from './sessionRecord';
import { hashToken, newToken } from './tokens';

export type { Session } from './sessionRecord';

export type SessionLookup = { kind: 'missing' } | { kind: 'expired' } | { kind: 'active'; session: Session };

/** What makes a partner token: its hard end, its origins and the key that made it. */
export interface PartnerSessionTerms {
  expiresAt: number;
  origins: readonly string[];
  keyId: string;
}

export async function createSession(
  db: Kysely<Database>,
  accountId: string,
  now: number,
  partner?: PartnerSessionTerms,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      account_id: accountId,
      created_at: now,
      last_seen_at: now,
      ...(partner
        ? {
            expires_at: partner.expiresAt,
            partner_origins: JSON.stringify(partner.origins),
            partner_key_id: partner.keyId,
          }
        : {}),
    })
    .execute();
  return token;
}

export async function loadSessionAccount(
  db: Kysely<Database>,
  accountId: string,
  tokenHash: string,
  now: number = Date.now(),
): Promise<Session | undefined> {
  return (await readSessionAccount(db, accountId, tokenHash, now))?.session;
}

/** The account behind a session, with the enterprise expiry the session cache judges each call against. */
async function readSessionAccount(
  db: Kysely<Database>,
  accountId: string,
  tokenHash: string,
  now: number,
): Promise<{ session: Session; enterpriseExpiry: number | null } | undefined> {
  const row = await db
    .selectFrom('accounts')
    .leftJoin('enterprises', 'enterprises.id', 'accounts.enterprise_id')
    .select([
      'accounts.id',
      'accounts.username',
      'accounts.real_name',
      'accounts.role',
      'accounts.enterprise_id',
      'accounts.home_path',
      'accounts.status',
      'accounts.show_advanced_config',
      'enterprises.status as enterprise_status',
      'enterprises.expiry as enterprise_expiry',
      'enterprises.name as enterprise_name',
      'enterprises.prefix as enterprise_prefix',
      'enterprises.functions as enterprise_functions',
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (row?.status !== 'active') return undefined;
  // A disabled or expired enterprise ends its accounts' sessions (requests and WebSockets alike).
  if (row.enterprise_id !== null && !enterpriseOpen(row.enterprise_status, row.enterprise_expiry, now))
    return undefined;
  const grants =
    row.role === 'ENTERPRISE_CHILDUSER'
      ? (
          await db
            .selectFrom('account_permits')
            .select('permit_value')
            .where('account_id', '=', accountId)
            .execute()
        ).map((grant) => grant.permit_value)
      : [];
  const session: Session = {
    tokenHash,
    accountId: row.id,
    username: row.username,
    realName: row.real_name,
    role: row.role,
    enterpriseId: row.enterprise_id,
    enterpriseName: row.enterprise_name ?? null,
    enterprisePrefix: row.enterprise_prefix ?? null,
    homePath: row.home_path,
    permits: permitsOf(row.role, grants),
    showAdvancedConfig: row.show_advanced_config === 1,
  };
  if (row.enterprise_id !== null) {
    const functions = enterpriseFunctionsOf(row.enterprise_functions ?? '[]');
    session.enterpriseFunctions = functions;
    session.permits = permitsWithinFunctions(ROUTE_FUNCTIONS, session.permits, functions);
  }
  const expiry = row.enterprise_id === null ? null : row.enterprise_expiry;
  return { session, enterpriseExpiry: expiry === null || expiry === undefined ? null : Number(expiry) };
}

/** Whether an enterprise's accounts may be signed in: enabled and not past its expiry. */
export function enterpriseOpen(status: string | null, expiry: number | null, now: number): boolean {
  return status === 'active' && (expiry === null || Number(expiry) > now);
}

/**
 * How long a token that went idle keeps answering 1004 before it is forgotten (then 401). Calls a page had in
 * flight when its session ran out all say "timed out", whichever reaches the server first, so the person is
 * told why they were signed out rather than shown a bare 401.
 */
export const EXPIRED_SESSION_KEPT_MS = 24 * 60 * 60_000;

/** A session's last_seen_at is rewritten only once it is this old (one write per 30 s, not per request). */
export const TOUCH_INTERVAL_MS = 30_000;

/**
 * Resolves a raw token. An unknown token is `missing` (HTTP 401); a token idle longer than the limit is
 * `expired` (envelope 1004, docs/security.md) and stays so, untouched, for EXPIRED_SESSION_KEPT_MS; an active
 * one is touched.
 *
 * A session read less than ENTRY_LIFETIME_MS ago and not written since answers from the session
 * cache (./sessionCache.ts), but only when that answer is "active, no touch due" judged now: its kept
 * last_seen_at can only be older than the row's, so a kept session that looks idle past the touch interval,
 * past a hard end or past its enterprise's expiry goes to the database like an unknown one.
 */
export async function lookUpSession(
  db: Kysely<Database>,
  token: string,
  idleMs: number,
  now: number,
): Promise<SessionLookup> {
  if (!token) return { kind: 'missing' };
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const kept = cache?.find(tokenHash);
  if (kept && stillActive(kept, idleMs, now)) return { kind: 'active', session: { ...kept.session } };
  const epoch = cache?.currentEpoch() ?? 0;
  const readAt = Date.now();
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { kind: 'missing' };
  const idle = now - row.last_seen_at;
  if (idle > idleMs + EXPIRED_SESSION_KEPT_MS) {
    await endSession(db, tokenHash);
    return { kind: 'missing' };
  }
  if (idle > idleMs || pastHardEnd(row.expires_at, now)) return { kind: 'expired' };
  const account = await readSessionAccount(db, row.account_id, tokenHash, now);
  if (!account) {
    await endSession(db, tokenHash);
    return { kind: 'missing' };
  }
  const { session } = account;
  withPartnerTerms(session, row);
  // Touched only if unchanged since read: a request in flight must not undo what happened to the session
  // meanwhile (another touch already moved it on; an expiry set it back).: written at most every
  // TOUCH_INTERVAL_MS, not on every request: the idle limit is then kept to within 30 s of 30 minutes.
  // The touch is a write to the row, so the cache forgets this session and the next call reads it afresh.
  if (idle >= TOUCH_INTERVAL_MS)
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .where('last_seen_at', '=', row.last_seen_at)
      .execute();
  else
    cache?.keep(
      tokenHash,
      {
        session: { ...session },
        lastSeenAt: Number(row.last_seen_at),
        expiresAt: row.expires_at === null ? null : Number(row.expires_at),
        enterpriseExpiry: account.enterpriseExpiry,
      },
      epoch,
      readAt,
    );
  return { kind: 'active', session };
}

/** A kept session that is active now with no touch due; anything else is judged on the rows. */
function stillActive(kept: CachedSession, idleMs: number, now: number): boolean {
  const idle = now - kept.lastSeenAt;
  return (
    idle < TOUCH_INTERVAL_MS &&
    idle <= idleMs &&
    !pastHardEnd(kept.expiresAt, now) &&
    (kept.enterpriseExpiry === null || kept.enterpriseExpiry > now)
  );
}

/**
 * The state of a session a WebSocket was opened with, without touching it: a socket's own traffic must not
 * keep its session alive, so an idle page's socket ends with the page's session (docs/security.md).
 */
export async function peekSession(
  db: Kysely<Database>,
  tokenHash: string,
  idleMs: number,
  now: number,
): Promise<SessionLookup> {
  const row = await db
    .selectFrom('sessions')
    .select(['account_id', 'last_seen_at', 'expires_at', 'partner_origins', 'partner_key_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { kind: 'missing' };
  if (now - row.last_seen_at > idleMs || pastHardEnd(row.expires_at, now)) return { kind: 'expired' };
  const session = await loadSessionAccount(db, row.account_id, tokenHash, now);
  if (session) withPartnerTerms(session, row);
  return session ? { kind: 'active', session } : { kind: 'missing' };
}

/** A partner token's hard end (it answers 1004 after it, like an idle one). */
function pastHardEnd(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && now > Number(expiresAt);
}

function withPartnerTerms(
  session: Session,
  row: { partner_origins: string | null; partner_key_id: string | null },
): void {
  if (row.partner_origins !== null) session.partnerOrigins = JSON.parse(row.partner_origins) as string[];
  if (row.partner_key_id !== null) session.partnerKeyId = row.partner_key_id;
}

/** Forgets the sessions idle past their 1004 window (run at each sign-in, so the table stays small). */
export async function purgeExpiredSessions(db: Kysely<Database>, idleMs: number, now: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('last_seen_at', '<', now - idleMs - EXPIRED_SESSION_KEPT_MS)
    .execute();
}

export async function endSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}
