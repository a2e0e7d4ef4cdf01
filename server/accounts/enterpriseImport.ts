import type { z } from 'zod';
import {
  DEFAULT_ENTERPRISE_LIMITS,
  ENTERPRISE_EXPORT_COLUMNS,
  ENTERPRISE_IMPORT_COLUMNS,
  ENTERPRISE_LABELS,
  enterpriseCreateSchema,
  enterpriseImport,
  enterpriseUpdateSchema,
} from '../../src/contract/accounts';
import { IMPORT_LIMITS, type ImportResult, type ImportRowError } from '../../src/contract/resources';
import { handle } from '../handlers/handler';
import { ApiError } from '../http/errors';
import { translator } from '../http/i18n';
import { describeIssue } from '../http/validation';
import { type ColumnField, cellsByField, headerIndex, normalHeader } from '../resources/importColumns';
import { importRefusal } from '../resources/importRows';
import { refusal } from '../resources/problems';
import { readTableFile } from '../resources/tableFile';
import { hashPassword } from '../security/passwords';
import { parseExpiryDate } from './dates';
import { enterpriseLabel as label } from './enterpriseFiles';
import { scopedEnterprises } from './enterpriseRows';
import {
  agencyFor,
  agencyQuotaProblem,
  type EnterpriseCreate,
  type EnterpriseUpdate,
  insertEnterprises,
  uniquenessProblems,
} from './enterpriseWrites';
import { platformLogged } from './platformLog';
import { platformScope } from './scope';

/*
 * Enterprises from a file (docs/behaviour.md, "Import and export"): every row creates an enterprise with its
 * administrator, or — asked to update existing ones — a row whose prefix names an enterprise of the caller's
 * updates it (the administrator's account and password stay as they are). One transaction or nothing, with
 * every bad row listed. The export's read-only columns (agency, created time) are known and skipped.
 */

const LIST_SEPARATOR = '|';
const LIMIT_COLUMNS = ['maxMembers', 'maxExtensions', 'maxConcurrentCalls', 'maxGroups'] as const;
/** What an update takes from a row: the enterprise's own fields; the prefix names it, the account stays. */
const UPDATED_COLUMNS = [
  'name',
  'contact',
  'phone',
  'status',
  'expiry',
  'functions',
  ...LIMIT_COLUMNS,
] as const;
const ENABLED_WORDS = new Set(['', 'enabled', 'enable', 'true', '1', '启用', '正常']);
const DISABLED_WORDS = new Set(['disabled', 'disable', 'false', '0', '停用', '禁用']);

/** A row's cells as the create request (the schema then checks it like an add). */
function createInput(cells: Record<string, string>): Record<string, unknown> {
  const integer = (column: (typeof LIMIT_COLUMNS)[number]) => {
    const text = cells[column] ?? '';
    return text === '' ? DEFAULT_ENTERPRISE_LIMITS[column] : Number(text);
  };
  const status = normalHeader(cells.status ?? '');
  const expiry = (cells.expiry ?? '').trim();
  return {
    name: cells.name ?? '',
    prefix: cells.prefix ?? '',
    contact: cells.contact ?? '',
    phone: cells.phone ?? '',
    status: ENABLED_WORDS.has(status) ? 'enabled' : DISABLED_WORDS.has(status) ? 'disabled' : status,
    expiry: expiry === '' ? null : parseExpiryDate(expiry),
    functions: (cells.functions ?? '')
      .split(LIST_SEPARATOR)
      .map((flag) => flag.trim())
      .filter(Boolean),
    maxMembers: integer('maxMembers'),
    maxExtensions: integer('maxExtensions'),
    maxConcurrentCalls: integer('maxConcurrentCalls'),
    maxGroups: integer('maxGroups'),
    adminUsername: cells.adminUsername ?? '',
    adminPassword: cells.adminPassword ?? '',
  };
}

/** The update request of a row naming enterprise `id`: the columns the file has, read as a create reads them. */
function updateInput(id: string, cells: Record<string, string>): Record<string, unknown> {
  const all = createInput(cells);
  return {
    id,
    ...Object.fromEntries(
      UPDATED_COLUMNS.filter((column) => column in cells).map((column) => [column, all[column]]),
    ),
  };
}

