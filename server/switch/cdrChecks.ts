/** One call leg as mod_xml_cdr posted it, read from its XML (./xmlCdr.ts). */
export interface ParsedCdr {
  uuid: string;
  /** mod_xml_cdr posts each leg: the caller's (`a`, an inbound channel) and the called party's (`b`). */
  leg: 'a' | 'b';
  accountCode: string;
  context: string;
  callerNumber: string;
  callerName: string;
  calleeNumber: string;
  startMs: number;
  answerMs: number | null;
  endMs: number;
  durationSec: number;
  billedSec: number;
  hangupCause: string;
  video: boolean;
}

/*
 * Every value of a posted CDR is checked against its range before it is stored: a switch's post, right or
 * wrong, must never hold a value that breaks a later query (an epoch of 1e300 read back as a date, a NUL that
 * PostgreSQL refuses in text). A CDR out of range is kept whole as a dead letter with the reason.
 */

/** The earliest call a switch can report (2000-01-01). */
const EARLIEST_MS = Date.UTC(2000, 0, 1);
/** How far ahead of this server's clock a switch's clock may run. */
const CLOCK_SKEW_MS = 24 * 3600 * 1000;
/** The longest call kept as a record. */
const LONGEST_CALL_SEC = 30 * 24 * 3600;

const TEXT_LIMITS: Record<
  'uuid' | 'callerNumber' | 'callerName' | 'calleeNumber' | 'hangupCause' | 'accountCode' | 'context',
  number
> = {
  uuid: 64,
  callerNumber: 64,
  callerName: 128,
  calleeNumber: 64,
  hangupCause: 64,
  accountCode: 64,
  context: 64,
};

/** The first reason the CDR cannot be stored, or null when every value is in its range. */
export function cdrRangeProblem(cdr: ParsedCdr, now: number): string | null {
  const latest = now + CLOCK_SKEW_MS;
  const epochs: [string, number | null][] = [
    ['start', cdr.startMs],
    ['answer', cdr.answerMs],
    ['end', cdr.endMs],
  ];
  for (const [name, value] of epochs) {
    if (value === null) continue;
    if (!Number.isSafeInteger(value) || value < EARLIEST_MS || value > latest)
      return `${name} time out of range: ${String(value)} ms`;
  }
  if (cdr.endMs < cdr.startMs) return 'end time before start time';
  for (const [name, value] of [
    ['duration', cdr.durationSec],
    ['billsec', cdr.billedSec],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0 || value > LONGEST_CALL_SEC)
      return `${name} out of range: ${String(value)}`;
  }
  for (const [field, limit] of Object.entries(TEXT_LIMITS)) {
    const value = cdr[field as keyof typeof TEXT_LIMITS];
    if (value.includes('\u0000')) return `${field} holds a NUL character`;
    if (value.length > limit) return `${field} longer than ${limit} characters`;
  }
  return null;
}

/** Text that any database keeps: NUL (refused by PostgreSQL) written as `\0`, and at most `limit` characters. */
export function storableText(text: string, limit: number): string {
  return text.replaceAll('\u0000', '\\0').slice(0, limit);
}
