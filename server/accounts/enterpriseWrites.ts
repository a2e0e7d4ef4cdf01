import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type {
  EnterpriseLimits,
  enterpriseCreateSchema,
  enterpriseUpdateSchema,
} from '../../src/contract/accounts';
import { type LimitOwner, withLimitsHeld } from '../db/limitLocks';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { refuseOverLicence } from '../licence/licenceStore';
import { refusal } from '../resources/problems';
import type { CloseSessionSockets } from '../ws';
import { limitColumns } from './enterpriseRows';
import type { PlatformScope } from './scope';

/*
 * Checks and writes shared by adding one enterprise and importing many: the prefix and the administrator's
 * account name are unique, an agency stays within its quotas, and the enterprise goes in with its first
 * ENTERPRISE account in one transaction.
 */

export type EnterpriseCreate = z.output<typeof enterpriseCreateSchema>;
export type EnterpriseUpdate = z.output<typeof enterpriseUpdateSchema>;
type Db = Kysely<Database> | Transaction<Database>;

/** A reason a create is refused: the field it concerns and the translated message. */
export interface CreateProblem {
  field: string;
  message: string;
}

/** The agency an enterprise goes to: an agency's own; the administrator's choice, checked to exist. */
export async function agencyFor(
  scope: PlatformScope,
  requested: string | null,
): Promise<{ agencyId: string | null; problem?: CreateProblem }> {
  if (scope.agencyId !== null) return { agencyId: scope.agencyId };
  if (requested === null) return { agencyId: null };
  const agency = await scope.db
    .selectFrom('agencies')
    .select('id')
    .where('id', '=', requested)
    .executeTakeFirst();
  if (agency) return { agencyId: requested };
  return {
    agencyId: null,
    problem: {
      field: 'agencyId',
      message: scope.t('resources.notFound', { resource: scope.t('enterprises.agencyTitle'), id: requested }),
    },
  };
}

/** Uniqueness of prefixes and administrator names, against the database (file duplicates are the caller's). */
export async function uniquenessProblems(
  db: Db,
  scope: PlatformScope,
  rows: readonly { prefix: string; adminUsername: string }[],
): Promise<Map<number, CreateProblem[]>> {
  const problems = new Map<number, CreateProblem[]>();
  const add = (index: number, problem: CreateProblem) =>
    problems.set(index, [...(problems.get(index) ?? []), problem]);
  const prefixes = rows.map((row) => row.prefix);
  const names = rows.map((row) => row.adminUsername);
  const takenPrefixes = new Set(
    prefixes.length
      ? (await db.selectFrom('enterprises').select('prefix').where('prefix', 'in', prefixes).execute()).map(
          (row) => row.prefix,
        )
      : [],
  );
  const takenNames = new Set(
    names.length
      ? (await db.selectFrom('accounts').select('username').where('username', 'in', names).execute()).map(
          (row) => row.username,
        )
      : [],
  );
  rows.forEach((row, index) => {
    if (takenPrefixes.has(row.prefix))
      add(index, {
        field: 'prefix',
        message: scope.t('api.enterprises.prefixTaken', { prefix: row.prefix }),
      });
    if (takenNames.has(row.adminUsername))
      add(index, {
        field: 'adminUsername',
        message: scope.t('api.usernameTaken', { username: row.adminUsername }),
      });
  });
  return problems;
}

/**
 * An agency's quotas after `adding` enterprises with these extension limits (and `replacing` the extension
 * limit of one of its enterprises, for an update; `updating` several, for an import): the message, or null
 * when they hold.
 */
