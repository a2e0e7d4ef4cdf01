import { type Kysely, sql } from 'kysely';
import {
  type AdminAccount,
  adminAdd,
  adminDelete,
  adminGet,
  adminPage,
  adminResetPassword,
  adminSetStatus,
  adminUpdate,
  MANAGED_ROLE,
} from '../../src/contract/accounts/adminAccount';
import type { VerbOf } from '../../src/contract/audit/operationCodes';
import type { Role } from '../../src/contract/roles';
import { recordOperation } from '../db/audit';
import type { Database } from '../db/schema';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { forbidden, refused } from '../http/errors';
import { hashPassword } from '../security/passwords';
import { insertAccountWithGrants, refuseTakenUsername } from './accountInsert';
import { checkedGrants } from './subUserGrants';

/*
 * `/admin/*`: the session decides the rows — ADMIN manages platform administrators, ENTERPRISE its
 * own sub-users (never another enterprise's, never an ENTERPRISE or ADMIN account). Every change is in the
 * operation log (passwords never); disabling, deleting or resetting a password signs the account out at once.
 */

interface AdminScope {
  db: Kysely<Database>;
  accountId: string;
  username: string;
  role: Role;
  managed: Role;
  enterpriseId: string | null;
  context: HandlerContext<unknown>;
}

function scopeOf(context: HandlerContext<unknown>): AdminScope {
  const session = sessionOf(context);
  const managed = MANAGED_ROLE[session.role];
  if (!managed) throw forbidden('api.forbiddenRole');
  return {
    db: context.db,
    accountId: session.accountId,
    username: session.username,
    role: session.role,
    managed,
    enterpriseId: session.role === 'ADMIN' ? null : session.enterpriseId,
    context,
  };
}

/** The accounts this scope manages. */
function managedAccounts(scope: AdminScope) {
  let query = scope.db.selectFrom('accounts').where('accounts.role', '=', scope.managed);
  query =
    scope.enterpriseId === null
      ? query.where('accounts.enterprise_id', 'is', null)
      : query.where('accounts.enterprise_id', '=', scope.enterpriseId);
  return query;
}

async function answers(scope: AdminScope, ids: readonly string[]): Promise<AdminAccount[]> {
  if (!ids.length) return [];
  const rows = await managedAccounts(scope)
    .select([
      'accounts.id',
      'accounts.username',
      'accounts.real_name',
      'accounts.phone',
      'accounts.status',
      'accounts.role',
      'accounts.created_at',
      'accounts.updated_at',
    ])
    .where('accounts.id', 'in', [...ids])
    .execute();
  const grants = await scope.db
    .selectFrom('account_permits')
    .select(['account_id', 'permit_value'])
    .where('account_id', 'in', [...ids])
    .execute();
  const usernames = rows.map((row) => row.username);
  const lastSignIns = usernames.length
    ? await scope.db
        .selectFrom('login_history')
        .select(['account', sql<number>`max(time)`.as('last')])
        .where('account', 'in', usernames)
        .where('result', '=', 'success')
        .groupBy('account')
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const last = lastSignIns.find((entry) => entry.account === row.username)?.last;
    return [
      {
        id: row.id,
        username: row.username,
        name: row.real_name,
        phone: row.phone ?? '',
        status: row.status === 'active' ? ('enabled' as const) : ('disabled' as const),
        role: row.role as Role,
        permits: grants
          .filter((grant) => grant.account_id === id)
          .map((grant) => grant.permit_value)
          .sort(),
        createdAt: Number(row.created_at),
        updatedAt: Number(row.updated_at),
        lastSignInAt: last === undefined || last === null ? null : Number(last),
      },
    ];
  });
}

async function oneOrRefuse(scope: AdminScope, id: string): Promise<AdminAccount> {
  const [account] = await answers(scope, [id]);
  if (!account) throw refused('api.admins.missing', { id });
  return account;
}

