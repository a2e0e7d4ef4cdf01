import type { z } from 'zod';
import {
  DEFAULT_ENTERPRISE_LIMITS,
  ENTERPRISE_EXPORT_COLUMNS,
  ENTERPRISE_IMPORT_COLUMNS,
  ENTERPRISE_LABELS,
  type Enterprise,
  enterpriseCreateSchema,
  enterpriseExport,
  enterpriseImport,
  enterpriseTemplate,
} from '../../src/contract/accounts';
import { IMPORT_LIMITS, type ImportRowError } from '../../src/contract/resources';
import { type EndpointHandler, handle } from '../handlers/handler';
import { ApiError } from '../http/errors';
import { hasMessage, type Translate, translator } from '../http/i18n';
import { describeIssue } from '../http/validation';
import { refusal } from '../resources/problems';
import { readTableFile, tableFileAnswer } from '../resources/tableFile';
import { formatDateTime } from '../resources/transfer';
import { hashPassword } from '../security/passwords';
import { formatDate, parseExpiryDate } from './dates';
import { listEnterprises } from './enterpriseList';
import type { EnterpriseRow } from './enterpriseRows';
import { toEnterprise } from './enterpriseRows';
import {
  agencyFor,
  agencyQuotaProblem,
  type EnterpriseCreate,
  insertEnterprises,
  uniquenessProblems,
} from './enterpriseWrites';
import { platformLogged } from './platformLog';
import { platformScope } from './scope';

/*
 * Enterprises in and out of files (docs/protocol.md): export of the filtered rows, the import template, and
 * imports that create every enterprise with its administrator in one transaction or nothing, with every bad
 * row listed. Feature flags travel joined with `|`, dates as YYYY-MM-DD, status as enabled/disabled.
 */

type Column = (typeof ENTERPRISE_EXPORT_COLUMNS)[number] | (typeof ENTERPRISE_IMPORT_COLUMNS)[number];
const LIST_SEPARATOR = '|';
const LIMIT_COLUMNS = ['maxMembers', 'maxExtensions', 'maxConcurrentCalls', 'maxGroups'] as const;

function label(column: string, t: Translate): string {
  const key = `${ENTERPRISE_LABELS}.${column}`;
  return hasMessage(key) ? t(key) : column;
}

function exportCell(enterprise: Enterprise, column: (typeof ENTERPRISE_EXPORT_COLUMNS)[number]): string {
  switch (column) {
    case 'expiry':
      return enterprise.expiry === null ? '' : formatDate(enterprise.expiry);
    case 'functions':
      return enterprise.functions.join(LIST_SEPARATOR);
    case 'createdAt':
      return formatDateTime(enterprise.createdAt);
    default:
      return String(enterprise[column] ?? '');
  }
}

function stamp(ms: number): string {
  return formatDateTime(ms)
    .replace(/[-: ]/g, '')
    .replace(/^(\d{8})/, '$1-');
}

const exportHandler = handle(enterpriseExport, async (context) => {
  const scope = await platformScope(context);
  const { format, ...list } = context.input;
  const rows = (await listEnterprises(scope, list).execute()) as EnterpriseRow[];
  const header = ENTERPRISE_EXPORT_COLUMNS.map((column) => label(column, scope.t));
  const body = rows
    .map(toEnterprise)
    .map((row) => ENTERPRISE_EXPORT_COLUMNS.map((column) => exportCell(row, column)));
  await platformLogged(scope, 'enterprise:export', '', null, async () => ({
    value: null,
    detail: JSON.stringify({ rows: rows.length }),
  }));
  return tableFileAnswer(format, `enterprise-${stamp(scope.now)}`, header, body);
});

const templateHandler = handle(enterpriseTemplate, async (context) => {
  const t = translator(context.locale);
  const header = ENTERPRISE_IMPORT_COLUMNS.map((column) => label(column, t));
  return tableFileAnswer(context.input.format, 'enterprise-template', header, []);
});

/** Header cell → column: the column name or its label in either language, case and spaces ignored. */
function headerIndex(): Map<string, Column> {
  const index = new Map<string, Column>();
  for (const column of ENTERPRISE_IMPORT_COLUMNS) {
    index.set(normal(column), column);
    for (const locale of ['zh_CN', 'en'] as const)
      index.set(normal(label(column, translator(locale))), column);
  }
  return index;
}

