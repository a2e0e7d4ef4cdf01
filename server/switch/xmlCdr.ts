import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import type { Kysely } from 'kysely';
import { insertCallRecord } from '../calldata/callRecordWrites';
import type { Database } from '../db/schema';
import { dynamic } from '../resources/declaration';
import { intakeCallType } from './enterpriseCodecs';

/*
 * Issue 12: FreeSWITCH mod_xml_cdr posts one `<cdr>` per call leg when it hangs up — raw XML, or form-encoded
 * as `cdr=<xml>` (its `encode` setting: url-encoded or base64). Its `<variables>` carry the values url-encoded.
 * Each becomes a call record of the enterprise it belongs to, through the simulator's own write path; a post
 * that cannot be placed is kept in `cdr_dead_letters` with its reason, never dropped.
 */

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  // Every value stays text: numbers such as extension 0800 must keep their zeros.
  parseAttributeValue: false,
  processEntities: true,
});

type Variables = Record<string, unknown>;

/** The XML of a post, whatever mod_xml_cdr's `encode` setting was. */
export function cdrXmlOf(body: string, contentType: string): string {
  const text = body.trim();
  if (text.startsWith('<')) return text;
  if (contentType.includes('x-www-form-urlencoded') || text.startsWith('cdr=')) {
    const value = new URLSearchParams(text).get('cdr') ?? '';
    const trimmed = value.trim();
    if (trimmed.startsWith('<')) return trimmed;
    return Buffer.from(trimmed, 'base64').toString('utf8').trim();
  }
  return Buffer.from(text, 'base64').toString('utf8').trim();
}

function decoded(value: unknown): string {
  if (value === undefined || value === null || typeof value === 'object') return '';
  const text = String(value);
  try {
    return decodeURIComponent(text.replace(/\+/g, '%20'));
  } catch {
    return text;
  }
}

/** Epoch seconds (or microseconds) as milliseconds; 0 and empty mean "never". */
function epochMs(seconds: string, micros?: string): number | null {
  const micro = Number(micros);
  if (micros && Number.isFinite(micro) && micro > 0) return Math.round(micro / 1000);
  const value = Number(seconds);
  return Number.isFinite(value) && value > 0 ? value * 1000 : null;
}

const CAUSE_STATUS: Record<string, 'busy' | 'no_answer' | 'cancelled'> = {
  USER_BUSY: 'busy',
  NO_ANSWER: 'no_answer',
  NO_USER_RESPONSE: 'no_answer',
  ORIGINATOR_CANCEL: 'cancelled',
};

