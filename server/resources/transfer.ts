import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { formatDateTime } from '../../src/contract/format/dates';
import {
  type FileAnswer,
  type FileFormat,
  IMPORT_LIMITS,
  type ImportRowError,
  type ResourceDef,
} from '../../src/contract/resources';
import { limitOwners, refuseOverLimit } from '../accounts/limits';
import { withLimitsHeld } from '../db/limitLocks';
import type { UploadedFile } from '../handlers/handler';
import { ApiError } from '../http/errors';
import { hasMessage, translator } from '../http/i18n';
import { describeIssue } from '../http/validation';
import type { ResourceBehaviour, ResourceContext } from './behaviour';
import {
  columnOf,
  type DynamicDb,
  dynamic,
  isBooleanField,
  isNumberField,
  isVirtualField,
  resourceByRoute,
  toColumnValue,
} from './declaration';
import { display } from './integrity';
import { describeProblem, fieldLabel, type Problem, refusal } from './problems';
import { type ListQuery, readAll, scopedFrom } from './read';
import { readTableFile, tableFileAnswer } from './tableFile';
import { columnValues, logged, writeLinks } from './writes';

/*
 * Files in and out of a resource: export (the rows matching the filters), the import template (the header
 * row), and imports that go in whole, in one transaction, or not at all with every bad row listed.
 * References travel by their natural key (a department's name, a member's account, an extension's number),
 * lists of them joined with `|`, flags as true/false.
 */

const LIST_SEPARATOR = '|';
const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', '是', 'enabled']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', '否', 'disabled']);

export { formatDateTime };

function stamp(ms: number): string {
  return formatDateTime(ms)
    .replace(/[-: ]/g, '')
    .replace(/^(\d{8})/, '$1-');
}

/** The resource a field refers to, by reference or link. */
function referredResource(resource: ResourceDef, field: string): ResourceDef | undefined {
  const target = resource.references[field]?.resource ?? resource.links?.[field]?.resource;
  return target ? resourceByRoute(target) : undefined;
}

