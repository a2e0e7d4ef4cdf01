import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import type { Kysely } from 'kysely';
import { insertCallRecord } from '../calldata/callRecordWrites';
import type { Database } from '../db/schema';
import { dynamic } from '../resources/declaration';
import { cdrRangeProblem, type ParsedCdr, storableText } from './cdrChecks';
import { intakeCallType } from './enterpriseCodecs';

/*
 * FreeSWITCH mod_xml_cdr posts one `<cdr>` per call leg when it hangs up — raw XML, or form-encoded
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
function cdrXmlOf(body: string, contentType: string): string {
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

class CdrRejected extends Error {}

function parseCdr(xml: string): ParsedCdr {
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
  const duration = v('duration') === '' ? Number.NaN : Number(v('duration'));
  const billed = v('billsec') === '' ? Number.NaN : Number(v('billsec'));
  const channel = (cdr.channel_data ?? {}) as Variables;
  const direction = decoded(channel.direction) || v('direction');
  return {
    uuid: v('uuid') || decoded(profile.uuid),
    leg: direction === 'outbound' ? 'b' : 'a',
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

function statusOf(cdr: ParsedCdr): 'answered' | 'no_answer' | 'busy' | 'cancelled' | 'failed' {
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
function placeCdr(cdr: ParsedCdr, enterprises: readonly Enterprise[]): Enterprise | null {
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
  | { stored: true; enterpriseId: string; duplicate: boolean }
  | { stored: false; deadLetterId: string; reason: string };

/**
 * Stores one posted CDR as a call record, once per call uuid and leg (mod_xml_cdr posts again when our answer
 * is late), or as a dead letter with the reason it could not be stored. Whatever the post holds, the answer is
 * an outcome, never an error: the switch would retry a failed post for ever.
 */
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
    const problem = cdrRangeProblem(cdr, now);
    if (problem) throw new CdrRejected(problem);
    const enterprises = await db.selectFrom('enterprises').select(['id', 'prefix']).execute();
    const enterprise = placeCdr(cdr, enterprises);
    if (!enterprise)
      throw new CdrRejected(
        `no enterprise for account code "${cdr.accountCode}", ${cdr.callerNumber} → ${cdr.calleeNumber}`,
      );
    const stored = await storeOnce(db, cdr, enterprise, now);
    return { stored: true, enterpriseId: enterprise.id, duplicate: !stored };
  } catch (error) {
    const reason =
      error instanceof CdrRejected ? error.message : `could not be stored: ${(error as Error).message}`;
    const id = await keepDeadLetter(db, body, uuid, reason, now);
    return { stored: false, deadLetterId: id, reason };
  }
}

/** The call record, unless this uuid and leg was stored already; answers whether it wrote one. */
async function storeOnce(
  db: Kysely<Database>,
  cdr: ParsedCdr,
  enterprise: Enterprise,
  now: number,
): Promise<boolean> {
  const status = statusOf(cdr);
  // Read before the transaction: on SQLite the transaction holds the one connection.
  const callType = await intakeCallType(db, enterprise.id, cdr.video);
  return db.transaction().execute(async (trx) => {
    if (cdr.uuid) {
      const claimed = await dynamic(trx)
        .insertInto('cdr_received')
        .values({ call_uuid: cdr.uuid, leg: cdr.leg, received_at: now })
        .onConflict((conflict) => conflict.columns(['call_uuid', 'leg']).doNothing())
        .returning('call_uuid')
        .executeTakeFirst();
      // Nothing returned: this leg of this call is stored already.
      if (!claimed) return false;
    }
    await insertCallRecord(trx, {
      enterprise_id: enterprise.id,
      direction: directionOf(cdr, enterprise),
      caller_number: cdr.callerNumber,
      caller_name: cdr.callerName,
      callee_number: cdr.calleeNumber,
      callee_name: '',
      start_time: cdr.startMs,
      answer_time: status === 'answered' ? cdr.answerMs : null,
      end_time: cdr.endMs,
      duration_sec: cdr.durationSec,
      billed_sec: status === 'answered' ? cdr.billedSec : 0,
      status,
      hangup_cause: cdr.hangupCause,
      call_type: callType,
      has_recording: 0,
    });
    return true;
  });
}

/** Keeps a post that could not be stored, whole (as far as a database keeps text), with its reason. */
async function keepDeadLetter(
  db: Kysely<Database>,
  body: string,
  uuid: string,
  reason: string,
  now: number,
): Promise<string> {
  const id = randomUUID();
  await dynamic(db)
    .insertInto('cdr_dead_letters')
    .values({
      id,
      received_at: now,
      reason: storableText(reason, 500),
      call_uuid: storableText(uuid, 64),
      body: storableText(body, 1_000_000),
    })
    .execute();
  return id;
}

/** Dead letters kept, for the dashboard. */
export async function countDeadLetters(db: Kysely<Database>): Promise<number> {
  const row = (await dynamic(db)
    .selectFrom('cdr_dead_letters')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}
