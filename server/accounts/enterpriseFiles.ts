import {
  ENTERPRISE_EXPORT_COLUMNS,
  ENTERPRISE_IMPORT_COLUMNS,
  ENTERPRISE_LABELS,
  type Enterprise,
  enterpriseExport,
  enterpriseTemplate,
} from '../../src/contract/accounts';
import { type EndpointHandler, handle } from '../handlers/handler';
import { hasMessage, type Translate, translator } from '../http/i18n';
import { tableFileAnswer } from '../resources/tableFile';
import { formatDateTime } from '../resources/transfer';
import { formatDate } from './dates';
import { listEnterprises } from './enterpriseList';
import type { EnterpriseRow } from './enterpriseRows';
import { toEnterprise } from './enterpriseRows';
import { platformLogged } from './platformLog';
import { platformScope } from './scope';

/*
 * Enterprises out to files (docs/protocol.md): export of the filtered rows and the import template; imports
 * are enterpriseImport.ts. Feature flags travel joined with `|`, dates as YYYY-MM-DD, status as
 * enabled/disabled.
 */

const LIST_SEPARATOR = '|';

export function enterpriseLabel(column: string, t: Translate): string {
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
  const header = ENTERPRISE_EXPORT_COLUMNS.map((column) => enterpriseLabel(column, scope.t));
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
  const header = ENTERPRISE_IMPORT_COLUMNS.map((column) => enterpriseLabel(column, t));
  return tableFileAnswer(context.input.format, 'enterprise-template', header, []);
});

export const ENTERPRISE_FILE_HANDLERS: readonly EndpointHandler[] = [exportHandler, templateHandler];
