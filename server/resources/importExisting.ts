import type { ResourceDef } from '../../src/contract/resources';
import type { ResourceBehaviour, ResourceContext } from './behaviour';
import { columnOf, dynamic, toColumnValue } from './declaration';
import { readAll, scopedFrom } from './read';

/*
 * Which stored row an import row names: its natural key together with the fields that key is unique with
 * (a department's name under its parent, a dial plan's name in its context), or the natural key alone.
 */

function identityFields(resource: ResourceDef): readonly string[] {
  return (
    resource.unique.find((rule) => rule.fields.includes(resource.naturalKey))?.fields ?? [resource.naturalKey]
  );
}

/** The identity of a row as stored values, comparable with a stored row's. */
export function identityKey(resource: ResourceDef, row: Record<string, unknown>): string {
  return JSON.stringify(
    identityFields(resource).map((field) => {
      const value = toColumnValue(resource, field, row[field]);
      return value === undefined || value === null ? null : String(value);
    }),
  );
}

export interface ExistingRows {
  /** Identity → ids of the stored rows that have it. */
  byKey: Map<string, string[]>;
  /** The stored rows as answered (virtual fields included), by id. */
  entities(ids: readonly string[]): Promise<Map<string, Record<string, unknown>>>;
}

export async function existingRows(
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  context: ResourceContext,
): Promise<ExistingRows> {
  const db = dynamic(context.db);
  const fields = identityFields(resource);
  const stored = await scopedFrom(db, resource, context.enterpriseId)
    .select(['id', ...fields.map((field) => `${columnOf(field)} as ${columnOf(field)}`)])
    .execute();
  const byKey = new Map<string, string[]>();
  for (const row of stored) {
    const key = JSON.stringify(
      fields.map((field) => {
        const value = row[columnOf(field)];
        return value === undefined || value === null ? null : String(value);
      }),
    );
    byKey.set(key, [...(byKey.get(key) ?? []), String(row.id)]);
  }
  return {
    byKey,
    entities: async (ids) => {
      const found = new Map<string, Record<string, unknown>>();
      for (let start = 0; start < ids.length; start += 500) {
        const rows = await readAll(db, resource, behaviour, context.enterpriseId, {
          ids: ids.slice(start, start + 500),
          filters: {},
        });
        for (const row of rows) found.set(String(row.id), row);
      }
      return found;
    },
  };
}