function normal(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

const ENABLED_WORDS = new Set(['', 'enabled', 'enable', 'true', '1', '启用', '正常']);
const DISABLED_WORDS = new Set(['disabled', 'disable', 'false', '0', '停用', '禁用']);

/** A row's cells as the create request (the schema then checks it like an add). */
function createInput(cells: Record<string, string>): Record<string, unknown> {
  const integer = (column: (typeof LIMIT_COLUMNS)[number]) => {
    const text = cells[column] ?? '';
    return text === '' ? DEFAULT_ENTERPRISE_LIMITS[column] : Number(text);
  };
  const status = normal(cells.status ?? '');
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

/** The file column a schema issue concerns. */
function issueColumn(issue: z.core.$ZodIssue): string {
  return String(issue.path[0] ?? '');
}

const importHandler = handle(enterpriseImport, async (context) => {
  const scope = await platformScope(context);
  const file = context.upload;
  if (!file) throw new ApiError(200, 'resources.fileMissing');
  return platformLogged(scope, 'enterprise:import', file.filename, null, async () => {
    const [header, ...data] = await readTableFile(file.content);
    if (!header || !data.length) throw new ApiError(200, 'resources.importEmpty');
    if (data.length > IMPORT_LIMITS.maxRows)
      throw new ApiError(200, 'resources.importTooManyRows', { max: IMPORT_LIMITS.maxRows });
    const errors: ImportRowError[] = [];
    const report = (row: number, column: string, value: string, reason: string) =>
      errors.push({ row, field: label(column, scope.t), value, reason });

    const known = headerIndex();
    const columns = header.cells.map((cell) => known.get(normal(cell)));
    header.cells.forEach((cell, position) => {
      const column = columns[position];
      if (!column) report(header.row, cell, cell, scope.t('validation.unknownColumn', { value: cell }));
      else if (columns.indexOf(column) !== position)
        report(header.row, column, cell, scope.t('validation.duplicateColumn', { value: cell }));
    });
    for (const required of ['name', 'prefix', 'adminUsername', 'adminPassword'] as const)
      if (!columns.includes(required))
        report(
          header.row,
          required,
          '',
          scope.t('validation.columnMissing', { field: label(required, scope.t) }),
        );
    if (errors.length) throw importRefusal(scope.t, errors);

    const parsed: { line: number; cells: Record<string, string>; value: EnterpriseCreate }[] = [];
    for (const record of data) {
      const cells = Object.fromEntries(
        columns.flatMap((column, position) =>
          column ? [[column, (record.cells[position] ?? '').trim()]] : [],
        ),
      );
      const result = enterpriseCreateSchema.safeParse(createInput(cells));
      if (!result.success) {
        for (const issue of result.error.issues) {
          const column = issueColumn(issue);
          const reason =
            column === 'expiry'
              ? scope.t('api.enterprises.expiryInvalid')
              : describeIssue({ ...issue, path: [column] }, scope.t, ENTERPRISE_LABELS);
          report(record.row, column, cells[column] ?? '', reason);
        }
        continue;
      }
      parsed.push({ line: record.row, cells, value: result.data });
    }
    // Duplicates within the file, then against the platform.
    for (const column of ['prefix', 'adminUsername'] as const) {
      const seen = new Map<string, number>();
      for (const row of parsed) {
        const first = seen.get(row.value[column]);
        if (first !== undefined)
          report(
            row.line,
            column,
            row.value[column],
            scope.t('api.enterprises.duplicateInFile', { row: first }),
          );
        else seen.set(row.value[column], row.line);
      }
    }
    const taken = await uniquenessProblems(
      scope.db,
      scope,
      parsed.map((row) => row.value),
    );
    for (const [index, problems] of taken)
      for (const problem of problems)
        report(
          parsed[index]!.line,
          problem.field,
          parsed[index]!.cells[problem.field] ?? '',
          problem.message,
        );
    if (errors.length) throw importRefusal(scope.t, errors);

    const agency = await agencyFor(scope, null);
    const quota = await agencyQuotaProblem(
      scope.db,
      scope,
      agency.agencyId,
      parsed.map((row) => row.value),
    );
    if (quota) throw refusal(quota);
    const hashed = [];
    for (const row of parsed)
      hashed.push({ value: row.value, passwordHash: await hashPassword(row.value.adminPassword) });
    await insertEnterprises(scope, hashed, agency.agencyId);
    return {
      value: { imported: parsed.length },
      target: file.filename,
      detail: JSON.stringify({ imported: parsed.length }),
    };
  });
});

function importRefusal(t: Translate, unsorted: ImportRowError[]): ApiError {
  const errors = [...unsorted].sort((a, b) => a.row - b.row);
  const rows = new Set(errors.map((error) => error.row)).size;
  return refusal(t('resources.importRefused', { rows, errors: errors.length }), { errors });
}

export const ENTERPRISE_FILE_HANDLERS: readonly EndpointHandler[] = [
  exportHandler,
  templateHandler,
  importHandler,
];
