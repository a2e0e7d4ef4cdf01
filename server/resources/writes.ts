import { randomUUID } from 'node:crypto';
import type { ResourceWriteVerb } from '../../src/contract/audit/operationCodes';
import type { ResourceDef } from '../../src/contract/resources';
import { limitOwners, refuseOverLimit } from '../accounts/limits';
import { recordOperation } from '../db/audit';
import { withLimitsHeld } from '../db/limitLocks';
import { ApiError } from '../http/errors';
import { PLATFORM_SCOPE, type ResourceBehaviour, type ResourceContext } from './behaviour';
import {
  columnOf,
  type DynamicDb,
  dynamic,
  incomingLinks,
  incomingReferences,
  isVirtualField,
  toColumnValue,
  writableColumnFields,
} from './declaration';
import { rowProblems } from './integrity';
import { notFound, type Problem, refusal, refuseProblems } from './problems';
import { readOne, scopedFrom } from './read';

/*
 * The write side of the interpreter: add, update, delete with the declaration's integrity rules, every
 * change (and every refused one) written to the operation log (docs/security.md).
 */

const DETAIL_LIMIT = 2000;

/**
 * The operation-log detail of a write: the fields it set, never write-only ones (passwords), which are only
 * named. With the row as it was (`before`, an update), each field that really changed reads `{from, to}`
 * (the changed fields before and after) and fields sent unchanged are left out.
 */
function changeDetail(
  resource: ResourceDef,
  input: Record<string, unknown>,
  before?: Record<string, unknown>,
): string {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const shown = Object.fromEntries(
    Object.entries(input)
      .filter(([field]) => field !== 'id' && !(field in (resource.writeOnly ?? {})))
      .filter(([field, value]) => !before || !same(before[field], value))
      .map(([field, value]) => [field, before ? { from: before[field] ?? null, to: value } : value]),
  );
  const writeOnlySet = Object.keys(input).filter((field) => field in (resource.writeOnly ?? {}));
  const detail = JSON.stringify(writeOnlySet.length ? { ...shown, set: writeOnlySet } : shown);
  return detail.length > DETAIL_LIMIT ? `${detail.slice(0, DETAIL_LIMIT - 1)}…` : detail;
}

async function logOperation(
  context: ResourceContext,
  resource: ResourceDef,
  action: ResourceWriteVerb,
  result: 'success' | 'failure',
  target: string,
  detail: string,
): Promise<void> {
  await recordOperation(
    context.db,
    {
      account: context.session.username,
      enterpriseId: context.enterpriseId === PLATFORM_SCOPE ? null : context.enterpriseId,
      action: `${resource.routeName}:${action}`,
      target: target.slice(0, 500),
      detail,
      ip: context.ip,
      result,
    },
    context.now,
  );
}

/** Runs a change; a refusal is logged as a failed operation with its reason before it is answered. */
export async function logged<T>(
  context: ResourceContext,
  resource: ResourceDef,
  action: ResourceWriteVerb,
  target: string,
  change: () => Promise<{ value: T; target?: string; detail: string }>,
): Promise<T> {
  try {
    const done = await change();
    await logOperation(context, resource, action, 'success', done.target ?? target, done.detail);
    return done.value;
  } catch (error) {
    if (error instanceof ApiError)
      await logOperation(context, resource, action, 'failure', target, context.t(error.key, error.params));
    throw error;
  }
}

/** Column values of the editable fields present in `row`. */
export function columnValues(resource: ResourceDef, row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of writableColumnFields(resource)) {
    if (row[field] !== undefined) values[columnOf(field)] = toColumnValue(resource, field, row[field]);
  }
  return values;
}

export async function writeLinks(
  trx: DynamicDb,
  resource: ResourceDef,
  id: string,
  row: Record<string, unknown>,
) {
  for (const [field, link] of Object.entries(resource.links ?? {})) {
    const items = row[field];
    if (!Array.isArray(items)) continue;
    await trx.deleteFrom(link.table).where(link.ownerColumn, '=', id).execute();
    if (items.length)
      await trx
        .insertInto(link.table)
        .values(
          items.map((item, position) => ({ [link.ownerColumn]: id, [link.itemColumn]: item, position })),
        )
        .execute();
  }
}

