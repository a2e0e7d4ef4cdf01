import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enterpriseOpen } from '../security/sessions';
import { hashToken, newToken } from '../security/tokens';
import type { AppDatabase } from './appTables';

/** Who is calling an app endpoint: read from the app token only (docs/security.md). */
export interface MemberSession {
  tokenHash: string;
  memberId: string;
  account: string;
  name: string;
  appRole: string;
  deptId: string | null;
  enterpriseId: string;
  enterprisePrefix: string;
  enterpriseName: string;
  deviceId: string;
}

export type MemberSessionLookup =
  | { kind: 'missing' }
  | { kind: 'expired' }
  | { kind: 'active'; session: MemberSession };

/**
 * A phone stays signed in for days between uses; the app token goes idle after a week (then 1004 and the
 * app signs in again). Touched at most once a minute.
 */
export const APP_IDLE_MINUTES = 7 * 24 * 60;
const APP_TOUCH_INTERVAL_MS = 60_000;

function appDb(db: Kysely<Database>): Kysely<AppDatabase> {
  return db as unknown as Kysely<AppDatabase>;
}

export async function createAppSession(
  db: Kysely<Database>,
  member: { id: string; enterpriseId: string },
  deviceId: string,
  now: number,
): Promise<string> {
  const token = newToken();
  await appDb(db)
    .insertInto('app_sessions')
    .values({
      token_hash: hashToken(token),
      member_id: member.id,
      enterprise_id: member.enterpriseId,
      device_id: deviceId,
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  // One session per device: signing in again on the same phone replaces its earlier token.
  await appDb(db)
    .deleteFrom('app_sessions')
    .where('device_id', '=', deviceId)
    .where('enterprise_id', '=', member.enterpriseId)
    .where('token_hash', '!=', hashToken(token))
    .execute();
  return token;
}

/** The member behind a token, if it is still enabled in an open enterprise. */
export async function loadMemberSession(
  db: Kysely<Database>,
  memberId: string,
  tokenHash: string,
  deviceId: string,
  now: number,
): Promise<MemberSession | undefined> {
  const row = await db
    .selectFrom('members')
    .innerJoin('enterprises', 'enterprises.id', 'members.enterprise_id')
    .select([
      'members.id',
      'members.account',
      'members.name',
      'members.app_role',
      'members.dept_id',
      'members.status',
      'members.enterprise_id',
      'enterprises.prefix',
      'enterprises.name as enterprise_name',
      'enterprises.status as enterprise_status',
      'enterprises.expiry as enterprise_expiry',
    ])
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  if (!row || row.status !== 'enabled') return undefined;
  if (!enterpriseOpen(row.enterprise_status, row.enterprise_expiry, now)) return undefined;
  return {
    tokenHash,
    memberId: row.id,
    account: row.account,
    name: row.name,
    appRole: row.app_role,
    deptId: row.dept_id,
    enterpriseId: row.enterprise_id,
    enterprisePrefix: row.prefix,
    enterpriseName: row.enterprise_name,
    deviceId,
  };
}

/** Resolves an app token like lookUpSession does a console one: unknown → missing, idle → expired. */
export async function lookUpMemberSession(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<MemberSessionLookup> {
  if (!token) return { kind: 'missing' };
  const tokenHash = hashToken(token);
  const row = await appDb(db)
    .selectFrom('app_sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { kind: 'missing' };
  const idle = now - Number(row.last_seen_at);
  if (idle > APP_IDLE_MINUTES * 60_000) return { kind: 'expired' };
  const session = await loadMemberSession(db, row.member_id, tokenHash, row.device_id, now);
  if (!session) {
    await endAppSession(db, tokenHash);
    return { kind: 'missing' };
  }
  if (idle >= APP_TOUCH_INTERVAL_MS)
    await appDb(db)
      .updateTable('app_sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();
  return { kind: 'active', session };
}

/** Whether a token is an app token (so a console endpoint can say so instead of "not signed in"). */
export async function isAppToken(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!token) return false;
  const row = await appDb(db)
    .selectFrom('app_sessions')
    .select('token_hash')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row !== undefined;
}

export async function endAppSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await appDb(db).deleteFrom('app_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every app session of members (disabled, deleted, password reset). */
async function endMemberAppSessions(db: Kysely<Database>, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return;
  await appDb(db).deleteFrom('app_sessions').where('member_id', 'in', memberIds).execute();
}
