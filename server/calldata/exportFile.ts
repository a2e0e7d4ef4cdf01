import type { Readable } from 'node:stream';
import type { RecordResourceDef } from '../../src/contract/calldata';
import type { FileFormat } from '../../src/contract/resources/files';
import { hasMessage, type Translate } from '../http/i18n';
import type { DynamicDb } from '../resources/declaration';
import { fieldLabel } from '../resources/problems';
import { tableFileStream } from '../resources/tableFile';
import { formatDateTime } from '../resources/transfer';
import { type RecordListInput, streamRecords } from './recordQuery';

/*
 * The CSV or XLSX file of a record export, produced batch by batch while the client reads it (constant
 * memory: one keyset batch at a time). Cells follow the organisation exports (server/resources/transfer.ts):
 * spec §9 date-times, translated enum values and flags.
 */

/** Time fields are the ones named …Time or …At (times in ms, answered as numbers). */
function isTimeField(field: string): boolean {
  return /(Time|At)$/.test(field) || field === 'time';
}

function cellOf(resource: RecordResourceDef, field: string, value: unknown, t: Translate): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && isTimeField(field)) return formatDateTime(value);
  if (typeof value === 'boolean') return t(value ? 'calldata.common.yes' : 'calldata.common.no');
  const valueKey = `calldata.${resource.name}.values.${field}.${String(value)}`;
  if (typeof value === 'string' && hasMessage(valueKey)) return t(valueKey);
  return String(value);
}

export function exportStream(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  t: Translate,
  format: FileFormat,
): Readable {
  async function* batches() {
    for await (const batch of streamRecords(db, resource, enterpriseId, input))
      yield batch.map((record) =>
        resource.exportColumns.map((field) => cellOf(resource, field, record[field], t)),
      );
  }
  const header = resource.exportColumns.map((field) => fieldLabel(resource, field, t));
  return tableFileStream(format, header, batches(), resource.routeName);
}
