import { getPermCode, getUserInfo, loginPermits, logout, setPassword, unlock } from '../../src/contract';
import { brandingOf } from '../branding/brandingStore';
import { recordOperation } from '../db/audit';
import { refused } from '../http/errors';
import { hashPassword } from '../security/passwords';
import { areaPermits } from '../security/permissions';
import { checkSessionPassword } from '../security/sessionPasswordCheck';
import { endSession } from '../security/sessions';
import { handle, sessionOf } from './handler';
import { userInfoOf } from './userInfo';

export const logoutHandler = handle(logout, async (context) => {
  const session = sessionOf(context);
  await endSession(context.db, session.tokenHash);
  context.closeSessionSockets?.(session.tokenHash);
  await recordOperation(
    context.db,
    {
      account: session.username,
      enterpriseId: session.enterpriseId,
      action: 'logout',
      ip: context.client.ip,
      result: 'success',
    },
    context.now,
  );
  return null;
});

export const setPasswordHandler = handle(setPassword, async (context) => {
  const session = sessionOf(context);
  const { db, input, now } = context;
  const account = await db
    .selectFrom('accounts')
    .select('password_hash')
    .where('id', '=', session.accountId)
    .executeTakeFirstOrThrow();
  const operation = {
    account: session.username,
    enterpriseId: session.enterpriseId,
    action: 'setPassword' as const,
    target: session.username,
    ip: context.client.ip,
  };
  const caller = { username: session.username, ip: context.client.ip, now };
  if (!(await checkSessionPassword(db, caller, input.oldPassword, account.password_hash))) {
    await recordOperation(db, { ...operation, detail: 'oldPasswordWrong', result: 'failure' }, now);
    throw refused('api.oldPasswordWrong');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const others = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('account_id', '=', session.accountId)
    .where('token_hash', '!=', session.tokenHash)
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', session.accountId)
      .execute();
    // Other sign-ins of the account end with the old password; the current one stays.
    await trx
      .deleteFrom('sessions')
      .where('account_id', '=', session.accountId)
      .where('token_hash', '!=', session.tokenHash)
      .execute();
  });
  // Their sockets close now, not at the next 10 s check (the other browser is signed out).
  for (const other of others) context.closeSessionSockets?.(other.token_hash);
  await recordOperation(db, { ...operation, result: 'success' }, now);
  return null;
});

export const unlockHandler = handle(unlock, async (context) => {
  const session = sessionOf(context);
  const account = await context.db
    .selectFrom('accounts')
    .select('password_hash')
    .where('id', '=', session.accountId)
    .executeTakeFirstOrThrow();
  const caller = { username: session.username, ip: context.client.ip, now: context.now };
  if (!(await checkSessionPassword(context.db, caller, context.input.password, account.password_hash)))
    throw refused('api.passwordWrong');
  return null;
});

/**
 * docs/behaviour.md#entities: permit items. A sub-user sees every code of the enterprise area with `checked` telling whether it
 * was granted; other roles hold all of theirs.
 */
export const loginPermitsHandler = handle(loginPermits, async (context) => {
  const session = sessionOf(context);
  const held = new Set(session.permits);
  const listed = session.role === 'ENTERPRISE_CHILDUSER' ? areaPermits('ENTERPRISE') : session.permits;
  return { permits: listed.map((permitValue) => ({ checked: held.has(permitValue), permitValue })) };
});

export const getPermCodeHandler = handle(getPermCode, async (context) => sessionOf(context).permits);

export const getUserInfoHandler = handle(getUserInfo, async (context) => {
  const session = sessionOf(context);
  const branding = session.enterpriseId ? await brandingOf(context.db, session.enterpriseId) : undefined;
  return userInfoOf(session, context.locale, branding);
});
