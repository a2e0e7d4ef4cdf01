import { randomUUID } from 'node:crypto';
import {
  loginMobile,
  registerAccount,
  resetPassword,
  type SmsPurpose,
  sendSmsCode,
} from '../../src/contract';
import { isLoginFailureReason } from '../../src/contract/calldata';
import { recordOperation } from '../db/audit';
import { refused } from '../http/errors';
import { hashPassword } from '../security/passwords';
import { consumeSmsCode, issueSmsCode, refusalReason } from '../security/smsCodes';
import { sendSms } from '../security/smsGateway';
import { handle } from './handler';
import { SignInAttempt } from './login';
import { type LoginMethodFlag, requireLoginMethod } from './sysinfo';

/*
 * docs/behaviour.md#screens-and-routes sign-in variants that rest on an SMS code: mobile sign-in, registration and password reset.
 */

const FLAG_OF_PURPOSE: Record<SmsPurpose, LoginMethodFlag> = {
  login: 'mobile',
  register: 'register',
  reset: 'forgotPassword',
};

/** Registered accounts have no area of their own yet; they start on the About page, which every role sees. */
const REGISTERED_HOME_PATH = '/about/index';

export const sendSmsCodeHandler = handle(sendSmsCode, async ({ input, db, config, client, now, log }) => {
  await requireLoginMethod(db, FLAG_OF_PURPOSE[input.purpose]);
  const bound = await db
    .selectFrom('accounts')
    .select('id')
    .where('phone', '=', input.phone)
    .executeTakeFirst();
  if (input.purpose === 'register' && bound) throw refused('api.phoneAlreadyBound');
  // Sign-in and reset answer alike for any number (no account enumeration); only a bound number gets the SMS.
  const deliver = input.purpose === 'register' || Boolean(bound);
  const issued = await issueSmsCode(
    db,
    { phone: input.phone, purpose: input.purpose, deliver, ip: client.ip },
    now,
  );
  if (deliver)
    await sendSms(
      config.dataDir,
      { phone: input.phone, purpose: input.purpose, code: issued.code },
      now,
      log,
    );
  return { expiresIn: issued.expiresIn, resendIn: issued.resendIn };
});

export const loginMobileHandler = handle(loginMobile, async (context) => {
  const { input, db, now } = context;
  await requireLoginMethod(db, 'mobile');
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('phone', '=', input.phone)
    .executeTakeFirst();
  const attempt = new SignInAttempt(context, account?.username ?? input.phone);
  try {
    await consumeSmsCode(db, { phone: input.phone, purpose: 'login', code: input.code }, now);
  } catch (error) {
    const reason = refusalReason(error);
    await attempt.fail(isLoginFailureReason(reason) ? reason : 'smsCode', account?.enterprise_id ?? null);
    throw error;
  }
  if (!account) {
    // Unreachable unless the account went away after the code was sent: the code was never delivered.
    await attempt.fail('unknownAccount');
    throw refused('api.smsCodeExpired');
  }
  await attempt.refuseInactive(account);
  return attempt.succeed(account);
});

export const registerAccountHandler = handle(registerAccount, async ({ input, db, client, now }) => {
  await requireLoginMethod(db, 'register');
  const operation = {
    account: input.username,
    enterpriseId: null,
    action: 'register' as const,
    target: input.username,
    ip: client.ip,
  };
  const taken = await db
    .selectFrom('accounts')
    .select(['username', 'phone'])
    .where((eb) => eb.or([eb('username', '=', input.username), eb('phone', '=', input.phone)]))
    .execute();
  if (taken.some((row) => row.username === input.username))
    throw refused('api.usernameTaken', { username: input.username });
  if (taken.some((row) => row.phone === input.phone)) throw refused('api.phoneAlreadyBound');
  await consumeSmsCode(db, { phone: input.phone, purpose: 'register', code: input.code }, now);

  const passwordHash = await hashPassword(input.password);
  try {
    await db
      .insertInto('accounts')
      .values({
        id: randomUUID(),
        username: input.username,
        password_hash: passwordHash,
        role: 'NORMAL',
        enterprise_id: null,
        real_name: input.username,
        status: 'active',
        home_path: REGISTERED_HOME_PATH,
        failed_attempts: 0,
        failed_window_start: null,
        locked_until: null,
        phone: input.phone,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    // Two registrations racing for one name or number: the unique indexes decide, the loser reads why.
    const again = await db
      .selectFrom('accounts')
      .select(['username', 'phone'])
      .where((eb) => eb.or([eb('username', '=', input.username), eb('phone', '=', input.phone)]))
      .execute();
    if (!again.length) throw error;
    await recordOperation(db, { ...operation, detail: 'duplicate', result: 'failure' }, now);
    if (again.some((row) => row.username === input.username))
      throw refused('api.usernameTaken', { username: input.username });
    throw refused('api.phoneAlreadyBound');
  }
  await recordOperation(
    db,
    { ...operation, detail: `phone ${maskPhone(input.phone)}`, result: 'success' },
    now,
  );
  return { username: input.username };
});

export const resetPasswordHandler = handle(resetPassword, async ({ input, db, client, now }) => {
  await requireLoginMethod(db, 'forgotPassword');
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'username', 'enterprise_id'])
    .where('phone', '=', input.phone)
    .executeTakeFirst();
  try {
    await consumeSmsCode(db, { phone: input.phone, purpose: 'reset', code: input.code }, now);
  } catch (error) {
    // A failed reset of an account is written down; the answer is the same with or without one.
    if (account)
      await recordOperation(
        db,
        {
          account: account.username,
          enterpriseId: account.enterprise_id,
          action: 'resetPassword',
          target: account.username,
          detail: refusalReason(error) ?? 'smsCode',
          ip: client.ip,
          result: 'failure',
        },
        now,
      );
    throw error;
  }
  // Unreachable unless the account went away after the code was sent: the code was never delivered.
  if (!account) throw refused('api.smsCodeExpired');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({
        password_hash: passwordHash,
        failed_attempts: 0,
        failed_window_start: null,
        locked_until: null,
        updated_at: now,
      })
      .where('id', '=', account.id)
      .execute();
    // Whoever held the account's sessions holds them no longer.
    await trx.deleteFrom('sessions').where('account_id', '=', account.id).execute();
  });
  await recordOperation(
    db,
    {
      account: account.username,
      enterpriseId: account.enterprise_id,
      action: 'resetPassword',
      target: account.username,
      detail: `phone ${maskPhone(input.phone)}`,
      ip: client.ip,
      result: 'success',
    },
    now,
  );
  return null;
});

/** 138****0000: enough for the operation log to tell numbers apart, not enough to read one. */
function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
