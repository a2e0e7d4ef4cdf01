/** docs/behaviour.md#constants date format YYYY-MM-DD, in the server's time zone (the one its console is set to). */
export { formatDate } from '../../src/contract/format/dates';

/** Reads YYYY-MM-DD (or a full date-time) as the end of that day in the server's time zone; NaN if invalid. */
export function parseExpiryDate(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  const date =
    hours === undefined || Number.isNaN(hours)
      ? new Date(year!, month! - 1, day!, 23, 59, 59)
      : new Date(year!, month! - 1, day!, hours, minutes ?? 0, seconds || 0);
  if (date.getMonth() !== month! - 1 || date.getDate() !== day) return Number.NaN;
  return date.getTime();
}