export async function agencyQuotaProblem(
  db: Db,
  scope: PlatformScope,
  agencyId: string | null,
  adding: readonly Pick<EnterpriseLimits, 'maxExtensions'>[],
  replacing?: string,
  updating: readonly Pick<EnterpriseUpdate, 'id' | 'maxExtensions'>[] = [],
): Promise<string | null> {
  // The platform's licence counts enterprises whoever adds them.
  if (!replacing && adding.length) {
    try {
      await refuseOverLicence(db as Kysely<Database>, scope.t, 'enterprises', adding.length);
    } catch (error) {
      // A refusal carries its translated reason in `reasons` (resources/problems.ts).
      if (error instanceof ApiError) return String(error.params.reasons ?? error.message);
      throw error;
    }
  }
  if (agencyId === null) return null;
  const agency = await db
    .selectFrom('agencies')
    .select(['enterprise_quota', 'extension_quota'])
    .where('id', '=', agencyId)
    .executeTakeFirst();
  if (!agency) return null;
  const enterprises = await db
    .selectFrom('enterprises')
    .select(['id', 'max_extensions'])
    .where('agency_id', '=', agencyId)
    .execute();
  const updated = new Map(updating.map((row) => [row.id, row.maxExtensions]));
  const others = enterprises.filter((row) => row.id !== replacing);
  const count = others.length + adding.length;
  if (!replacing && adding.length && count > agency.enterprise_quota)
    return scope.t('api.enterprises.enterpriseQuota', { max: agency.enterprise_quota });
  const extensions =
    others.reduce((sum, row) => sum + (updated.get(row.id) ?? Number(row.max_extensions)), 0) +
    adding.reduce((sum, row) => sum + row.maxExtensions, 0);
  if (extensions > agency.extension_quota)
    return scope.t('api.enterprises.extensionQuota', { max: agency.extension_quota, total: extensions });
  return null;
}

/**
 * Inserts the enterprise and its first administrator (in the caller's transaction; the password hashed
 * before it, so no transaction waits on scrypt); answers the new id.
 */
