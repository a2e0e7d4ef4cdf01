import type { Kysely } from 'kysely';
import { type AppMember, appLogin, appLogout, appProfile } from '../../src/contract/apps';
import { recordLoginAttempt } from '../db/audit';
import type { Database } from '../db/schema';
import { type EndpointHandler, handle, memberOf } from '../handlers/handler';
import { SignInAttempt } from '../handlers/login';
import { refused } from '../http/errors';
import { verifyPasswordOrDummy } from '../security/passwords';
import { clearThrottle } from '../security/signInThrottle';
import { hashToken } from '../security/tokens';
import { recordAppDevice } from './appDevices';
import {
  APP_IDLE_MINUTES,
  createAppSession,
  endAppSession,
  loadMemberSession,
  type MemberSession,
} from './appSessions';

/** The member as the app shows it: with department and extension names. */
async function appMemberOf(db: Kysely<Database>, session: MemberSession): Promise<AppMember> {
  const row = await db
    .selectFrom('members')
    .leftJoin('departments', 'departments.id', 'members.dept_id')
    .leftJoin('extensions', 'extensions.id', 'members.extension_id')
    .select(['departments.name as dept_name', 'extensions.number as extension_number'])
    .where('members.id', '=', session.memberId)
    .executeTakeFirst();
  return {
    id: session.memberId,
    account: session.account,
    name: session.name,
    appRole: session.appRole,
    deptId: session.deptId,
    deptName: row?.dept_name ?? null,
    extensionNumber: row?.extension_number ?? null,
    enterpriseName: session.enterpriseName,
    enterprisePrefix: session.enterprisePrefix,
  };
}

/**
 * A member signs in to the dispatch app with the enterprise's prefix, the member account and the
 * app password. Throttled per (account, address) like the console's sign-in, every attempt in the login
 * history as client type `app`; a disabled member, a member without an app password and a closed
 * enterprise are all answered "wrong account or password" (the app cannot tell them apart from guesses).
 */
const appLoginHandler = handle(appLogin, async (context) => {
  const { input, db, now, client } = context;
  const name = `${input.account}@${input.enterprise}`;
  const member = await db
    .selectFrom('members')
    .innerJoin('enterprises', 'enterprises.id', 'members.enterprise_id')
    .select(['members.id', 'members.enterprise_id', 'members.password_hash', 'members.status'])
    .where('enterprises.prefix', '=', input.enterprise)
    .where('members.account', '=', input.account)
    .executeTakeFirst();
  const attempt = new SignInAttempt(context, name, 'app');
  await attempt.refuseThrottled(member?.enterprise_id ?? null);
  // An unknown member costs the same hash work as a known one (its timing tells no names).
  const right = await verifyPasswordOrDummy(input.password, member?.password_hash);
  if (!member?.password_hash) {
    await attempt.failCredential('unknownAccount', member?.enterprise_id ?? null);
    throw refused('api.loginFailed');
  }
  if (!right) {
    await attempt.failCredential('wrongPassword', member.enterprise_id);
    throw refused('api.loginFailed');
  }
  const token = await createAppSession(
    db,
    { id: member.id, enterpriseId: member.enterprise_id },
    input.deviceId,
    now,
  );
  const session = await loadMemberSession(db, member.id, hashToken(token), input.deviceId, now);
  if (!session) {
    await endAppSession(db, hashToken(token));
    await attempt.fail('disabled', member.enterprise_id);
    throw refused('api.apps.memberDisabled');
  }
  await clearThrottle(db, name, client.ip);
  await recordAppDevice(db, session, input, client.ip, now);
  await recordLoginAttempt(
    db,
    {
      account: name,
      enterpriseId: member.enterprise_id,
      result: 'success',
      ip: client.ip,
      userAgent: client.userAgent,
      clientType: 'app',
    },
    now,
  );
  return { token, idleMinutes: APP_IDLE_MINUTES, member: await appMemberOf(db, session) };
});

const appLogoutHandler = handle(appLogout, async (context) => {
  await endAppSession(context.db, memberOf(context).tokenHash);
  return null;
});

const appProfileHandler = handle(appProfile, async (context) => appMemberOf(context.db, memberOf(context)));

export const APP_AUTH_HANDLERS: readonly EndpointHandler[] = [
  appLoginHandler,
  appLogoutHandler,
  appProfileHandler,
];
