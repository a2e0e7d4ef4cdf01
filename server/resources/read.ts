import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { FilterDef, ResourceDef } from '../../src/contract/resources';
import type { ResourceBehaviour } from './behaviour';
import { columnOf, type DynamicDb, fromRow, resourceByRoute, toColumnValue } from './declaration';

/*
 * The read side of the interpreter: every query starts from the session's enterprise, then applies the
 * declared keyword fields, filters and sort.
 */

// biome-ignore lint/suspicious/noExplicitAny: row shape depends on the declaration chosen at run time
type DynamicSelect = SelectQueryBuilder<any, any, any>;

export interface ListQuery {
  keyword?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  ids?: readonly string[];
  filters: Record<string, unknown>;
}

export function scopedFrom(db: DynamicDb, resource: ResourceDef, enterpriseId: string): DynamicSelect {
  return db.selectFrom(resource.table).where(`${resource.table}.enterprise_id`, '=', enterpriseId);
}

function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column IN (the department and every department below it)`, as a recursive query both engines run. */
function inSubtree(
  resource: ResourceDef,
  filter: Extract<FilterDef, { op: 'subtree' }>,
  root: string,
  enterpriseId: string,
) {
  const tree = resourceByRoute(filter.tree);
  const table = sql.table(tree.table);
  return sql<SqlBool>`${sql.ref(`${resource.table}.${columnOf(filter.field)}`)} in (
    with recursive subtree(id) as (
      select id from ${table} where id = ${root} and enterprise_id = ${enterpriseId}
      union all
      select child.id from ${table} child join subtree on child.parent_id = subtree.id
      where child.enterprise_id = ${enterpriseId}
    ) select id from subtree)`;
}

function applyListQuery(
  query: DynamicSelect,
  resource: ResourceDef,
  list: ListQuery,
  enterpriseId: string,
): DynamicSelect {
  let result = query;
  const keyword = list.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    result = result.where((eb) =>
      eb.or(
        resource.searchable.map(
          (field) =>
            sql<SqlBool>`lower(${sql.ref(`${resource.table}.${columnOf(field)}`)}) like ${pattern} escape '\\'`,
        ) as Expression<SqlBool>[],
      ),
    );
  }
  if (list.ids)
    result = list.ids.length
      ? result.where(`${resource.table}.id`, 'in', [...list.ids])
      : result.where(sql<SqlBool>`1 = 0`);
  for (const [name, filter] of Object.entries(resource.filters)) {
    const value = list.filters[name];
    if (value === undefined) continue;
    const column = `${resource.table}.${columnOf(filter.field)}`;
    if (filter.op === 'subtree') {
      result = result.where(inSubtree(resource, filter, String(value), enterpriseId));
    } else if (filter.op === 'in') {
      const values = (value as unknown[]).map((item) => toColumnValue(resource, filter.field, item));
      result = values.length ? result.where(column, 'in', values) : result.where(sql<SqlBool>`1 = 0`);
    } else if (value === null) {
      result = result.where(column, 'is', null);
    } else {
      result = result.where(column, '=', toColumnValue(resource, filter.field, value));
    }
  }
  return result;
}

function applySort(query: DynamicSelect, resource: ResourceDef, list: ListQuery): DynamicSelect {
  const field = list.sort ?? resource.defaultSort.field;
  const order = list.order ?? (list.sort ? 'asc' : resource.defaultSort.order);
  // The id breaks ties so pages never overlap or skip rows.
  return query.orderBy(`${resource.table}.${columnOf(field)}`, order).orderBy(`${resource.table}.id`, 'asc');
}

/** Adds link lists (ordered ids) and the behaviour's virtual fields to rows read from the table. */
async function completeRows(
  db: DynamicDb,
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  rows: Record<string, unknown>[],
  enterpriseId: string,
): Promise<Record<string, unknown>[]> {
  const entities = rows.map((row) => fromRow(resource, row));
  const ids = entities.map((entity) => String(entity.id));
  for (const [field, link] of Object.entries(resource.links ?? {})) {
    const byOwner = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length) {
      const items = await db
        .selectFrom(link.table)
        .select([`${link.ownerColumn} as owner`, `${link.itemColumn} as item`])
        .where(link.ownerColumn, 'in', ids)
        .orderBy('position', 'asc')
        .execute();
      for (const item of items) byOwner.get(String(item.owner))?.push(String(item.item));
    }
    for (const entity of entities) entity[field] = byOwner.get(String(entity.id)) ?? [];
  }
  if (behaviour.addVirtualFields && entities.length)
    await behaviour.addVirtualFields(db, entities, rows, enterpriseId);
  return entities;
}

export async function readPage(
  db: DynamicDb,
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  enterpriseId: string,
  list: ListQuery,
  page: { pageNum: number; pageSize: number },
) {
  const filtered = applyListQuery(scopedFrom(db, resource, enterpriseId), resource, list, enterpriseId);
  const counted = await filtered.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  const offset = (page.pageNum - 1) * page.pageSize;
  if (offset >= total) return { records: [], total };
  const rows = await applySort(filtered.selectAll(resource.table), resource, list)
    .limit(page.pageSize)
    .offset(offset)
    .execute();
  return { records: await completeRows(db, resource, behaviour, rows, enterpriseId), total };
}

/** Every row matching the list query, in sort order (exports). */
export async function readAll(
  db: DynamicDb,
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  enterpriseId: string,
  list: ListQuery,
) {
  const rows = await applySort(
    applyListQuery(scopedFrom(db, resource, enterpriseId), resource, list, enterpriseId).selectAll(
      resource.table,
    ),
    resource,
    list,
  ).execute();
  return completeRows(db, resource, behaviour, rows, enterpriseId);
}

export async function readOne(
  db: DynamicDb,
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  enterpriseId: string,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await scopedFrom(db, resource, enterpriseId)
    .selectAll(resource.table)
    .where(`${resource.table}.id`, '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [entity] = await completeRows(db, resource, behaviour, [row], enterpriseId);
  return entity;
}
