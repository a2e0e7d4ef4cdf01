import { Readable } from 'node:stream';
import type { RecordResourceDef } from '../../src/contract/calldata';
import { hasMessage, type Translate } from '../http/i18n';
import { formatCsv } from '../resources/csv';
import type { DynamicDb } from '../resources/declaration';
import { fieldLabel } from '../resources/problems';
import { formatDateTime } from '../resources/transfer';
import { type RecordListInput, streamRecords } from './recordQuery';

/*
 * The CSV of a record export, produced batch by batch while the client reads it (constant memory: one
 * keyset batch at a time). Cells follow the organisation exports (server/resources/transfer.ts): spec §9
 * date-times, translated enum values and flags, the BOM once at the start.
 */

const UTF8_BOM_LENGTH = 3;

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
): Readable {
  async function* lines() {
    const header = resource.exportColumns.map((field) => fieldLabel(resource, field, t));
    yield Buffer.from(formatCsv([header]));
    for await (const batch of streamRecords(db, resource, enterpriseId, input)) {
      const rows = batch.map((record) =>
        resource.exportColumns.map((field) => cellOf(resource, field, record[field], t)),
      );
      // formatCsv writes a BOM before every chunk it makes; the file has one, at its start.
      yield Buffer.from(formatCsv(rows).subarray(UTF8_BOM_LENGTH));
    }
  }
  return Readable.from(lines());
}
