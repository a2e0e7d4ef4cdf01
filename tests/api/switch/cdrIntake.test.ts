import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_FREESWITCH_PASSWORD, DEV_FREESWITCH_USER } from '../../../server/config';
import type { CallRecord } from '../../../src/contract/calldata';
import type { CdrDeadLetter } from '../../../src/contract/switch/switchIntake';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { xmlCdr } from './fixtures';

/*
 * Nothing a switch posts to /freeswitch/cdr can break a page: every value is checked against its range, a CDR
 * that cannot be stored is a dead letter answered 200 (mod_xml_cdr would retry anything else for ever), and
 * the same call leg posted twice is stored once.
 */

let t: TestServer;
let acme: ResourceSession;
let admin: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  [acme, admin] = await Promise.all([signIn(t, 'acme'), signIn(t, 'admin')]);
});
afterAll(async () => t?.stop());

const basic = `Basic ${Buffer.from(`${DEV_FREESWITCH_USER}:${DEV_FREESWITCH_PASSWORD}`).toString('base64')}`;

async function postCdr(body: string) {
  const response = await fetch(`${t.server.url}/freeswitch/cdr`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml', authorization: basic },
    body,
  });
  return { status: response.status, text: await response.text() };
}

const call = (uuid: string, callerName: string) =>
  xmlCdr({
    uuid,
    caller: '8001001',
    callerName,
    destination: '8001002',
    accountCode: '8001',
    context: '8001',
    startEpoch: Math.floor(Date.now() / 1000) - 300,
    answered: true,
    billsec: 30,
    hangupCause: 'NORMAL_CLEARING',
  });

/** The same CDR with one variable's text replaced. */
const withVariable = (xml: string, name: string, value: string) =>
  xml.replace(new RegExp(`<${name}>[^<]*</${name}>`), `<${name}>${value}</${name}>`);

async function deadLetter(uuid: string) {
  return t.server.db
    .selectFrom('cdr_dead_letters' as never)
    .select(['reason', 'body'] as never[])
    .where('call_uuid' as never, '=', uuid as never)
    .executeTakeFirst() as Promise<{ reason: string; body: string } | undefined>;
}

async function recordsNamed(name: string): Promise<CallRecord[]> {
  return (await acme.ok<Page<CallRecord>>('/cdr/page', { keyword: name, pageSize: 10 })).records;
}

describe('CDR intake', () => {
  it('an epoch of 1e300 is a dead letter answered 200, and the call records still page', async () => {
    const answer = await postCdr(withVariable(call('huge-epoch-1', 'Huge Epoch'), 'start_epoch', '1e300'));
    expect(answer).toEqual({ status: 200, text: 'kept' });
    const letter = await deadLetter('huge-epoch-1');
    expect(letter?.reason).toContain('start time out of range');
    expect(letter?.body).toContain('1e300');
    const page = await acme.call('/cdr/page', { pageSize: 10 });
    expect(page.status).toBe(200);
    expect(page.envelope.code).toBe('0000');
    expect(await recordsNamed('Huge Epoch')).toEqual([]);

    // The platform administrator sees it with its reason; an enterprise does not.
    const letters = await admin.ok<{ records: CdrDeadLetter[]; total: number }>(
      '/maintenance/cdrDeadLetters',
      {
        pageNum: 1,
        pageSize: 10,
      },
    );
    const listed = letters.records.find((row) => row.callUuid === 'huge-epoch-1');
    expect(listed?.reason).toContain('start time out of range');
    expect(listed?.size).toBeGreaterThan(1000);
    expect(letters.total).toBeGreaterThanOrEqual(1);
    expect(
      (await acme.call('/maintenance/cdrDeadLetters', { pageNum: 1, pageSize: 10 })).envelope.code,
    ).not.toBe('0000');
  });

  it('a NUL in a name, a huge or negative duration: dead letters, 200', async () => {
    // The fixture url-encodes the name as mod_xml_cdr does: `Bad%00Name`.
    const nul = await postCdr(call('nul-name-1', 'Bad\u0000Name'));
    expect(nul).toEqual({ status: 200, text: 'kept' });
    expect((await deadLetter('nul-name-1'))?.reason).toContain('NUL');

    const huge = await postCdr(withVariable(call('huge-duration-1', 'Huge Duration'), 'duration', '1e20'));
    expect(huge).toEqual({ status: 200, text: 'kept' });
    expect((await deadLetter('huge-duration-1'))?.reason).toContain('duration out of range');

    const negative = await postCdr(withVariable(call('negative-bill-1', 'Negative Bill'), 'billsec', '-5'));
    expect(negative).toEqual({ status: 200, text: 'kept' });
    expect((await deadLetter('negative-bill-1'))?.reason).toContain('billsec out of range');

    // A raw NUL byte in the body is kept too (PostgreSQL refuses NUL in text).
    const raw = await postCdr(`${call('raw-nul-1', 'Raw Nul')}\u0000`);
    expect(raw.status).toBe(200);
    expect(['stored', 'kept']).toContain(raw.text);
    expect(await recordsNamed('Huge Duration')).toEqual([]);
  });

  it('the same call leg posted twice (a late answer, a retry) is stored once', async () => {
    const cdr = call('retry-uuid-1', 'Retried Call');
    expect(await postCdr(cdr)).toEqual({ status: 200, text: 'stored' });
    expect(await postCdr(cdr)).toEqual({ status: 200, text: 'stored' });
    expect(await recordsNamed('Retried Call')).toHaveLength(1);
    // Its other leg (the called party's channel) is a record of its own.
    const bLeg = cdr.replace('<direction>inbound</direction>', '<direction>outbound</direction>');
    expect(await postCdr(bLeg)).toEqual({ status: 200, text: 'stored' });
    expect(await recordsNamed('Retried Call')).toHaveLength(2);
  });
});
