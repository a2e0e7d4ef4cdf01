import type { Kysely } from 'kysely';
import { QR_LOGIN_RULES, type QrLoginStatus } from '../../src/contract';
import type { Database, QrLoginTable } from '../db/schema';
import { refused } from '../http/errors';
import { hashToken, newToken } from './tokens';

/*
 * QR sign-in (docs/behaviour.md#screens-and-routes variant), WeChat style: a screen without a session shows a one-time code; a device
 * that is signed in opens it, and its account confirms or refuses; the first screen then receives a session
 * for the confirming account, once. The id is a random bearer secret, so only its hash is stored.
 */

export async function createQrLoginRow(
  db: Kysely<Database>,
  client: { ip: string; userAgent: string },
  now: number,
): Promise<{ qrId: string; pollToken: string; expiresAt: number }> {
  const recent = await db
    .selectFrom('qr_logins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ip', '=', client.ip)
    .where('created_at', '>', now - 60_000)
    .executeTakeFirst();
  if (Number(recent?.count ?? 0) >= QR_LOGIN_RULES.perMinute) throw refused('api.qrTooMany');
  const qrId = newToken();
  const pollToken = newToken();
  const expiresAt = now + QR_LOGIN_RULES.validSeconds * 1000;
  await db
    .insertInto('qr_logins')
    .values({
      id_hash: hashToken(qrId),
      poll_hash: hashToken(pollToken),
      status: 'waiting',
      scanned_by: null,
      account_id: null,
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 512),
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  // Finished or expired codes older than an hour serve nobody.
  await db
    .deleteFrom('qr_logins')
    .where('expires_at', '<', now - 3600_000)
    .execute();
  return { qrId, pollToken, expiresAt };
}

export async function findQrLogin(db: Kysely<Database>, qrId: string): Promise<QrLoginTable | undefined> {
  return db.selectFrom('qr_logins').selectAll().where('id_hash', '=', hashToken(qrId)).executeTakeFirst();
}

/** The status a client sees: a spent code reads as expired; time ends every open state. */
export function visibleStatus(row: QrLoginTable, now: number): QrLoginStatus {
  if (row.status === 'spent') return 'expired';
  if (row.status === 'cancelled') return 'cancelled';
  if (row.expires_at <= now) return 'expired';
  return row.status;
}

/** The code an action of the signed-in device is about: it must exist and still be open. */
export async function openQrLogin(db: Kysely<Database>, qrId: string, now: number): Promise<QrLoginTable> {
  const row = await findQrLogin(db, qrId);
  if (!row) throw refused('api.qrInvalid');
  const status = visibleStatus(row, now);
  if (status === 'expired') throw refused('api.qrExpired');
  if (status === 'cancelled') throw refused('api.qrCancelled');
  if (status === 'confirmed') throw refused('api.qrAlreadyConfirmed');
  return row;
}

/**
 * Moves an open code to `to`, only from the state it was read in (so two devices cannot both win); a code
 * scanned by one account cannot be confirmed or refused by another.
 */
export async function moveQrLogin(
  db: Kysely<Database>,
  row: QrLoginTable,
  accountId: string,
  to: 'scanned' | 'confirmed' | 'cancelled',
): Promise<void> {
  if (row.scanned_by !== null && row.scanned_by !== accountId) throw refused('api.qrScannedByOther');
  const moved = await db
    .updateTable('qr_logins')
    .set({
      status: to,
      scanned_by: accountId,
      ...(to === 'confirmed' ? { account_id: accountId } : {}),
    })
    .where('id_hash', '=', row.id_hash)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw refused('api.qrInvalid');
}

/** Hands a confirmed code out once: only the call that flips it to `spent` gets the account. */
export async function spendQrLogin(db: Kysely<Database>, row: QrLoginTable): Promise<boolean> {
  const spent = await db
    .updateTable('qr_logins')
    .set({ status: 'spent' })
    .where('id_hash', '=', row.id_hash)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
