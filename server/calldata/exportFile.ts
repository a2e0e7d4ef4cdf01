import type { Readable } from 'node:stream';
import { operationLogResource } from '../../src/contract/audit';
import type { RecordResourceDef } from '../../src/contract/calldata';
import type { FileFormat } from '../../src/contract/resources/files';
import { operationLogCells, type RecordCellWriter } from '../audit/operationCells';
import { hasMessage, hasMessageGroup, type Translate } from '../http/i18n';
import { csvField } from '../resources/csv';
import type { DynamicDb } from '../resources/declaration';
import { fieldLabel } from '../resources/problems';
import { csvTextStream, tableFileStream } from '../resources/tableFile';
import { formatDateTime } from '../resources/transfer';
import type { RecordListInput } from './listConditions';
import { fieldReader, recordFromRow } from './recordRows';
import { streamRows } from './recordStream';

/*
 * The CSV or XLSX file of a record export, produced batch by batch while the client reads it (constant
 * memory: one keyset batch at a time). Cells follow the organisation exports (server/resources/transfer.ts):
 * docs/behaviour.md#constants date-times, translated enum values and flags.
 */

/** Time fields are the ones named …Time or …At (times in ms, answered as numbers). */
function isTimeField(field: string): boolean {
  return /(Time|At)$/.test(field) || field === 'time';
}

type CellWriter = (value: unknown) => string;

/**
 * How one column's values become cells, decided once per export rather than per cell (a 100,000-row
 * export has 1.5 million cells; looking each text up in the catalogue took a third of its time). Only
 * fields with a `values` group in the catalogue have translated values; their few values are remembered.
 */
function cellWriterOf(resource: RecordResourceDef, field: string, t: Translate): CellWriter {
  const timeField = isTimeField(field);
  const yes = t('calldata.common.yes');
  const no = t('calldata.common.no');
  const valuesGroup = `calldata.${resource.name}.values.${field}`;
  const translated = hasMessageGroup(valuesGroup) ? new Map<string, string>() : undefined;
  return (value) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number' && timeField) return formatDateTime(value);
    if (typeof value === 'boolean') return value ? yes : no;
    if (typeof value === 'string' && translated) {
      let text = translated.get(value);
      if (text === undefined) {
        const key = `${valuesGroup}.${value}`;
        text = hasMessage(key) ? t(key) : value;
        // Enum values are a handful; a free-text column with a values group must not grow this unbounded.
        if (translated.size < 1_000) translated.set(value, text);
      }
      return text;
    }
    return String(value);
  };
}

export function exportStream(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  t: Translate,
  format: FileFormat,
): Readable {
  // Records whose cells need more than their own value: the operation log's words.
  const own: Record<string, RecordCellWriter> =
    resource.name === operationLogResource.name ? operationLogCells(t) : {};
  const columns = resource.exportColumns.map((field) => ({
    field,
    read: fieldReader(resource, field),
    write: own[field] ?? cellWriterOf(resource, field, t),
  }));
  // Cells straight from the row, unless a column's words need the whole record.
  const cellsOf = Object.keys(own).length
    ? (row: Record<string, unknown>) => {
        const record = recordFromRow(resource, row);
        return columns.map(({ field, write }) => write(record[field], record));
      }
    : (row: Record<string, unknown>) => columns.map(({ read, write }) => write(read(row), row));
  const rows = () => streamRows(db, resource, enterpriseId, input);
  const header = resource.exportColumns.map((field) => fieldLabel(resource, field, t));
  if (format === 'csv') {
    // One string per batch, no array of cells per row: a million-row export makes little garbage.
    async function* texts() {
      for await (const batch of rows()) {
        let text = '';
        for (const row of batch) text += `${cellsOf(row).map(csvField).join(',')}\r\n`;
        yield text;
      }
    }
    return csvTextStream(header, texts());
  }
  async function* batches() {
    for await (const batch of rows()) yield batch.map(cellsOf);
  }
  return tableFileStream(format, header, batches(), resource.routeName);
}