function withoutUndefined(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

export async function addRow(
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  context: ResourceContext,
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const row = { ...resource.defaults, ...withoutUndefined(input) };
  const name = String(row[resource.naturalKey] ?? '');
  return logged(context, resource, 'add', name, async () => {
    const problems = await rowProblems(resource, behaviour, row, context);
    if (problems.length) refuseProblems(resource, problems, context.t);
    const id = randomUUID();
    const derived = (await behaviour.derivedColumns?.(row, 'add', context)) ?? {};
    const owners = limitOwners(resource.routeName, context.enterpriseId);
    await withLimitsHeld(context.db, owners, async (transaction) => {
      // Members, extensions and call groups stop at the enterprise's own limit, counted under its lock.
      await refuseOverLimit(transaction, context.t, resource.routeName, context.enterpriseId, 1);
      const trx = dynamic(transaction);
      await trx
        .insertInto(resource.table)
        .values({
          id,
          enterprise_id: context.enterpriseId,
          ...columnValues(resource, row),
          ...derived,
          created_at: context.now,
          updated_at: context.now,
        })
        .execute();
      await writeLinks(trx, resource, id, row);
      await behaviour.afterWrite?.(trx, id, row, context);
    });
    const stored = await readOne(dynamic(context.db), resource, behaviour, context.enterpriseId, id);
    return {
      value: stored!,
      target: `${name} (${id})`,
      detail: changeDetail(resource, withoutUndefined(input)),
    };
  });
}

export async function updateRow(
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  context: ResourceContext,
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const id = String(input.id);
  const patch = withoutUndefined(input);
  delete patch.id;
  return logged(context, resource, 'update', id, async () => {
    const existing = await readOne(dynamic(context.db), resource, behaviour, context.enterpriseId, id);
    if (!existing) throw notFound(resource, context.t, id);
    const merged = { ...existing, ...patch };
    const problems = await rowProblems(resource, behaviour, merged, context, {
      id,
      changed: new Set(Object.keys(patch)),
    });
    if (problems.length) refuseProblems(resource, problems, context.t);
    const derived = (await behaviour.derivedColumns?.(patch, 'update', context)) ?? {};
    await context.db.transaction().execute(async (transaction) => {
      const trx = dynamic(transaction);
      await trx
        .updateTable(resource.table)
        .set({ ...columnValues(resource, patch), ...derived, updated_at: context.now })
        .where('id', '=', id)
        .where('enterprise_id', '=', context.enterpriseId)
        .execute();
      await writeLinks(trx, resource, id, patch);
      await behaviour.afterWrite?.(trx, id, patch, context);
    });
    const stored = await readOne(dynamic(context.db), resource, behaviour, context.enterpriseId, id);
    return {
      value: stored!,
      target: `${String(merged[resource.naturalKey] ?? '')} (${id})`,
      detail: changeDetail(resource, patch, existing),
    };
  });
}

/**
 * Deletes rows of the enterprise. Unknown ids (and other enterprises' ids) answer not found and nothing is
 * deleted; rows still referenced where the declaration says `refuse` are refused with the reason; references
 * declared `clear` and link items are removed in the same transaction.
 */
export async function deleteRows(
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  context: ResourceContext,
  ids: readonly string[],
): Promise<number> {
  const unique = [...new Set(ids)];
  return logged(context, resource, 'delete', unique.join(', '), async () => {
    const db = dynamic(context.db);
    const rows = await scopedFrom(db, resource, context.enterpriseId)
      .selectAll()
      .where('id', 'in', unique)
      .execute();
    const found = new Map(rows.map((row) => [String(row.id), row]));
    const missing = unique.find((id) => !found.has(id));
    if (missing) throw notFound(resource, context.t, missing);
    const nameOf = (id: string) => String(found.get(id)?.[columnOf(resource.naturalKey)] ?? id);

    const problems: Problem[] = [];
    for (const { resource: referencing, field, reference } of incomingReferences(resource)) {
      if (reference.onDelete !== 'refuse') continue;
      const column = columnOf(field);
      let query = scopedFrom(db, referencing, context.enterpriseId)
        .select([column, (eb) => eb.fn.countAll().as('count')])
        .where(column, 'in', unique)
        .groupBy(column);
      // Rows deleted together (a department with its sub-departments) do not hold each other back.
      if (referencing === resource) query = query.where('id', 'not in', unique);
      for (const use of await query.execute()) {
        const id = String(use[column]);
        problems.push({
          field: resource.naturalKey,
          key: reference.inUseMessage ?? 'resources.inUse',
          params: {
            name: nameOf(id),
            count: Number(use.count),
            resource: context.t(`resources.${resource.name}.title`),
            user: context.t(`resources.${referencing.name}.title`),
          },
        });
      }
    }
    if (problems.length)
      throw refusal(problems.map((problem) => context.t(problem.key, problem.params)).join('; '));

    await context.db.transaction().execute(async (transaction) => {
      const trx = dynamic(transaction);
      for (const { resource: referencing, field, reference } of incomingReferences(resource)) {
        if (reference.onDelete !== 'clear' || isVirtualField(referencing, field)) continue;
        await trx
          .updateTable(referencing.table)
          .set({ [columnOf(field)]: null })
          .where('enterprise_id', '=', context.enterpriseId)
          .where(columnOf(field), 'in', unique)
          .execute();
      }
      for (const { link } of incomingLinks(resource))
        await trx.deleteFrom(link.table).where(link.itemColumn, 'in', unique).execute();
      for (const link of Object.values(resource.links ?? {}))
        await trx.deleteFrom(link.table).where(link.ownerColumn, 'in', unique).execute();
      await trx
        .deleteFrom(resource.table)
        .where('enterprise_id', '=', context.enterpriseId)
        .where('id', 'in', unique)
        .execute();
    });
    await behaviour.afterDelete?.(rows, context);
    return {
      value: rows.length,
      target: unique.map((id) => `${nameOf(id)} (${id})`).join(', '),
      detail: JSON.stringify({ deleted: rows.length }),
    };
  });
}
