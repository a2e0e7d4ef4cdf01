import { sql } from 'kysely';
import {
  type Enterprise,
  enterpriseAdd,
  enterpriseDelete,
  enterpriseGet,
  enterprisePage,
  enterpriseUpdate,
  setEnterpriseExpiry,
  setEnterpriseFunctions,
  setEnterpriseStatus,
} from '../../src/contract/accounts';
import { type LimitOwner, withLimitsHeld } from '../db/limitLocks';
import { type EndpointHandler, handle } from '../handlers/handler';
import { refusal } from '../resources/problems';
import { hashPassword } from '../security/passwords';
import { listEnterprises } from './enterpriseList';
import { type EnterpriseRow, findEnterprise, limitColumns, toEnterprise } from './enterpriseRows';
import {
  agencyFor,
  agencyQuotaProblem,
  endEnterpriseSessions,
  insertEnterprises,
  removeEnterprise,
  uniquenessProblems,
} from './enterpriseWrites';
import { changedFields, platformLogged } from './platformLog';
import { type PlatformScope, platformScope } from './scope';

/*
 * The enterprise family by hand (see src/contract/accounts/enterprise.ts for why), scoped to the
 * session's agency for AGECNY accounts.
 */

async function reread(scope: PlatformScope, id: string) {
  return toEnterprise(await findEnterprise(scope, id));
}

const pageHandler = handle(enterprisePage, async (context) => {
  const scope = await platformScope(context);
  const { pageNum, pageSize, ...list } = context.input;
  const query = listEnterprises(scope, list);
  const total = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  const rows = await query
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  return { records: (rows as EnterpriseRow[]).map(toEnterprise), total: Number(total?.n ?? 0) };
});

const getHandler = handle(enterpriseGet, async (context) =>
  reread(await platformScope(context), context.input.id),
);

const addHandler = handle(enterpriseAdd, async (context) => {
  const scope = await platformScope(context);
  const { input } = context;
  const detail = { ...input, adminPassword: undefined, set: ['adminPassword'] };
  return platformLogged(scope, 'enterprise:add', input.name, null, async () => {
    const agency = await agencyFor(scope, input.agencyId);
    const problems = [
      ...(agency.problem ? [agency.problem] : []),
      ...((await uniquenessProblems(scope.db, scope, [input])).get(0) ?? []),
    ];
    const quota = await agencyQuotaProblem(scope.db, scope, agency.agencyId, [input]);
    if (quota) problems.push({ field: 'agencyId', message: quota });
    if (problems.length) throw refusal(problems.map((problem) => problem.message).join('; '));
    const passwordHash = await hashPassword(input.adminPassword);
    const [id] = await insertEnterprises(scope, [{ value: input, passwordHash }], agency.agencyId);
    if (!id) throw new Error('an enterprise insert answered no id');
    return { value: await reread(scope, id), detail: JSON.stringify(detail), enterpriseId: id };
  });
});

const updateHandler = handle(enterpriseUpdate, async (context) => {
  const scope = await platformScope(context);
  const {
    id,
    maxMembers,
    maxExtensions,
    maxConcurrentCalls,
    maxGroups,
    functions,
    status,
    agencyId,
    ...fields
  } = context.input;
  return platformLogged(scope, 'enterprise:update', id, id, async () => {
    const current = await findEnterprise(scope, id);
    // An agency cannot move its enterprise to another agency.
    const agency =
      agencyId === undefined || scope.agencyId !== null
        ? { agencyId: current.agency_id }
        : await agencyFor(scope, agencyId);
    if ('problem' in agency && agency.problem) throw refusal(agency.problem.message);
    const owners: LimitOwner[] = agency.agencyId ? [{ kind: 'agency', id: agency.agencyId }] : [];
    await withLimitsHeld(scope.db, owners, async (trx) => {
      // The agency's extension quota counted under its lock, so two raised limits cannot both fit.
      const quota = await agencyQuotaProblem(
        trx,
        scope,
        agency.agencyId,
        [{ maxExtensions: maxExtensions ?? current.max_extensions }],
        id,
      );
      if (quota) throw refusal(quota);
      await trx
        .updateTable('enterprises')
        .set({
          ...fields,
          ...limitColumns({ maxMembers, maxExtensions, maxConcurrentCalls, maxGroups }),
          ...(functions ? { functions: JSON.stringify(functions) } : {}),
          ...(status ? { status: status === 'enabled' ? 'active' : 'disabled' } : {}),
          agency_id: agency.agencyId,
          updated_at: scope.now,
        })
        .where('id', '=', id)
        .execute();
    });
    if (status === 'disabled' || (fields.expiry != null && fields.expiry <= scope.now))
      await endEnterpriseSessions(scope.db, [id], context.closeSessionSockets);
    const after = await reread(scope, id);
    return {
      value: after,
      detail: changedFields(toEnterprise(current), after, context.input),
      target: current.name,
    };
  });
});