/** The grants `permits` of an account this scope manages (./subUserGrants.ts); `held` its current ones. */
function checkedPermits(
  scope: AdminScope,
  permits: readonly string[],
  held: readonly string[] = [],
): string[] {
  return checkedGrants(scope.managed, permits, sessionOf(scope.context).enterpriseFunctions, held);
}

/** Mobile numbers sign in (SMS), so one number belongs to one account. */
async function refuseTakenPhone(scope: AdminScope, phone: string, except?: string): Promise<void> {
  if (!phone) return;
  let query = scope.db.selectFrom('accounts').select('id').where('phone', '=', phone);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw refused('api.admins.phoneTaken', { phone });
}

async function endSessions(scope: AdminScope, accountIds: readonly string[]): Promise<void> {
  if (!accountIds.length) return;
  const sessions = await scope.db
    .selectFrom('sessions')
    .select('token_hash')
    .where('account_id', 'in', [...accountIds])
    .execute();
  await scope.db
    .deleteFrom('sessions')
    .where('account_id', 'in', [...accountIds])
    .execute();
  for (const session of sessions) scope.context.closeSessionSockets?.(session.token_hash);
}

/** docs/security.md: the change, or its refusal, in the operation log. */
async function logged<T>(
  scope: AdminScope,
  action: VerbOf<'admin'>,
  target: string,
  detail: unknown,
  work: () => Promise<T>,
) {
  const line = {
    account: scope.username,
    role: scope.role,
    enterpriseId: scope.enterpriseId,
    action: `admin:${action}` as const,
    target,
    ip: scope.context.client.ip,
  };
  try {
    const value = await work();
    await recordOperation(
      scope.db,
      { ...line, detail: JSON.stringify(detail), result: 'success' },
      scope.context.now,
    );
    return value;
  } catch (error) {
    await recordOperation(
      scope.db,
      { ...line, detail: error instanceof Error ? error.message : String(error), result: 'failure' },
      scope.context.now,
    );
    throw error;
  }
}

/** Platform administrators: the last enabled one stays enabled, and nobody disables or deletes themselves. */
async function guardAdmins(scope: AdminScope, ids: readonly string[]): Promise<void> {
  if (ids.includes(scope.accountId)) throw refused('api.admins.notYourself');
  if (scope.managed !== 'ADMIN') return;
  const enabled = await managedAccounts(scope)
    .select('accounts.id')
    .where('accounts.status', '=', 'active')
    .execute();
  if (enabled.every((row) => ids.includes(row.id))) throw refused('api.admins.lastAdmin');
}

