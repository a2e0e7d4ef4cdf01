import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from './support/messages';
import { startTestServer, type TestServer } from './support/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

describe('unexpected exceptions', () => {
  it('answer HTTP 500 with -1, api.internalError naming the trace id, and no details', async () => {
    // Break the database under the running server: the handler's query fails in a way nobody planned for.
    await sql`DROP TABLE settings`.execute(t.server.db);
    const result = await t.client.call('POST', '/sysinfo/get', {
      lang: 'en_US',
      headers: { traceId: 'trace-abc-123' },
    });
    expect(result.status).toBe(500);
    expect(result.envelope).toEqual({
      code: '-1',
      data: null,
      message: message('en', 'api.internalError', { traceId: 'trace-abc-123' }),
    });
    expect(JSON.stringify(result.envelope)).not.toMatch(/settings|sqlite|relation|stack/i);
  });
});