const deleteHandler = handle(enterpriseDelete, async (context) => {
  const scope = await platformScope(context);
  const ids = [...new Set(context.input.ids)];
  return platformLogged(scope, 'enterprise:delete', ids.join(', '), null, async () => {
    const rows = [];
    for (const id of ids) rows.push(await findEnterprise(scope, id));
    for (const row of rows) {
      const members = await scope.db
        .selectFrom('members')
        .select(sql<number>`count(*)`.as('n'))
        .where('enterprise_id', '=', row.id)
        .executeTakeFirst();
      const count = Number(members?.n ?? 0);
      if (count) throw refusal(scope.t('api.enterprises.hasMembers', { name: row.name, count }));
    }
    await endEnterpriseSessions(scope.db, ids, context.closeSessionSockets);
    await scope.db.transaction().execute(async (trx) => {
      for (const id of ids) await removeEnterprise(trx, id);
    });
    return {
      value: { deleted: rows.length },
      target: rows.map((row) => `${row.name} (${row.prefix})`).join(', '),
      detail: JSON.stringify({ ids }),
    };
  });
});

const setExpiryHandler = handle(setEnterpriseExpiry, async (context) => {
  const scope = await platformScope(context);
  const { id, expiry } = context.input;
  return platformLogged(scope, 'enterprise:setExpiry', id, id, async () => {
    const current = await findEnterprise(scope, id);
    await scope.db
      .updateTable('enterprises')
      .set({ expiry, updated_at: scope.now })
      .where('id', '=', id)
      .execute();
    if (expiry !== null && expiry <= scope.now)
      await endEnterpriseSessions(scope.db, [id], context.closeSessionSockets);
    const detail = JSON.stringify({ expiry: { from: toEnterprise(current).expiry, to: expiry } });
    return { value: await reread(scope, id), target: current.name, detail };
  });
});

const setFunctionsHandler = handle(setEnterpriseFunctions, async (context) => {
  const scope = await platformScope(context);
  const { id, functions } = context.input;
  return platformLogged(scope, 'enterprise:setFunctions', id, id, async () => {
    const current = await findEnterprise(scope, id);
    await scope.db
      .updateTable('enterprises')
      .set({ functions: JSON.stringify([...new Set(functions)]), updated_at: scope.now })
      .where('id', '=', id)
      .execute();
    return { value: await reread(scope, id), target: current.name, detail: JSON.stringify({ functions }) };
  });
});

const setStatusHandler = handle(setEnterpriseStatus, async (context) => {
  const scope = await platformScope(context);
  const ids = [...new Set(context.input.ids)];
  const { status } = context.input;
  return platformLogged(
    scope,
    'enterprise:setStatus',
    ids.join(', '),
    ids.length === 1 ? ids[0]! : null,
    async () => {
      for (const id of ids) await findEnterprise(scope, id);
      const result = await scope.db
        .updateTable('enterprises')
        .set({ status: status === 'enabled' ? 'active' : 'disabled', updated_at: scope.now })
        .where('id', 'in', ids)
        .executeTakeFirst();
      if (status === 'disabled') await endEnterpriseSessions(scope.db, ids, context.closeSessionSockets);
      return { value: { updated: Number(result.numUpdatedRows) }, detail: JSON.stringify({ status }) };
    },
  );
});

export const ENTERPRISE_FAMILY_HANDLERS: readonly EndpointHandler[] = [
  pageHandler,
  getHandler,
  addHandler,
  updateHandler,
  deleteHandler,
  setExpiryHandler,
  setFunctionsHandler,
  setStatusHandler,
];
