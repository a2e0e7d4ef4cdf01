import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../config/constants';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * docs/behaviour.md#validation: outgoing request data — date-like values (Date, dayjs) become `YYYY-MM-DD HH:mm:ss`,
 * strings are trimmed, nested plain objects and arrays are walked. Pure: the input is not changed.
 * Anything else (numbers, booleans, null, Blob, FormData, …) passes through as it is.
 */
export function formatRequestData<T>(value: T): T;
export function formatRequestData(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (value instanceof Date) return dayjs(value).format(DATE_TIME_FORMAT);
  if (dayjs.isDayjs(value)) return value.format(DATE_TIME_FORMAT);
  if (Array.isArray(value)) return value.map((item) => formatRequestData(item));
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = formatRequestData(item);
    return result;
  }
  return value;
}
