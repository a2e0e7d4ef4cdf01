import { randomInt, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { SMS_CODE_RULES, type SmsPurpose } from '../../src/contract';
import type { Database } from '../db/schema';
import { refused } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';

/*
 * SMS verification codes (docs/behaviour.md#screens-and-routes variants): 6 digits, kept as a scrypt hash only, valid 5 minutes, void
 * after 5 wrong tries, the next one for the same number and purpose no sooner than 60 s, and at most 5 per
 * number an hour (SMS_CODE_RULES).
 */

const SECOND = 1000;
const HOUR = 3600 * SECOND;

function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_RULES.length)).padStart(SMS_CODE_RULES.length, '0');
}

export interface IssuedCode {
  code: string;
  expiresIn: number;
  resendIn: number;
}

/**
 * Issues a code after the rate limits; a newer code replaces the older one of the same number and purpose.
 * `deliver` says whether it will be sent: codes for numbers of no account are kept all the same, so the
 * limits — and therefore the answers — do not tell whether a number has an account.
 */
export async function issueSmsCode(
  db: Kysely<Database>,
  request: { phone: string; purpose: SmsPurpose; deliver: boolean; ip: string },
  now: number,
): Promise<IssuedCode> {
  const { phone, purpose } = request;
  const latest = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const waitMs = latest ? latest.created_at + SMS_CODE_RULES.resendSeconds * SECOND - now : 0;
  if (waitMs > 0) throw refused('api.smsResendTooSoon', { seconds: Math.ceil(waitMs / SECOND) });
  const { count } = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('phone', '=', phone)
    .where('created_at', '>', now - HOUR)
    .executeTakeFirstOrThrow();
  if (Number(count) >= SMS_CODE_RULES.perPhonePerHour) throw refused('api.smsHourlyLimit');
  const fromAddress = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ip', '=', request.ip)
    .where('created_at', '>', now - HOUR)
    .executeTakeFirstOrThrow();
  if (Number(fromAddress.count) >= SMS_CODE_RULES.perAddressPerHour) throw refused('api.smsAddressLimit');

  const code = newSmsCode();
  const codeHash = await hashPassword(code);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sms_codes')
      .set({ state: 'replaced' })
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('state', '=', 'active')
      .execute();
    await trx
      .insertInto('sms_codes')
      .values({
        id: randomUUID(),
        phone,
        purpose,
        code_hash: codeHash,
        attempts: 0,
        state: 'active',
        delivered: request.deliver ? 1 : 0,
        ip: request.ip,
        created_at: now,
        expires_at: now + SMS_CODE_RULES.validSeconds * SECOND,
      })
      .execute();
    // Codes older than a day serve no limit any more.
    await trx
      .deleteFrom('sms_codes')
      .where('created_at', '<', now - 24 * HOUR)
      .execute();
  });
  return { code, expiresIn: SMS_CODE_RULES.validSeconds, resendIn: SMS_CODE_RULES.resendSeconds };
}

/**
 * Checks a code and uses it up. Refusals: no live code (never sent, expired, used or replaced), a wrong code
 * (with the tries left), or too many wrong tries (the code is void). Each refusal names its reason for the
 * login history.
 */
export async function consumeSmsCode(
  db: Kysely<Database>,
  request: { phone: string; purpose: SmsPurpose; code: string },
  now: number,
): Promise<void> {
  const row = await db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', request.phone)
    .where('purpose', '=', request.purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.state === 'used' || row.state === 'replaced' || row.expires_at <= now)
    throw smsRefusal('smsCodeExpired', 'api.smsCodeExpired');
  if (row.state === 'voided' || row.attempts >= SMS_CODE_RULES.maxAttempts)
    throw smsRefusal('smsCodeExhausted', 'api.smsCodeExhausted');

  if (!(await verifyPassword(request.code, row.code_hash))) {
    const attempts = row.attempts + 1;
    const exhausted = attempts >= SMS_CODE_RULES.maxAttempts;
    await db
      .updateTable('sms_codes')
      .set({
        attempts: sql<number>`attempts + 1`,
        ...(exhausted ? { state: 'voided' as const } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    if (exhausted) throw smsRefusal('smsCodeExhausted', 'api.smsCodeExhausted');
    throw smsRefusal('smsCodeWrong', 'api.smsCodeWrong', {
      left: SMS_CODE_RULES.maxAttempts - attempts,
    });
  }
  // Used once: of two requests with the same code only the one that flips the state gets through.
  const used = await db
    .updateTable('sms_codes')
    .set({ state: 'used' })
    .where('id', '=', row.id)
    .where('state', '=', 'active')
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw smsRefusal('smsCodeExpired', 'api.smsCodeExpired');
}

/** A refused code, with the reason the login history records. */
function smsRefusal(reason: string, key: string, params?: Record<string, string | number>) {
  return Object.assign(refused(key, params), { reason });
}

export function refusalReason(error: unknown): string | undefined {
  return typeof error === 'object' && error && 'reason' in error ? String(error.reason) : undefined;
}
