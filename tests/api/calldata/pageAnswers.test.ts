import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogResource } from '../../../src/contract/audit/operationLog';
import { RECORD_RESOURCES } from '../../../src/contract/calldata';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * Record pages are written by a serializer compiled from the contract (`serialize: 'schema'`), not parsed
 * with zod on the way out: what leaves the server must still be exactly what the contract describes, in
 * the contract's types (ids as strings, flags as booleans, a missing answer time as null), and nothing more.
 */

let t: TestServer;
let acme: ResourceSession;
let admin: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
  admin = await signIn(t, 'admin');
});
afterAll(async () => t?.stop());

describe('record pages leave the server as their contract describes them', () => {
  const resources = [...RECORD_RESOURCES, operationLogResource];
  for (const resource of resources) {
    it(`${resource.routeName}: every field in its type, no field the contract lacks`, async () => {
      const session = resource.scope === 'platform' ? admin : acme;
      const data = await session.ok<{ records: unknown[] }>(`/${resource.routeName}/page`, {
        pageNum: 1,
        pageSize: 50,
      });
      expect(data.records.length).toBeGreaterThan(0);
      // zod strips unknown keys and would fail on a wrong type: equal means nothing was added or mistyped.
      expect(resource.endpoints.page!.response.parse(data)).toEqual(data);
    });
  }

  it('a call record: id as a string, flags as booleans, an unanswered call with a null answer time', async () => {
    const data = await acme.ok<{ records: Record<string, unknown>[]; total: number; next: string }>(
      '/cdr/page',
      { pageNum: 1, pageSize: 100, status: 'no_answer' },
    );
    const record = data.records[0]!;
    expect(typeof record.id).toBe('string');
    expect(record.id).toMatch(/^\d+$/);
    expect(typeof record.hasRecording).toBe('boolean');
    expect(typeof record.simulated).toBe('boolean');
    expect(record.answerTime).toBeNull();
    expect(typeof record.startTime).toBe('number');
    expect(record).not.toHaveProperty('enterpriseId');
    expect(record).not.toHaveProperty('caller_number');
    expect(typeof data.next).toBe('string');
    expect(data.total).toBeGreaterThan(0);
  });
});
