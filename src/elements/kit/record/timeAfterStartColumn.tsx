import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { RecordResourceDef } from '../../../contract/calldata';
import { DATE_TIME_FORMAT } from '../../../core/config/constants';
import type { GridColumn } from '..';
import { fieldColumnFrame } from './recordColumns';

const TIME_OF_DAY = 'HH:mm:ss';

/** A time after a record's start: the clock time when on the start's day, the full date-time when not. */
export function timeAfterStart(start: number, time: number | null): string {
  if (time === null) return '';
  return dayjs(time).format(dayjs(time).isSame(start, 'day') ? TIME_OF_DAY : DATE_TIME_FORMAT);
}

/**
 * An answer or end time as {@link timeAfterStart} shows it, the full date-time on hover: the column is half
 * as wide as a full date-time, so the row actions stay in view at 1440 px. Details and exports keep the full
 * value.
 */
export function timeAfterStartColumn<Row extends { startTime: number }>(
  resource: RecordResourceDef,
  field: string,
  width: number,
  t: TFunction,
): GridColumn<Row> {
  return {
    ...fieldColumnFrame<Row>(resource, field, width, t),
    render: (row) => {
      const value = (row as unknown as Record<string, number | null>)[field] ?? null;
      return (
        <span title={value === null ? undefined : dayjs(value).format(DATE_TIME_FORMAT)}>
          {timeAfterStart(row.startTime, value)}
        </span>
      );
    },
  };
}
