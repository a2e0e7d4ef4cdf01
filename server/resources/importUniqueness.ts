import type { ResourceDef } from '../../src/contract/resources';
import type { ResourceContext } from './behaviour';
import { columnOf, dynamic, toColumnValue } from './declaration';
import type { ImportRow } from './importInput';
import { display } from './integrity';
import type { Problem } from './problems';
import { scopedFrom } from './read';

/**
 * The declaration's unique rules over an import: within the file, then against the stored rows. A row that
 * updates a stored row may keep that row's own values.
 */
export async function checkUniqueness(
  resource: ResourceDef,
  context: ResourceContext,
  valid: readonly ImportRow[],
  report: (line: number, problem: Problem) => void,
): Promise<void> {
  const db = dynamic(context.db);
  for (const rule of resource.unique) {
    const last = rule.fields[rule.fields.length - 1]!;
    const keyOf = (value: Record<string, unknown>) =>
      JSON.stringify(rule.fields.map((field) => value[field] ?? null));
    const firstRow = new Map<string, number>();
    const candidates = valid.filter((row) => row.merged![last] !== null && row.merged![last] !== undefined);
    for (const row of candidates) {
      const key = keyOf(row.merged!);
      const first = firstRow.get(key);
      if (first === undefined) firstRow.set(key, row.line);
      else
        report(row.line, {
          field: last,
          key: 'validation.duplicateInFile',
          params: { value: display(row.merged![last]), row: first },
          value: display(row.merged![last]),
        });
    }
    const storedKey = (values: readonly unknown[]) =>
      JSON.stringify(values.map((value) => (value === null || value === undefined ? null : String(value))));
    const holders = new Map<string, string[]>();
    const values = [...new Set(candidates.map((row) => toColumnValue(resource, last, row.merged![last])))];
    for (let start = 0; start < values.length; start += 500) {
      const found = await scopedFrom(db, resource, context.enterpriseId)
        .select(['id', ...rule.fields.map((field) => `${columnOf(field)} as ${columnOf(field)}`)])
        .where(columnOf(last), 'in', values.slice(start, start + 500))
        .execute();
      for (const match of found) {
        const key = storedKey(rule.fields.map((field) => match[columnOf(field)]));
        holders.set(key, [...(holders.get(key) ?? []), String(match.id)]);
      }
    }
    for (const row of candidates) {
      const key = storedKey(rule.fields.map((field) => toColumnValue(resource, field, row.merged![field])));
      if ((holders.get(key) ?? []).some((id) => id !== row.existingId))
        report(row.line, {
          field: last,
          key: rule.message ?? 'validation.unique',
          params: { value: display(row.merged![last]) },
          value: display(row.merged![last]),
        });
    }
  }
}
