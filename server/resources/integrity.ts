import type { ResourceDef } from '../../src/contract/resources';
import type { ResourceBehaviour, ResourceContext } from './behaviour';
import { columnOf, type DynamicDb, dynamic, resourceByRoute, toColumnValue } from './declaration';
import type { Problem } from './problems';
import { scopedFrom } from './read';

/*
 * The declaration's integrity rules for one row about to be written: row rules, uniqueness within the
 * enterprise, references to rows of the same enterprise, then the resource's own checks.
 */

export interface CheckOptions {
  /** The row being updated: it may keep its own unique values. */
  id?: string;
  /** Fields the write changes; unchanged references and unique values are not checked again. */
  changed?: ReadonlySet<string>;
}

export function display(value: unknown): string {
  if (Array.isArray(value)) return value.join('|');
  if (value === null || value === undefined) return '';
  return String(value);
}

export async function uniqueProblems(
  db: DynamicDb,
  resource: ResourceDef,
  row: Record<string, unknown>,
  enterpriseId: string,
  options: CheckOptions,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const rule of resource.unique) {
    if (options.changed && !rule.fields.some((field) => options.changed?.has(field))) continue;
    const last = rule.fields[rule.fields.length - 1]!;
    // A single nullable field (a member's extension) is unique only when set.
    if (rule.fields.length === 1 && (row[last] === null || row[last] === undefined)) continue;
    let query = scopedFrom(db, resource, enterpriseId).select('id');
    for (const field of rule.fields) {
      const value = row[field];
      query =
        value === null || value === undefined
          ? query.where(columnOf(field), 'is', null)
          : query.where(columnOf(field), '=', toColumnValue(resource, field, value));
    }
    if (options.id) query = query.where('id', '!=', options.id);
    if (await query.limit(1).executeTakeFirst())
      problems.push({
        field: last,
        key: rule.message ?? 'validation.unique',
        params: { value: display(row[last]) },
        value: display(row[last]),
      });
  }
  return problems;
}

/** Ids among `ids` with no row of `target` in the enterprise. */
export async function missingIds(
  db: DynamicDb,
  target: ResourceDef,
  ids: readonly string[],
  enterpriseId: string,
): Promise<string[]> {
  if (!ids.length) return [];
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await scopedFrom(db, target, enterpriseId)
      .select('id')
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(String(row.id));
  }
  return ids.filter((id) => !found.has(id));
}

async function referenceProblems(
  db: DynamicDb,
  resource: ResourceDef,
  row: Record<string, unknown>,
  enterpriseId: string,
  options: CheckOptions,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const [field, reference] of Object.entries(resource.references)) {
    const value = row[field];
    if (value === null || value === undefined || (options.changed && !options.changed.has(field))) continue;
    const missing = await missingIds(db, resourceByRoute(reference.resource), [String(value)], enterpriseId);
    if (missing.length)
      problems.push({
        field,
        key: 'validation.referenceMissing',
        params: { value: String(value) },
        value: String(value),
      });
  }
  for (const [field, link] of Object.entries(resource.links ?? {})) {
    const value = row[field];
    if (!Array.isArray(value) || (options.changed && !options.changed.has(field))) continue;
    const missing = await missingIds(db, resourceByRoute(link.resource), value.map(String), enterpriseId);
    if (missing.length)
      problems.push({
        field,
        key: 'validation.referenceMissing',
        params: { value: missing.join(', ') },
        value: missing.join(', '),
      });
  }
  return problems;
}

function ruleProblems(resource: ResourceDef, row: Record<string, unknown>): Problem[] {
  return (resource.rules ?? [])
    .filter((rule) => !rule.holds(row))
    .map((rule) => ({ field: rule.field, key: rule.message, value: display(row[rule.field]) }));
}

export async function rowProblems(
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  row: Record<string, unknown>,
  context: ResourceContext,
  options: CheckOptions = {},
): Promise<Problem[]> {
  const db = dynamic(context.db);
  return [
    ...ruleProblems(resource, row),
    ...(await uniqueProblems(db, resource, row, context.enterpriseId, options)),
    ...(await referenceProblems(db, resource, row, context.enterpriseId, options)),
    ...((await behaviour.check?.(db, row, context, options.id)) ?? []),
  ];
}
