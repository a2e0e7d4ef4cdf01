import type { ResourceDef } from '../../src/contract/resources';
import { translator } from '../http/i18n';
import type { TableRecord } from './tableFile';

/*
 * The header row of an import file: which column holds which field. A file the screen exported imports back
 * unchanged (docs/behaviour.md, "Import and export"), so the export's read-only columns (created time, a
 * bound member, an enterprise's name) are known by their header in either language and skipped.
 */

/** A header cell's place: the field it fills, `ignored` for an export-only column, undefined if unknown. */
export type ColumnField = string | typeof IGNORED | undefined;
export const IGNORED = Symbol('ignored column');

export function normalHeader(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Header text → field, for the given columns: the field name or its label (as `label` gives it in a
 * language) in either language, case and spaces ignored.
 */
export function headerIndex(
  importColumns: readonly string[],
  exportOnlyColumns: readonly string[],
  label: (field: string, locale: 'zh_CN' | 'en') => string,
): Map<string, string | typeof IGNORED> {
  const index = new Map<string, string | typeof IGNORED>();
  const add = (field: string, value: string | typeof IGNORED) => {
    for (const text of [field, label(field, 'zh_CN'), label(field, 'en')])
      if (!index.has(normalHeader(text))) index.set(normalHeader(text), value);
  };
  for (const field of importColumns) add(field, field);
  for (const field of exportOnlyColumns) add(field, IGNORED);
  return index;
}

/** A resource's header index: its import columns, and its export's other columns as ignored. */
export function resourceHeaderIndex(
  resource: ResourceDef,
  fieldLabel: (resource: ResourceDef, field: string, t: ReturnType<typeof translator>) => string,
): Map<string, string | typeof IGNORED> {
  const exportOnly = resource.exportColumns.filter((field) => !resource.importColumns.includes(field));
  return headerIndex(resource.importColumns, exportOnly, (field, locale) =>
    fieldLabel(resource, field, translator(locale)),
  );
}

/**
 * The CSV writer puts `'` before a text a spreadsheet would run as a formula (server/resources/csv.ts); an
 * exported cell reads back as it was stored.
 */
function unguardedCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** A data row's cells by field, trimmed, skipping unknown and ignored columns. */
export function cellsByField(columns: readonly ColumnField[], record: TableRecord): Record<string, string> {
  return Object.fromEntries(
    columns.flatMap((field, position) =>
      typeof field === 'string' ? [[field, unguardedCell((record.cells[position] ?? '').trim())]] : [],
    ),
  );
}
