import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  IMPORT_LIMITS,
  type ImportResult,
  type ImportRowError,
  type ResourceDef,
} from '../../src/contract/resources';
import type { UploadedFile } from '../handlers/handler';
import { ApiError } from '../http/errors';
import { describeIssue } from '../http/validation';
import type { ResourceBehaviour, ResourceContext } from './behaviour';
import { dynamic } from './declaration';
import { type ColumnField, cellsByField, normalHeader, resourceHeaderIndex } from './importColumns';
import { existingRows, identityKey } from './importExisting';
import { type ImportRow, referenceLookups, rowInput } from './importInput';
import { checkUniqueness } from './importUniqueness';
import { writeImport } from './importWrite';
import { display } from './integrity';
import { describeProblem, fieldLabel, type Problem, refusal } from './problems';
import { readTableFile } from './tableFile';
import { logged } from './writes';

/*
 * Imports: a file goes in whole, in one transaction, or not at all with every bad row listed
 * (docs/behaviour.md, "Import and export"). A row whose natural key (with the fields it is unique with)
 * names a row that exists updates that row when the caller chose "update existing", and is reported as
 * existing otherwise; every other row creates one.
 */

export interface ImportOptions {
  /** Rows that exist are updated (fields in the file; write-only ones only when given) instead of refused. */
  updateExisting: boolean;
}

export async function importRows(
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  context: ResourceContext,
  file: UploadedFile | undefined,
  options: ImportOptions,
): Promise<ImportResult> {
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

    // Header: every column known (or an export's read-only one), none twice, every required field present.
    const known = resourceHeaderIndex(resource, fieldLabel);
    const columns: ColumnField[] = header.cells.map((cell) => known.get(normalHeader(cell)));
    header.cells.forEach((cell, position) => {
      const field = columns[position];
      if (!field)
        report(header.row, {
          field: cell,
          key: 'validation.unknownColumn',
          params: { value: cell },
          value: cell,
        });
      // Skipped columns may come in any number; a field's column only once.
      else if (typeof field === 'string' && columns.indexOf(field) !== position)
        report(header.row, {
          field,
          key: 'validation.duplicateColumn',
          params: { value: cell },
          value: cell,
        });
    });
    // A required field left out of an export (a password) is asked for only of rows that create.
    const required = resource.importColumns.filter(
      (field) =>
        !(field in resource.defaults) && !columns.includes(field) && !(field in (resource.writeOnly ?? {})),
    );
    for (const field of required) report(header.row, { field, key: 'validation.columnMissing' });
    if (errors.length) throw importRefusal(context, errors);

    const present = new Set(columns.filter((field): field is string => typeof field === 'string'));
    const rows: ImportRow[] = data.map((record) => ({
      line: record.row,
      id: randomUUID(),
      cells: cellsByField(columns, record),
    }));
    const lookups = await referenceLookups(resource, context, present);
    const existing = await existingRows(resource, behaviour, context);
    // An update checks the fields in the file; a write-only field (a password) only when it is given.
    const optional = Object.keys(resource.createSchema.shape).filter(
      (field) => !present.has(field) || field in (resource.writeOnly ?? {}),
    );
    // zod's mask type wants literal keys; these are keys of the create schema's own shape.
    const updateSchema = resource.createSchema.partial(
      Object.fromEntries(optional.map((key) => [key, true])) as Record<string, true> & Record<number, never>,
    );

    const earlierByKey = new Map<string, string[]>();
    for (const row of rows) {
      const before = errors.length;
      const input = rowInput(resource, row, lookups, earlierByKey, report);
      if (errors.length > before) continue;
      const matches = existing.byKey.get(identityKey(resource, { ...resource.defaults, ...input })) ?? [];
      if (matches.length && !options.updateExisting) {
        const key = display(input[resource.naturalKey]);
        report(row.line, {
          field: resource.naturalKey,
          key: 'resources.importRowExists',
          params: { value: key },
          value: key,
        });
        continue;
      }
      row.existingId = matches[0];
      if (row.existingId) {
        row.id = row.existingId;
        // A column present but left empty takes the field's default, as it would on create.
        for (const field of present)
          if (row.cells[field] === '' && field in resource.defaults && !(field in (resource.writeOnly ?? {})))
            input[field] = resource.defaults[field];
      }
      const parsed = (row.existingId ? updateSchema : resource.createSchema).safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) reportIssue(resource, context, row, issue, errors);
        continue;
      }
      const value = stripUndefined(parsed.data as Record<string, unknown>);
      row.value = row.existingId ? value : { ...resource.defaults, ...value };
      const natural = row.value[resource.naturalKey];
      if (!row.existingId && typeof natural === 'string')
        earlierByKey.set(natural, [...(earlierByKey.get(natural) ?? []), row.id]);
    }

    // The whole row as it will be: an update's fields over the stored row.
    const valid = rows.filter((row) => row.value);
    const stored = await existing.entities(valid.flatMap((row) => (row.existingId ? [row.existingId] : [])));
    for (const row of valid)
      row.merged = { ...(row.existingId ? stored.get(row.existingId) : {}), ...row.value };
    for (const row of valid)
      for (const rule of resource.rules ?? [])
        if (!rule.holds(row.merged!))
          report(row.line, { field: rule.field, key: rule.message, value: display(row.merged![rule.field]) });
    await checkUniqueness(resource, context, valid, report);
    // What the resource checks beyond its declaration (an add or update checks it too): row by row.
    if (behaviour.check)
      for (const row of valid)
        for (const problem of await behaviour.check(
          dynamic(context.db),
          row.merged!,
          context,
          row.existingId,
        ))
          report(row.line, problem);
    if (errors.length) throw importRefusal(context, errors);

    const updated = await writeImport(resource, behaviour, context, valid);
    const result: ImportResult = { imported: valid.length };
    if (options.updateExisting) result.updated = updated;
    return { value: result, target: file.filename, detail: JSON.stringify(result) };
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

/** The `-1` answer of a refused import: its message counts the rows in error, then the errors. */
export function importRefusal(context: { t: ResourceContext['t'] }, unsorted: ImportRowError[]): ApiError {
  // By row, keeping each row's errors in column order (Array.prototype.sort is stable).
  const errors = [...unsorted].sort((a, b) => a.row - b.row);
  const rows = new Set(errors.map((error) => error.row)).size;
  return refusal(context.t('resources.importRefused', { rows, errors: errors.length }), { errors });
}