export const ADMIN_ACCOUNT_HANDLERS: readonly EndpointHandler[] = [
  handle(adminPage, async (context) => {
    const scope = scopeOf(context);
    const { pageNum, pageSize, keyword, status, sort, order } = context.input;
    let base = managedAccounts(scope);
    if (keyword) {
      const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      base = base.where((eb) =>
        eb.or([
          sql<boolean>`lower(accounts.username) like ${pattern} escape '\\'`,
          sql<boolean>`lower(accounts.real_name) like ${pattern} escape '\\'`,
          sql<boolean>`lower(coalesce(accounts.phone, '')) like ${pattern} escape '\\'`,
        ]),
      );
    }
    if (status) base = base.where('accounts.status', status === 'enabled' ? '=' : '!=', 'active');
    const total = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const column =
      sort === 'name'
        ? 'accounts.real_name'
        : sort === 'createdAt'
          ? 'accounts.created_at'
          : 'accounts.username';
    const ids = await base
      .select('accounts.id')
      .orderBy(column, order ?? 'asc')
      .orderBy('accounts.id')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
    return {
      records: await answers(
        scope,
        ids.map((row) => row.id),
      ),
      total: Number(total.n),
    };
  }),
  handle(adminGet, async (context) => oneOrRefuse(scopeOf(context), context.input.id)),
  handle(adminAdd, async (context) => {
    const scope = scopeOf(context);
    const { username, password, name, phone, permits } = context.input;
    return logged(scope, 'add', username, { username, name, phone, permits, set: ['password'] }, async () => {
      const grants = checkedPermits(scope, permits);
      await refuseTakenUsername(scope.db, username);
      await refuseTakenPhone(scope, phone);
      const account = {
        username,
        passwordHash: await hashPassword(password),
        role: scope.managed,
        enterpriseId: scope.enterpriseId,
        realName: name,
        phone: phone || null,
        now: context.now,
      };
      const id = await scope.db.transaction().execute((trx) => insertAccountWithGrants(trx, account, grants));
      return oneOrRefuse(scope, id);
    });
  }),
  handle(adminUpdate, async (context) => {
    const scope = scopeOf(context);
    const { id, name, phone, permits } = context.input;
    const before = await oneOrRefuse(scope, id);
    const grants = permits === undefined ? undefined : checkedPermits(scope, permits, before.permits);
    const changes = Object.fromEntries(
      Object.entries({ name, phone, permits: grants })
        .filter(([, value]) => value !== undefined)
        .map(([field, value]) => [field, { from: before[field as keyof AdminAccount], to: value }]),
    );
    return logged(scope, 'update', before.username, changes, async () => {
      if (phone !== undefined) await refuseTakenPhone(scope, phone, id);
      await scope.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set({
            ...(name === undefined ? {} : { real_name: name }),
            ...(phone === undefined ? {} : { phone: phone || null }),
            updated_at: context.now,
          })
          .where('id', '=', id)
          .execute();
        if (grants) {
          // In force at the sub-user's next request: sessions read their grants on every call.
          await trx.deleteFrom('account_permits').where('account_id', '=', id).execute();
          if (grants.length)
            await trx
              .insertInto('account_permits')
              .values(grants.map((permit) => ({ account_id: id, permit_value: permit })))
              .execute();
        }
      });
      return oneOrRefuse(scope, id);
    });
  }),
  handle(adminSetStatus, async (context) => {
    const scope = scopeOf(context);
    const { ids, status } = context.input;
    const accounts = await answers(scope, ids);
    if (accounts.length !== new Set(ids).size)
      throw refused('api.admins.missing', { id: ids.find((id) => !accounts.some((a) => a.id === id))! });
    const target = accounts.map((account) => account.username).join(', ');
    return logged(scope, 'setStatus', target, { status }, async () => {
      if (status === 'disabled') await guardAdmins(scope, ids);
      await scope.db
        .updateTable('accounts')
        .set({ status: status === 'enabled' ? 'active' : 'disabled', updated_at: context.now })
        .where('id', 'in', [...ids])
        .execute();
      if (status === 'disabled') await endSessions(scope, ids);
      return { updated: accounts.length };
    });
  }),
  handle(adminResetPassword, async (context) => {
    const scope = scopeOf(context);
    const account = await oneOrRefuse(scope, context.input.id);
    return logged(scope, 'resetPassword', account.username, { set: ['password'] }, async () => {
      await scope.db
        .updateTable('accounts')
        .set({ password_hash: await hashPassword(context.input.password), updated_at: context.now })
        .where('id', '=', account.id)
        .execute();
      if (account.id !== scope.accountId) await endSessions(scope, [account.id]);
      return null;
    });
  }),
  handle(adminDelete, async (context) => {
    const scope = scopeOf(context);
    const { ids } = context.input;
    const accounts = await answers(scope, ids);
    if (accounts.length !== new Set(ids).size)
      throw refused('api.admins.missing', { id: ids.find((id) => !accounts.some((a) => a.id === id))! });
    return logged(
      scope,
      'delete',
      accounts.map((account) => account.username).join(', '),
      { deleted: accounts.length },
      async () => {
        await guardAdmins(scope, ids);
        await endSessions(scope, ids);
        await scope.db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom('account_permits')
            .where('account_id', 'in', [...ids])
            .execute();
          await trx
            .deleteFrom('accounts')
            .where('id', 'in', [...ids])
            .execute();
        });
        return { deleted: accounts.length };
      },
    );
  }),
];
