import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH } from '../../../server/calldata/recordStream';
import type { CallRecord } from '../../../src/contract/calldata';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * A CSV export is read in keyset batches and written cell by cell without record objects
 * (server/calldata/exportFile.ts): over many batches it holds the page query's rows, in the page query's
 * order, each with the page's values. Durations repeat among Acme's 5,000 demo calls, so the duration sorts
 * also check that the batches break ties by id as the pages do.
 */

let t: TestServer;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

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