/** id → natural key of every row of `target` in the enterprise. */
async function naturalKeys(
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

/** Header cell → field: the field name or its label in either language, case and spaces ignored. */
function headerIndex(resource: ResourceDef): Map<string, string> {
  const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
  const index = new Map<string, string>();
  for (const field of resource.importColumns) {
    index.set(normal(field), field);
    for (const locale of ['zh_CN', 'en'] as const) {
      const key = `${resource.labels}.${field}`;
      if (hasMessage(key)) index.set(normal(translator(locale)(key)), field);
    }
  }
  return index;
}

interface ImportRow {
  /** Row number in the file as the user sees it (a CSV record, a worksheet row); the header is row 1. */
  line: number;
  id: string;
  cells: Record<string, string>;
  value?: Record<string, unknown>;
}

export async function importRows(
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  context: ResourceContext,
  file: UploadedFile | undefined,
): Promise<number> {
  if (!file) throw new ApiError(200, 'resources.fileMissing');
  return logged(context, resource, 'import', file.filename, async () => {
    // CSV or XLSX alike from here on: the same records, checks, row errors and transaction.
    const [header, ...data] = await readTableFile(file.content);
    if (!header || !data.length) throw new ApiError(200, 'resources.importEmpty');
    if (data.length > IMPORT_LIMITS.maxRows)
      throw new ApiError(200, 'resources.importTooManyRows', { max: IMPORT_LIMITS.maxRows });

    const errors: ImportRowError[] = [];
    const report = (line: number, problem: Problem) =>
      errors.push({
        row: line,
        field: fieldLabel(resource, problem.field, context.t),
        value: problem.value ?? '',
        reason: describeProblem(resource, problem, context.t),
      });

    // Header: every column known, none twice, every required field present.
    const known = headerIndex(resource);
    const columns = header.cells.map((cell) => known.get(cell.trim().toLowerCase().replace(/\s+/g, ' ')));
    header.cells.forEach((cell, position) => {
      const field = columns[position];
      if (!field)
        report(header.row, {
          field: cell,
          key: 'validation.unknownColumn',
          params: { value: cell },
          value: cell,
        });
      else if (columns.indexOf(field) !== position)
        report(header.row, {
          field,
          key: 'validation.duplicateColumn',
          params: { value: cell },
          value: cell,
        });
    });
    const required = resource.importColumns.filter(
      (field) => !(field in resource.defaults) && !columns.includes(field),
    );
    for (const field of required) report(header.row, { field, key: 'validation.columnMissing' });
    if (errors.length) throw importRefusal(context, errors);

    const db = dynamic(context.db);
    const rows: ImportRow[] = data.map((record) => ({
      line: record.row,
      id: randomUUID(),
      cells: Object.fromEntries(
        columns.flatMap((field, position) => (field ? [[field, (record.cells[position] ?? '').trim()]] : [])),
      ),
    }));

    // References by natural key: rows of the enterprise, and for a self-reference rows earlier in the file.
    const lookups = new Map<string, Map<string, string[]>>();
    for (const field of resource.importColumns) {
      const target = referredResource(resource, field);
      if (!target || !columns.includes(field)) continue;
      const byKey = new Map<string, string[]>();
      for (const [id, key] of await naturalKeys(db, target, context.enterpriseId))
        byKey.set(key, [...(byKey.get(key) ?? []), id]);
      lookups.set(field, byKey);
    }
    const resolve = (
      row: ImportRow,
      field: string,
      key: string,
      earlier: Map<string, string[]>,
    ): string | undefined => {
      const found = [...(lookups.get(field)?.get(key) ?? []), ...(earlier.get(key) ?? [])];
      if (found.length === 1) return found[0];
      report(row.line, {
        field,
        key: found.length ? 'validation.referenceAmbiguous' : 'validation.referenceMissing',
        params: { value: key },
        value: key,
      });
      return undefined;
    };

    const earlierByKey = new Map<string, string[]>();
    for (const row of rows) {
      const input: Record<string, unknown> = {};
      const before = errors.length;
      for (const [field, cell] of Object.entries(row.cells)) {
        if (cell === '') continue;
        const target = referredResource(resource, field);
        const self = target === resource ? earlierByKey : new Map<string, string[]>();
        if (resource.links?.[field]) {
          input[field] = cell
            .split(LIST_SEPARATOR)
            .map((key) => key.trim())
            .filter(Boolean)
            .map((key) => resolve(row, field, key, self));
        } else if (target) input[field] = resolve(row, field, cell, self);
        else if (isBooleanField(resource, field)) {
          const word = cell.toLowerCase();
          if (TRUE_WORDS.has(word)) input[field] = true;
          else if (FALSE_WORDS.has(word)) input[field] = false;
          else report(row.line, { field, key: 'validation.booleanRequired', value: cell });
        } else if (isNumberField(resource, field)) {
          if (/^-?\d+(\.\d+)?$/.test(cell)) input[field] = Number(cell);
          else report(row.line, { field, key: 'validation.numberRequired', value: cell });
        } else input[field] = cell;
      }
      if (errors.length > before) continue;
      const parsed = resource.createSchema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) reportIssue(resource, context, row, issue, errors);
        continue;
      }
      row.value = { ...resource.defaults, ...stripUndefined(parsed.data as Record<string, unknown>) };
      for (const rule of resource.rules ?? [])
        if (!rule.holds(row.value))
          report(row.line, { field: rule.field, key: rule.message, value: display(row.value[rule.field]) });
      const natural = row.value[resource.naturalKey];
      if (typeof natural === 'string')
        earlierByKey.set(natural, [...(earlierByKey.get(natural) ?? []), row.id]);
    }

    // Uniqueness: within the file, then against the enterprise's rows.
    const valid = rows.filter((row) => row.value);
    for (const rule of resource.unique) {
      const last = rule.fields[rule.fields.length - 1]!;
      const keyOf = (value: Record<string, unknown>) =>
        JSON.stringify(rule.fields.map((field) => value[field] ?? null));
      const firstRow = new Map<string, number>();
      const candidates = valid.filter((row) => row.value![last] !== null && row.value![last] !== undefined);
      for (const row of candidates) {
        const key = keyOf(row.value!);
        const first = firstRow.get(key);
        if (first === undefined) firstRow.set(key, row.line);
        else
          report(row.line, {
            field: last,
            key: 'validation.duplicateInFile',
            params: { value: display(row.value![last]), row: first },
            value: display(row.value![last]),
          });
      }
      const existing = new Set<string>();
      const values = [...new Set(candidates.map((row) => toColumnValue(resource, last, row.value![last])))];
      for (let start = 0; start < values.length; start += 500) {
        const found = await scopedFrom(db, resource, context.enterpriseId)
          .select(rule.fields.map((field) => `${columnOf(field)} as ${columnOf(field)}`))
          .where(columnOf(last), 'in', values.slice(start, start + 500))
          .execute();
        for (const match of found)
          existing.add(JSON.stringify(rule.fields.map((field) => match[columnOf(field)] ?? null)));
      }
      for (const row of candidates) {
        const stored = JSON.stringify(
          rule.fields.map((field) => toColumnValue(resource, field, row.value![field]) ?? null),
        );
        if (existing.has(stored))
          report(row.line, {
            field: last,
            key: rule.message ?? 'validation.unique',
            params: { value: display(row.value![last]) },
            value: display(row.value![last]),
          });
      }
    }
    // What the resource checks beyond its declaration (an add checks it too): row by row.
    if (behaviour.check)
      for (const row of valid)
        for (const problem of await behaviour.check(db, row.value!, context)) report(row.line, problem);
    if (errors.length) throw importRefusal(context, errors);
    const owners = limitOwners(resource.routeName, context.enterpriseId);
    await withLimitsHeld(context.db, owners, async (transaction) => {
      // The whole file counts against the enterprise's limit, under its lock.
      await refuseOverLimit(transaction, context.t, resource.routeName, context.enterpriseId, valid.length);
      const trx = dynamic(transaction);
      const batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (batch.length) await trx.insertInto(resource.table).values(batch.splice(0)).execute();
      };
      for (const row of valid) {
        const derived = (await behaviour.derivedColumns?.(row.value!, 'add', context)) ?? {};
        batch.push({
          id: row.id,
          enterprise_id: context.enterpriseId,
          ...columnValues(resource, row.value!),
          ...derived,
          created_at: context.now,
          updated_at: context.now,
        });
        if (batch.length >= 200) await flush();
      }
      await flush();
      for (const row of valid) {
        await writeLinks(trx, resource, row.id, row.value!);
        if (Object.keys(row.value!).some((field) => isVirtualField(resource, field)))
          await behaviour.afterWrite?.(trx, row.id, row.value!, context);
      }
    });
    return { value: valid.length, target: file.filename, detail: JSON.stringify({ imported: valid.length }) };
  });
}

function stripUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}

function reportIssue(
  resource: ResourceDef,
  context: ResourceContext,
  row: ImportRow,
  issue: z.core.$ZodIssue,
  errors: ImportRowError[],
) {
  const field = String(issue.path[0] ?? '');
  errors.push({
    row: row.line,
    field: fieldLabel(resource, field, context.t),
    value: row.cells[field] ?? '',
    reason:
      issue.code === 'invalid_type' && issue.input === undefined
        ? context.t('validation.fieldRequired', { field: fieldLabel(resource, field, context.t) })
        : describeIssue(issue, context.t, resource.labels),
  });
}

function importRefusal(context: ResourceContext, unsorted: ImportRowError[]): ApiError {
  // By row, keeping each row's errors in column order (Array.prototype.sort is stable).
  const errors = [...unsorted].sort((a, b) => a.row - b.row);
  const rows = new Set(errors.map((error) => error.row)).size;
  return refusal(context.t('resources.importRefused', { rows, errors: errors.length }), { errors });
}