export interface ParsedCdr {
  uuid: string;
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

export class CdrRejected extends Error {}

export function parseCdr(xml: string): ParsedCdr {
  let tree: Record<string, unknown>;
  try {
    tree = parser.parse(xml, true) as Record<string, unknown>;
  } catch (error) {
    throw new CdrRejected(`not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  const cdr = tree.cdr as Record<string, unknown> | undefined;
  const variables = (cdr?.variables ?? null) as Variables | null;
  if (!cdr || !variables || typeof variables !== 'object') throw new CdrRejected('no <cdr> with <variables>');
  const callflow = Array.isArray(cdr.callflow) ? cdr.callflow[0] : cdr.callflow;
  const profile = ((callflow as Record<string, unknown> | undefined)?.caller_profile ?? {}) as Variables;
  const times = ((callflow as Record<string, unknown> | undefined)?.times ?? {}) as Variables;
  const v = (name: string) => decoded(variables[name]);
  const startMs = epochMs(v('start_epoch'), v('start_uepoch')) ?? epochMs('', decoded(times.created_time));
  const endMs = epochMs(v('end_epoch'), v('end_uepoch')) ?? epochMs('', decoded(times.hangup_time));
  if (startMs === null || endMs === null) throw new CdrRejected('no start or end time');
  const answerMs = epochMs(v('answer_epoch'), v('answer_uepoch'));
  const duration = Number(v('duration'));
  const billed = Number(v('billsec'));
  return {
    uuid: v('uuid') || decoded(profile.uuid),
    accountCode: v('accountcode'),
    context: v('user_context') || decoded(profile.context),
    callerNumber: v('caller_id_number') || decoded(profile.caller_id_number) || v('sip_from_user'),
    callerName: v('caller_id_name') || decoded(profile.caller_id_name),
    calleeNumber: v('destination_number') || decoded(profile.destination_number) || v('sip_to_user'),
    startMs,
    answerMs,
    endMs,
    durationSec: Number.isFinite(duration) ? duration : Math.round((endMs - startMs) / 1000),
    billedSec: Number.isFinite(billed) ? billed : answerMs ? Math.round((endMs - answerMs) / 1000) : 0,
    hangupCause: v('hangup_cause') || 'NORMAL_CLEARING',
    video:
      v('video_media_flow') === 'sendrecv' ||
      v('video_read_codec') !== '' ||
      v('rtp_use_video_codec_name') !== '',
  };
}

export function statusOf(cdr: ParsedCdr): 'answered' | 'no_answer' | 'busy' | 'cancelled' | 'failed' {
  if (cdr.answerMs !== null && cdr.billedSec >= 0 && cdr.answerMs > 0) return 'answered';
  return CAUSE_STATUS[cdr.hangupCause] ?? 'failed';
}

interface Enterprise {
  id: string;
  prefix: string;
}

/**
 * The enterprise of a call: its account code (the directory sets it to the caller's enterprise prefix), else
 * the user context, else the longest enterprise prefix that starts the caller's or the callee's number.
 */
export function placeCdr(cdr: ParsedCdr, enterprises: readonly Enterprise[]): Enterprise | null {
  const byPrefix = (prefix: string) => enterprises.find((enterprise) => enterprise.prefix === prefix) ?? null;
  const named = byPrefix(cdr.accountCode) ?? byPrefix(cdr.context);
  if (named) return named;
  const owner = (number: string) =>
    enterprises
      .filter(
        (enterprise) => number.length > enterprise.prefix.length && number.startsWith(enterprise.prefix),
      )
      .sort((a, b) => b.prefix.length - a.prefix.length)[0] ?? null;
  return owner(cdr.callerNumber) ?? owner(cdr.calleeNumber);
}

function directionOf(cdr: ParsedCdr, enterprise: Enterprise): 'inbound' | 'outbound' | 'internal' {
  const ours = (number: string) =>
    number.startsWith(enterprise.prefix) && number.length > enterprise.prefix.length;
  if (ours(cdr.callerNumber) && ours(cdr.calleeNumber)) return 'internal';
  return ours(cdr.callerNumber) ? 'outbound' : 'inbound';
}

export type CdrOutcome =
  | { stored: true; enterpriseId: string }
  | { stored: false; deadLetterId: string; reason: string };

/** Stores one posted CDR as a call record, or as a dead letter with the reason it could not be placed. */
export async function ingestCdr(
  db: Kysely<Database>,
  body: string,
  contentType: string,
  now: number,
): Promise<CdrOutcome> {
  let uuid = '';
  try {
    const cdr = parseCdr(cdrXmlOf(body, contentType));
    uuid = cdr.uuid;
    const enterprises = await db.selectFrom('enterprises').select(['id', 'prefix']).execute();
    const enterprise = placeCdr(cdr, enterprises);
    if (!enterprise)
      throw new CdrRejected(
        `no enterprise for account code "${cdr.accountCode}", ${cdr.callerNumber} → ${cdr.calleeNumber}`,
      );
    const status = statusOf(cdr);
    await insertCallRecord(db, {
      enterprise_id: enterprise.id,
      direction: directionOf(cdr, enterprise),
      caller_number: cdr.callerNumber.slice(0, 64),
      caller_name: cdr.callerName.slice(0, 128),
      callee_number: cdr.calleeNumber.slice(0, 64),
      callee_name: '',
      start_time: cdr.startMs,
      answer_time: status === 'answered' ? cdr.answerMs : null,
      end_time: cdr.endMs,
      duration_sec: Math.max(0, Math.round(cdr.durationSec)),
      billed_sec: status === 'answered' ? Math.max(0, Math.round(cdr.billedSec)) : 0,
      status,
      hangup_cause: cdr.hangupCause.slice(0, 64),
      call_type: await intakeCallType(db, enterprise.id, cdr.video),
      has_recording: 0,
    });
    return { stored: true, enterpriseId: enterprise.id };
  } catch (error) {
    if (!(error instanceof CdrRejected)) throw error;
    const id = randomUUID();
    await dynamic(db)
      .insertInto('cdr_dead_letters')
      .values({
        id,
        received_at: now,
        reason: error.message.slice(0, 500),
        call_uuid: uuid.slice(0, 64),
        body: body.slice(0, 1_000_000),
      })
      .execute();
    return { stored: false, deadLetterId: id, reason: error.message };
  }
}

/** Dead letters kept, for the dashboard. */
export async function countDeadLetters(db: Kysely<Database>): Promise<number> {
  const row = (await dynamic(db)
    .selectFrom('cdr_dead_letters')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}