export const enterpriseImportHandler = handle(enterpriseImport, async (context) => {
  const scope = await platformScope(context);
  const file = context.upload;
  if (!file) throw new ApiError(200, 'resources.fileMissing');
  const updateExisting = context.input.updateExisting === 'true';
  return platformLogged(scope, 'enterprise:import', file.filename, null, async () => {
    const [header, ...data] = await readTableFile(file.content);
    if (!header || !data.length) throw new ApiError(200, 'resources.importEmpty');
    if (data.length > IMPORT_LIMITS.maxRows)
      throw new ApiError(200, 'resources.importTooManyRows', { max: IMPORT_LIMITS.maxRows });
    const errors: ImportRowError[] = [];
    const report = (row: number, column: string, value: string, reason: string) =>
      errors.push({ row, field: label(column, scope.t), value, reason });

    const exportOnly = ENTERPRISE_EXPORT_COLUMNS.filter(
      (column) => !(ENTERPRISE_IMPORT_COLUMNS as readonly string[]).includes(column),
    );
    const known = headerIndex(ENTERPRISE_IMPORT_COLUMNS, exportOnly, (column, locale) =>
      label(column, translator(locale)),
    );
    const columns: ColumnField[] = header.cells.map((cell) => known.get(normalHeader(cell)));
    header.cells.forEach((cell, position) => {
      const column = columns[position];
      if (!column) report(header.row, cell, cell, scope.t('validation.unknownColumn', { value: cell }));
      else if (typeof column === 'string' && columns.indexOf(column) !== position)
        report(header.row, column, cell, scope.t('validation.duplicateColumn', { value: cell }));
    });
    // The password is not exported: it is asked for only of rows that create an enterprise.
    for (const required of ['name', 'prefix', 'adminUsername'] as const)
      if (!columns.includes(required))
        report(
          header.row,
          required,
          '',
          scope.t('validation.columnMissing', { field: label(required, scope.t) }),
        );
    if (errors.length) throw importRefusal(scope, errors);

    // The caller's enterprises by prefix (an agency's own only): the rows that may update one.
    const mine = new Map(
      (await scopedEnterprises(scope.db, scope).select(['enterprises.prefix as key']).execute()).map(
        (row) => [String(row.key), String(row.id)],
      ),
    );
    const creates: { line: number; cells: Record<string, string>; value: EnterpriseCreate }[] = [];
    const updates: { line: number; value: EnterpriseUpdate }[] = [];
    const prefixRows = new Map<string, number>();
    for (const record of data) {
      const cells = cellsByField(columns, record);
      const prefix = cells.prefix ?? '';
      const first = prefixRows.get(prefix);
      if (prefix !== '' && first !== undefined) {
        report(record.row, 'prefix', prefix, scope.t('api.enterprises.duplicateInFile', { row: first }));
        continue;
      }
      prefixRows.set(prefix, record.row);
      const existingId = mine.get(prefix);
      if (existingId && !updateExisting) {
        report(
          record.row,
          'prefix',
          prefix,
          scope.t('resources.importRowExists', { value: prefix, field: label('prefix', scope.t) }),
        );
        continue;
      }
      if (!existingId && !cells.adminPassword) {
        const field = label('adminPassword', scope.t);
        report(record.row, 'adminPassword', '', scope.t('validation.fieldRequired', { field }));
        continue;
      }
      const result = existingId
        ? enterpriseUpdateSchema.safeParse(updateInput(existingId, cells))
        : enterpriseCreateSchema.safeParse(createInput(cells));
      if (!result.success) {
        for (const issue of result.error.issues)
          report(
            record.row,
            issueColumn(issue),
            cells[issueColumn(issue)] ?? '',
            issueReason(scope.t, issue),
          );
        continue;
      }
      if (existingId) updates.push({ line: record.row, value: result.data as EnterpriseUpdate });
      else creates.push({ line: record.row, cells, value: result.data as EnterpriseCreate });
    }
    // Administrator accounts are new only for created enterprises: duplicates in the file, then on the platform.
    const seen = new Map<string, number>();
    for (const row of creates) {
      const first = seen.get(row.value.adminUsername);
      if (first !== undefined)
        report(
          row.line,
          'adminUsername',
          row.value.adminUsername,
          scope.t('api.enterprises.duplicateInFile', { row: first }),
        );
      else seen.set(row.value.adminUsername, row.line);
    }
    const taken = await uniquenessProblems(
      scope.db,
      scope,
      creates.map((row) => row.value),
    );
    for (const [index, problems] of taken)
      for (const problem of problems)
        report(
          creates[index]!.line,
          problem.field,
          creates[index]!.cells[problem.field] ?? '',
          problem.message,
        );
    if (errors.length) throw importRefusal(scope, errors);

    const agency = await agencyFor(scope, null);
    const quota = await agencyQuotaProblem(
      scope.db,
      scope,
      agency.agencyId,
      creates.map((row) => row.value),
    );
    if (quota) throw refusal(quota);
    const hashed = [];
    for (const row of creates)
      hashed.push({ value: row.value, passwordHash: await hashPassword(row.value.adminPassword) });
    await insertEnterprises(
      scope,
      hashed,
      agency.agencyId,
      updates.map((row) => row.value),
      context.closeSessionSockets,
    );
    const result: ImportResult = { imported: creates.length + updates.length };
    if (updateExisting) result.updated = updates.length;
    return { value: result, target: file.filename, detail: JSON.stringify(result) };
  });
});

/** The file column a schema issue concerns. */
function issueColumn(issue: z.core.$ZodIssue): string {
  return String(issue.path[0] ?? '');
}

function issueReason(t: ReturnType<typeof translator>, issue: z.core.$ZodIssue): string {
  const column = issueColumn(issue);
  return column === 'expiry'
    ? t('api.enterprises.expiryInvalid')
    : describeIssue({ ...issue, path: [column] }, t, ENTERPRISE_LABELS);
}
