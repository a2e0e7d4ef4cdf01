/**
 * The browser's clock against the server's, from one request: the server read its clock somewhere between
 * sending and receiving, so the middle of the round trip is the best guess of when (NTP's reasoning).
 * Positive: the browser is ahead.
 */
export function browserDriftMs(serverNow: number, sentAt: number, receivedAt: number): number {
  return Math.round((sentAt + receivedAt) / 2 - serverNow);
}

/** `+08:00` for 480 minutes. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

/** A time in a given IANA zone, as docs/behaviour.md#constants's `YYYY-MM-DD HH:mm:ss`. */
export function formatInZone(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${value('year')}-${value('month')}-${value('day')} ${value('hour')}:${value('minute')}:${value('second')}`;
}
