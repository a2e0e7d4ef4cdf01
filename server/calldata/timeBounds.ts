import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_TIME_PATTERN } from '../../src/contract/calldata';

dayjs.extend(customParseFormat);

/**
 * A time bound of a range filter as ms since the epoch: numbers are taken as they are; docs/behaviour.md#validation date-times
 * (`YYYY-MM-DD HH:mm:ss`, what the console's date inputs send) are read in the server's time zone.
 */
export function timeBoundMs(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && DATE_TIME_PATTERN.test(value)) {
    const parsed = dayjs(value, 'YYYY-MM-DD HH:mm:ss', true);
    return parsed.isValid() ? parsed.valueOf() : undefined;
  }
  return undefined;
}
