import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH } from '../../../server/calldata/recordStream';
import type { CallRecord, LoginHistoryEntry } from '../../../src/contract/calldata';
import { FILE_CONTENT_TYPES } from '../../../src/contract/resources/files';
import { type Page, type ResourceSession, signIn, xlsxRows } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

const page = (body: Record<string, unknown>) =>
  acme.ok<Page<CallRecord>>('/cdr/page', { pageNum: 1, pageSize: 50, ...body });

describe('call records: filters', () => {
  it('the demo seed gives Acme 5,000 calls, newest first by default', async () => {
    const first = await page({});
    expect(first.total).toBe(5000);
    const times = first.records.map((record) => record.startTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('the time range keeps calls that started inside it (ms or YYYY-MM-DD HH:mm:ss)', async () => {
    const all = await page({ pageSize: 500 });
    const to = all.records[10]!.startTime;
    const from = all.records[400]!.startTime;
    const ranged = await page({ startTimeFrom: from, startTimeTo: to, pageSize: 500 });
    expect(ranged.total).toBe(391);
    expect(ranged.records.every((record) => record.startTime >= from && record.startTime <= to)).toBe(true);
    const asText = await page({ startTimeFrom: '2000-01-01 00:00:00', startTimeTo: '2000-01-02 00:00:00' });
    expect(asText.total).toBe(0);
    const bad = await acme.refused('/cdr/page', { pageNum: 1, pageSize: 20, startTimeFrom: 'yesterday' });
    expect(bad.status).toBe(400);
  });

  it('caller and callee match a number prefix', async () => {
    const sample = (await page({})).records.find((record) => record.direction === 'internal')!;
    const byCaller = await page({ caller: sample.callerNumber, pageSize: 500 });
    expect(byCaller.total).toBeGreaterThan(0);
    expect(byCaller.records.every((record) => record.callerNumber === sample.callerNumber)).toBe(true);
    const prefix = sample.calleeNumber.slice(0, 5);
    const byCallee = await page({ callee: prefix, pageSize: 500 });
    expect(byCallee.records.every((record) => record.calleeNumber.startsWith(prefix))).toBe(true);
    expect(byCallee.total).toBeGreaterThanOrEqual((await page({ callee: sample.calleeNumber })).total);
  });

  it('direction, status, type, recording and duration range combine', async () => {
    const filtered = await page({
      direction: 'internal',
      status: 'answered',
      callType: 'audio',
      hasRecording: true,
      durationSecFrom: 20,
      durationSecTo: 120,
      pageSize: 500,
    });
    expect(filtered.total).toBeGreaterThan(0);
    for (const record of filtered.records) {
      expect(record).toMatchObject({
        direction: 'internal',
        status: 'answered',
        callType: 'audio',
        hasRecording: true,
      });
      expect(record.durationSec).toBeGreaterThanOrEqual(20);
      expect(record.durationSec).toBeLessThanOrEqual(120);
    }
    const unanswered = await page({ status: 'no_answer' });
    expect(unanswered.records.every((record) => record.answerTime === null && record.billedSec === 0)).toBe(
      true,
    );
  });

  it('an unknown enum value is refused with a readable message', async () => {
    const bad = await acme.refused('/cdr/page', { pageNum: 1, pageSize: 20, status: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('Status');
  });
});

describe('call records: sorting and paging edges', () => {
  it('sorts by duration both ways with stable pages', async () => {
    const ascending = await page({ sort: 'durationSec', order: 'asc', pageSize: 100 });
    const durations = ascending.records.map((record) => record.durationSec);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    const descending = await page({ sort: 'durationSec', order: 'desc', pageSize: 100 });
    expect(descending.records[0]!.durationSec).toBeGreaterThanOrEqual(descending.records[99]!.durationSec);
    const pageOne = await page({ pageNum: 1, pageSize: 100, sort: 'durationSec', order: 'asc' });
    const pageTwo = await page({ pageNum: 2, pageSize: 100, sort: 'durationSec', order: 'asc' });
    const ids = new Set(pageOne.records.map((record) => record.id));
    expect(pageTwo.records.some((record) => ids.has(record.id))).toBe(false);
  });

  it('a column that cannot be sorted is refused', async () => {
    const bad = await acme.refused('/cdr/page', { pageNum: 1, pageSize: 20, sort: 'hangupCause' });
    expect(bad.message).toBe(message('en', 'validation.sortField'));
  });

  it('the last page is partial; a page beyond the end is empty with the total', async () => {
    const last = await page({ pageNum: 10, pageSize: 500 });
    expect(last.records).toHaveLength(500);
    const tail = await acme.ok<Page<CallRecord>>('/cdr/page', { pageNum: 63, pageSize: 80 });
    expect(tail.records).toHaveLength(40);
    const beyond = await acme.ok<Page<CallRecord>>('/cdr/page', { pageNum: 11, pageSize: 500 });
    expect(beyond).toEqual({ records: [], total: 5000 });
  });

  it('a page size not in the list is refused with a clear message', async () => {
    for (const pageSize of [15, 0, 1000]) {
      const refused = await acme.refused('/cdr/page', { pageNum: 1, pageSize });
      expect(refused.status).toBe(400);
      expect(refused.message).toBe(message('en', 'validation.pageSize'));
    }
  });

  it('get answers one record; an unknown id is refused', async () => {
    const first = (await page({})).records[0]!;
    expect(await acme.ok('/cdr/get', { id: first.id })).toEqual(first);
    expect((await acme.refused('/cdr/get', { id: '99999999' })).message).not.toBe('');
  });
});

describe('the other record lists', () => {
  it.each([
    ['claptrans', 200],
    ['pttrecord', 1500],
    ['sos', 40],
  ])('%s lists the seeded rows', async (route, total) => {
    const result = await acme.ok<Page<Record<string, unknown>>>(`/${route}/page`, {
      pageNum: 1,
      pageSize: 20,
    });
    expect(result.total).toBe(total);
    expect(result.records).toHaveLength(20);
  });

  it('login history holds this sign-in, filterable by result and account', async () => {
    await t.client.call('POST', '/login/auth', {
      body: { username: 'acme', password: 'wrong-Password1' },
      encrypt: true,
    });
    const failures = await acme.ok<Page<LoginHistoryEntry>>('/login-history/page', {
      pageNum: 1,
      pageSize: 20,
      result: 'failure',
      accountPrefix: 'acme',
    });
    expect(failures.records[0]).toMatchObject({ account: 'acme', result: 'failure' });
    expect(failures.records[0]!.failureReason).not.toBe('');
    const recent = await acme.ok<Page<LoginHistoryEntry>>('/login-history/page', {
      pageNum: 1,
      pageSize: 20,
      timeFrom: Date.now() - 60_000,
    });
    expect(recent.records.some((entry) => entry.account === 'acme' && entry.result === 'success')).toBe(true);
  });
});

describe('streamed export', () => {
  it('streams the filtered rows as CSV with the row count in X-Total-Count', async () => {
    const filters = { status: 'busy', direction: 'internal' };
    const expected = await page(filters);
    const ticket = await acme.ok<{ url: string; total: number; expiresAt: number }>(
      '/cdr/exportUrl',
      filters,
    );
    expect(ticket.total).toBe(expected.total);
    const response = await fetch(`${t.server.url}${ticket.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(expected.total));
    expect(response.headers.get('content-disposition')).toContain('.csv');
    const lines = (await response.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(expected.total + 1);
    expect(lines[0]).toContain('Caller number');
    expect(lines.slice(1).every((line) => line.includes(',Busy,'))).toBe(true);
  });

  it('streams the filtered rows as XLSX, one worksheet row per record under the header', async () => {
    const filters = { status: 'busy', direction: 'internal' };
    const expected = await page(filters);
    const ticket = await acme.ok<{ url: string; total: number }>('/cdr/exportUrl', {
      ...filters,
      format: 'xlsx',
    });
    const response = await fetch(`${t.server.url}${ticket.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(FILE_CONTENT_TYPES.xlsx);
    expect(response.headers.get('content-disposition')).toMatch(/filename="cdr-\d{14}\.xlsx"/);
    expect(response.headers.get('x-total-count')).toBe(String(expected.total));
    const rows = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(rows).toHaveLength(expected.total + 1);
    expect(rows[0]).toContain('Caller number');
    expect(rows.slice(1).every((row) => row.includes('Busy'))).toBe(true);
  });

  it('all 5,000 calls export as XLSX without losing or repeating rows', async () => {
    const ticket = await acme.ok<{ url: string; total: number }>('/cdr/exportUrl', { format: 'xlsx' });
    const rows = await xlsxRows(
      Buffer.from(await (await fetch(`${t.server.url}${ticket.url}`)).arrayBuffer()),
    );
    const ids = rows.slice(1).map((row) => row[0]);
    expect(ids).toHaveLength(5000);
    expect(new Set(ids).size).toBe(5000);
  });

  it('the format is part of the signed URL: changing it is refused', async () => {
    const ticket = await acme.ok<{ url: string }>('/cdr/exportUrl', { format: 'xlsx' });
    expect(ticket.url).toContain('f=xlsx');
    const altered = await fetch(`${t.server.url}${ticket.url.replace('f=xlsx', 'f=csv')}`);
    expect(altered.status).toBe(403);
  });

  it('a large export comes in keyset batches without losing or repeating rows', async () => {
    const ticket = await acme.ok<{ url: string; total: number }>('/cdr/exportUrl', {});
    const text = await (await fetch(`${t.server.url}${ticket.url}`)).text();
    const ids = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(5000);
    expect(new Set(ids).size).toBe(5000);
  });
});

/*
 * A CSV export is read in keyset batches and written cell by cell without record objects
 * (server/calldata/exportFile.ts): over many batches it holds the page query's rows, in the page query's
 * order, each with the page's values. Durations repeat among Acme's 5,000 demo calls, so the duration sorts
 * also check that the batches break ties by id as the pages do.
 */

/** Every row of the list through the page query, 500 a page, following the cursors. */
async function pagedRecords(list: Record<string, unknown>): Promise<CallRecord[]> {
  const records: CallRecord[] = [];
  let cursor: string | undefined;
  for (let pageNum = 1; ; pageNum++) {
    const page = await acme.ok<Page<CallRecord> & { next?: string }>('/cdr/page', {
      ...list,
      pageNum,
      pageSize: 500,
      ...(cursor ? { cursor } : {}),
    });
    records.push(...page.records);
    if (page.records.length < 500 || !page.next) return records;
    cursor = page.next;
  }
}

async function exportedLines(list: Record<string, unknown>): Promise<string[][]> {
  const ticket = await acme.ok<{ url: string }>('/cdr/exportUrl', { ...list, format: 'csv' });
  const text = await (await fetch(`${t.server.url}${ticket.url}`)).text();
  // The demo's cells hold no comma, quote or line break: a line splits into its cells.
  return text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

describe('a CSV export over many keyset batches', () => {
  it('asked for with Brotli, arrives compressed and decodes to the bytes sent uncompressed', async () => {
    const ticket = await acme.ok<{ url: string }>('/cdr/exportUrl', { format: 'csv' });
    const download = (encoding: string) =>
      fetch(`${t.server.url}${ticket.url}`, { headers: { 'accept-encoding': encoding } });
    const brotli = await download('br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const plain = await download('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.split('\r\n').length).toBeGreaterThan(3 * EXPORT_BATCH);
    expect(await brotli.text()).toBe(text);
  });

  const lists: Record<string, Record<string, unknown>> = {
    'newest first (the default)': {},
    'shortest first': { sort: 'durationSec', order: 'asc' },
    'longest first, answered': { sort: 'durationSec', order: 'desc', status: 'answered' },
  };
  for (const [name, list] of Object.entries(lists))
    it(`${name}: the page query's rows in its order`, async () => {
      const records = await pagedRecords(list);
      expect(records.length).toBeGreaterThan(3 * EXPORT_BATCH);
      const [header, ...rows] = await exportedLines(list);
      expect(header![0]).toBe('ID');
      expect(rows.map((cells) => cells[0])).toEqual(records.map((record) => record.id));
      // Values from the row as the page answers them: numbers, names, duration.
      expect(rows.map((cells) => [cells[2], cells[3], cells[9]])).toEqual(
        records.map((record) => [record.callerNumber, record.callerName, String(record.durationSec)]),
      );
    });
});