async function insertEnterprise(
  trx: Transaction<Database>,
  input: EnterpriseCreate,
  passwordHash: string,
  agencyId: string | null,
  now: number,
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('enterprises')
    .values({
      id,
      name: input.name,
      prefix: input.prefix,
      contact: input.contact,
      phone: input.phone,
      status: input.status === 'enabled' ? 'active' : 'disabled',
      expiry: input.expiry,
      functions: JSON.stringify(input.functions),
      ...limitColumns(input),
      agency_id: agencyId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await trx
    .insertInto('accounts')
    .values({
      id: randomUUID(),
      username: input.adminUsername,
      password_hash: passwordHash,
      role: 'ENTERPRISE',
      enterprise_id: id,
      real_name: input.name,
      status: 'active',
      home_path: null,
      failed_attempts: 0,
      failed_window_start: null,
      locked_until: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Writes an import row's fields over an enterprise (the columns the file had), in the caller's transaction. */
async function updateEnterprise(trx: Transaction<Database>, update: EnterpriseUpdate, now: number) {
  const {
    id,
    maxMembers,
    maxExtensions,
    maxConcurrentCalls,
    maxGroups,
    functions,
    status,
    agencyId: _,
    ...fields
  } = update;
  await trx
    .updateTable('enterprises')
    .set({
      ...fields,
      ...limitColumns({ maxMembers, maxExtensions, maxConcurrentCalls, maxGroups }),
      ...(functions ? { functions: JSON.stringify(functions) } : {}),
      ...(status ? { status: status === 'enabled' ? 'active' : 'disabled' } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Runs the inserts of new enterprises in one transaction, serialised on the licence and the agency (their
 * counts checked inside it). A prefix or account name taken by a concurrent
 * create between the checks and the insert fails the whole transaction (nothing stays behind) and is
 * answered like the checks would have, not as an internal error.
 */
export async function insertEnterprises(
  scope: PlatformScope,
  rows: readonly { value: EnterpriseCreate; passwordHash: string }[],
  agencyId: string | null,
  updates: readonly EnterpriseUpdate[] = [],
  closeSockets?: CloseSessionSockets,
): Promise<string[]> {
  // An import's updates may raise the limits of enterprises of other agencies than the new rows' (ADMIN's).
  const updatedAgencies = updates.length
    ? await scope.db
        .selectFrom('enterprises')
        .select(['id', 'agency_id'])
        .where(
          'id',
          'in',
          updates.map((update) => update.id),
        )
        .execute()
    : [];
  const agencyOf = new Map(updatedAgencies.map((row) => [row.id, row.agency_id]));
  const agencies = new Set([agencyId, ...agencyOf.values()].filter((id): id is string => id !== null));
  const owners: LimitOwner[] = [
    { kind: 'licence' },
    ...[...agencies].map((id) => ({ kind: 'agency' as const, id })),
  ];
  try {
    const ids = await withLimitsHeld(scope.db, owners, async (trx) => {
      // The licence and the agencies' quotas counted again under their locks: the checks before were advice.
      for (const agency of new Set([agencyId, ...agencies])) {
        const quota = await agencyQuotaProblem(
          trx,
          scope,
          agency,
          agency === agencyId ? rows.map((row) => row.value) : [],
          undefined,
          updates.filter((update) => (agencyOf.get(update.id) ?? null) === agency),
        );
        if (quota) throw refusal(quota);
      }
      const ids: string[] = [];
      for (const row of rows)
        ids.push(await insertEnterprise(trx, row.value, row.passwordHash, agencyId, scope.now));
      for (const update of updates) await updateEnterprise(trx, update, scope.now);
      return ids;
    });
    const ended = updates.filter(
      (update) => update.status === 'disabled' || (update.expiry != null && update.expiry <= scope.now),
    );
    await endEnterpriseSessions(
      scope.db,
      ended.map((update) => update.id),
      closeSockets,
    );
    return ids;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const taken = await uniquenessProblems(
      scope.db,
      scope,
      rows.map((row) => row.value),
    );
    const messages = [...taken.values()].flat().map((problem) => problem.message);
    if (messages.length) throw refusal([...new Set(messages)].join('; '));
    throw error;
  }
}

/**
 * Ends every session of the enterprises' accounts now: their requests answer that the session ended and
 * their WebSockets close (the periodic re-check closes any this instance does not hold).
 */
export async function endEnterpriseSessions(
  db: Db,
  enterpriseIds: readonly string[],
  closeSockets: CloseSessionSockets | undefined,
): Promise<void> {
  if (!enterpriseIds.length) return;
  const sessions = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select('sessions.token_hash')
    .where('accounts.enterprise_id', 'in', enterpriseIds)
    .execute();
  if (!sessions.length) return;
  await db
    .deleteFrom('sessions')
    .where(
      'token_hash',
      'in',
      sessions.map((row) => row.token_hash),
    )
    .execute();
  for (const row of sessions) closeSockets?.(row.token_hash);
}

/** Removes an enterprise with its accounts and organisation (the caller has checked it has no members). */
export async function removeEnterprise(trx: Transaction<Database>, enterpriseId: string): Promise<void> {
  const groups = trx.selectFrom('call_groups').select('id').where('enterprise_id', '=', enterpriseId);
  await trx.deleteFrom('call_group_members').where('call_group_id', 'in', groups).execute();
  await trx.deleteFrom('call_groups').where('enterprise_id', '=', enterpriseId).execute();
  await trx.deleteFrom('members').where('enterprise_id', '=', enterpriseId).execute();
  await trx.deleteFrom('extensions').where('enterprise_id', '=', enterpriseId).execute();
  // Departments refer to their parents: unlink first so the order of deletion does not matter.
  await trx
    .updateTable('departments')
    .set({ parent_id: null, manager_id: null })
    .where('enterprise_id', '=', enterpriseId)
    .execute();
  await trx.deleteFrom('departments').where('enterprise_id', '=', enterpriseId).execute();
  await trx.deleteFrom('icons').where('enterprise_id', '=', enterpriseId).execute();
  await trx.deleteFrom('broadcast_files').where('enterprise_id', '=', enterpriseId).execute();
  const accounts = trx.selectFrom('accounts').select('id').where('enterprise_id', '=', enterpriseId);
  await trx.deleteFrom('sessions').where('account_id', 'in', accounts).execute();
  await trx.deleteFrom('account_permits').where('account_id', 'in', accounts).execute();
  await trx.deleteFrom('qr_logins').where('account_id', 'in', accounts).execute();
  await trx.deleteFrom('qr_logins').where('scanned_by', 'in', accounts).execute();
  await trx.deleteFrom('accounts').where('enterprise_id', '=', enterpriseId).execute();
  await trx.deleteFrom('enterprises').where('id', '=', enterpriseId).execute();
}
