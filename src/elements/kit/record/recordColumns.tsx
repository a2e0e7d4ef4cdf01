import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { RecordResourceDef } from '../../../contract/calldata';
import { formatByteSize, secondsOf } from '../../../contract/format/quantities';
import { DATE_TIME_FORMAT } from '../../../core/config/constants';
import type { GridColumn } from '..';

/** Fields holding times in ms (…Time, …At, time). */
function isTimeField(field: string): boolean {
  return /(Time|At)$/.test(field) || field === 'time';
}

/** A record value as people read it: docs/behaviour.md#constants date-times, translated enum values and flags. */
export function displayValue(
  resource: RecordResourceDef,
  field: string,
  value: unknown,
  t: TFunction,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && isTimeField(field)) return dayjs(value).format(DATE_TIME_FORMAT);
  if (typeof value === 'boolean') return t(value ? 'calldata.common.yes' : 'calldata.common.no');
  const key = `calldata.${resource.name}.values.${field}.${String(value)}`;
  const text = t(key);
  return text === key ? String(value) : text;
}

export function fieldLabel(resource: RecordResourceDef, field: string, t: TFunction): string {
  return t(`${resource.labels}.${field}`);
}

/**
 * A grid header: the language's shorter column title when it has one (`calldata.<record>.columns.<field>`,
 * "Duration" over cells "83 s" where forms and exports say "Duration (s)"), else the field's label.
 */
export function columnTitle(resource: RecordResourceDef, field: string, t: TFunction): string {
  return t(`calldata.${resource.name}.columns.${field}`, { defaultValue: fieldLabel(resource, field, t) });
}

/** A field's column without its cell: key, grid title, sortable as the resource says, width. */
export function fieldColumnFrame<Row>(
  resource: RecordResourceDef,
  field: string,
  width: number,
  t: TFunction,
): Omit<GridColumn<Row>, 'render'> {
  return {
    key: field,
    title: columnTitle(resource, field, t),
    sortable: resource.sortable.includes(field),
    width,
  };
}

/** A number with its unit in the cell ("83 s"), so its header needs none. */
export function quantityColumn<Row>(
  resource: RecordResourceDef,
  field: string,
  unit: 'seconds' | 'milliseconds' | 'bytes',
  width: number,
  t: TFunction,
): GridColumn<Row> {
  return {
    ...fieldColumnFrame<Row>(resource, field, width, t),
    render: (row) => {
      const value = (row as Record<string, unknown>)[field];
      if (typeof value !== 'number') return '';
      // Sizes in KB/MB and bursts in seconds: "725 KB", "17 s", not "742237 bytes" or "17000 ms".
      if (unit === 'bytes') return formatByteSize(value);
      if (unit === 'milliseconds') return t('calldata.common.seconds', { value: secondsOf(value) });
      return t(`calldata.common.${unit}`, { value });
    },
  };
}

/** A column: a field name, a field name with its width, or a full column. */
export type RecordColumn<Row> =
  | string
  | readonly [string, number]
  | (GridColumn<Row> & { render?: (row: Row) => ReactNode });

/** Grid columns from field names (labels, sort and formatting from the record declaration) or full columns. */
export function recordColumns<Row>(
  resource: RecordResourceDef,
  columns: readonly RecordColumn<Row>[],
  t: TFunction,
): GridColumn<Row>[] {
  return columns.map((column) => {
    if (typeof column === 'object' && !Array.isArray(column)) return column as GridColumn<Row>;
    const [key, width] = typeof column === 'string' ? [column, undefined] : column;
    return {
      key,
      title: columnTitle(resource, key, t),
      sortable: resource.sortable.includes(key),
      // Blueprint's table renders only the columns in view: keep a screen's columns within a laptop's width.
      width: width ?? (isTimeField(key) ? 160 : 100),
      render: (row: Row) => displayValue(resource, key, (row as Record<string, unknown>)[key], t),
    };
  });
}
