import { formatDateTime } from '../../src/contract/format/dates';
import type { FileAnswer, FileFormat, ResourceDef } from '../../src/contract/resources';
import type { ResourceBehaviour, ResourceContext } from './behaviour';
import { columnOf, type DynamicDb, dynamic, resourceByRoute } from './declaration';
import { display } from './integrity';
import { fieldLabel } from './problems';
import { type ListQuery, readAll, scopedFrom } from './read';
import { tableFileAnswer } from './tableFile';
import { logged } from './writes';

/*
 * Files out of a resource: export (the rows matching the filters) and the import template (the header row);
 * imports are importRows.ts. References travel by their natural key (a department's name, a member's
 * account, an extension's number), lists of them joined with `|`, flags as true/false.
 */

export const LIST_SEPARATOR = '|';

export { formatDateTime };

function stamp(ms: number): string {
  return formatDateTime(ms)
    .replace(/[-: ]/g, '')
    .replace(/^(\d{8})/, '$1-');
}

/** The resource a field refers to, by reference or link. */
export function referredResource(resource: ResourceDef, field: string): ResourceDef | undefined {
  const target = resource.references[field]?.resource ?? resource.links?.[field]?.resource;
  return target ? resourceByRoute(target) : undefined;
}

/** id → natural key of every row of `target` in the enterprise. */
export async function naturalKeys(
  db: DynamicDb,
  target: ResourceDef,
  enterpriseId: string,
): Promise<Map<string, string>> {
  const rows = await scopedFrom(db, target, enterpriseId)
    .select(['id', `${columnOf(target.naturalKey)} as natural_key`])
    .execute();
  return new Map(rows.map((row) => [String(row.id), String(row.natural_key)]));
}

export async function exportRows(
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  context: ResourceContext,
  list: ListQuery,
  format: FileFormat,
): Promise<FileAnswer> {
  const db = dynamic(context.db);
  const rows = await readAll(db, resource, behaviour, context.enterpriseId, list);
  const keysByField = new Map<string, Map<string, string>>();
  for (const field of resource.exportColumns) {
    const target = referredResource(resource, field);
    if (target) keysByField.set(field, await naturalKeys(db, target, context.enterpriseId));
  }
  const cell = (field: string, value: unknown): string => {
    const keys = keysByField.get(field);
    if (keys && Array.isArray(value))
      return value.map((id) => keys.get(String(id)) ?? String(id)).join(LIST_SEPARATOR);
    if (keys) return value === null || value === undefined ? '' : (keys.get(String(value)) ?? String(value));
    if ((field === 'createdAt' || field === 'updatedAt') && typeof value === 'number')
      return formatDateTime(value);
    return display(value);
  };
  const header = resource.exportColumns.map((field) => fieldLabel(resource, field, context.t));
  const body = rows.map((row) => resource.exportColumns.map((field) => cell(field, row[field])));
  await logged(context, resource, 'export', '', async () => ({
    value: null,
    detail: JSON.stringify({ rows: rows.length }),
  }));
  return tableFileAnswer(format, `${resource.routeName}-${stamp(context.now)}`, header, body);
}

export function importTemplate(
  resource: ResourceDef,
  context: ResourceContext,
  format: FileFormat,
): Promise<FileAnswer> {
  const header = resource.importColumns.map((field) => fieldLabel(resource, field, context.t));
  return tableFileAnswer(format, `${resource.routeName}-template`, header, []);
}
