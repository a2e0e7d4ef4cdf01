import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { logsFolder } from '../../../server/servicelog/serviceLogger';
import { realtimeProtocols } from '../../../src/contract/monitor';
import type { ServiceLogLine } from '../../../src/contract/operations';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * `<service-log>`: the server's own log in daily files — searched by time, level, text and request
 * id; its level changed at run time (written at once, kept across restarts); a day downloaded by signed URL;
 * new lines streamed to the sockets that follow them, and to no one else.
 */

let t: TestServer;
let admin: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
});
afterAll(async () => t?.stop());

const search = (body: Record<string, unknown>) =>
  admin.ok<Page<ServiceLogLine> & { truncated: boolean }>('/log/page', { pageSize: 100, ...body });

/** Lines reach the file through a stream: poll until `check` holds. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}

describe('service log', () => {
  it('only ADMIN reads it', async () => {
    const acme = await signIn(t, 'acme');
    expect((await acme.call('/log/page')).status).toBe(403);
    expect((await acme.call('/log/follow')).status).toBe(403);
  });

  it("writes the server's lines to today's file, found by level and by the request's traceId", async () => {
    const settings = await admin.ok<{ level: string; retentionDays: number }>('/log/settings');
    expect(settings).toEqual({ level: 'info', retentionDays: 30 });
    expect(fs.existsSync(path.join(logsFolder(t.server.config.dataDir), 'service.log'))).toBe(true);
    // A request the server logs at info: a 404 names its trace id.
    const traced = await t.client.call('POST', '/no/such/endpoint', {
      body: {},
      headers: { traceId: 'trace-abc-123' },
    });
    expect(traced.status).toBe(404);
    const found = await eventually(
      () => search({ reqId: 'trace-abc-123' }),
      (page) => page.total > 0,
    );
    expect(found.records.every((line) => line.reqId === 'trace-abc-123')).toBe(true);
    const warnings = await search({ level: 'warn' });
    expect(warnings.records.every((line) => ['warn', 'error', 'fatal'].includes(line.level))).toBe(true);
    const times = found.records.map((line) => line.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("a signed URL's sig and a query token never reach the log: the request line carries them redacted", async () => {
    const response = await fetch(
      `${t.client.baseUrl}/api/media/no-such-file?exp=${Date.now() + 60_000}&sig=SECRETSIG0123456789&token=SECRETTOKEN42`,
      { headers: { traceId: 'trace-redacted-1' } },
    );
    await response.arrayBuffer();
    const file = path.join(logsFolder(t.server.config.dataDir), 'service.log');
    const text = await eventually(
      async () => fs.readFileSync(file, 'utf8'),
      (content) => content.includes('trace-redacted-1'),
    );
    const lines = text.split('\n').filter((line) => line.includes('trace-redacted-1'));
    expect(lines.some((line) => line.includes('sig=[redacted]') && line.includes('token=[redacted]'))).toBe(
      true,
    );
    expect(text).not.toContain('SECRETSIG0123456789');
    expect(text).not.toContain('SECRETTOKEN42');
  });

  it('a level change applies at once and is kept in the settings the server starts from', async () => {
    await admin.ok('/log/setSettings', { level: 'warn', retentionDays: 7 });
    const before = (await search({})).total;
    await t.client.call('POST', '/no/such/endpoint', { body: {}, headers: { traceId: 'trace-after-warn' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await search({ reqId: 'trace-after-warn' })).total).toBe(0);
    expect((await search({})).total).toBe(before);
    expect(await admin.ok('/log/settings')).toEqual({ level: 'warn', retentionDays: 7 });
    const [line] = await t.server.db
      .selectFrom('operation_log')
      .select('detail')
      .where('action', '=', 'log:edit')
      .execute();
    expect(JSON.parse(line!.detail).level).toEqual({ from: 'info', to: 'warn' });

    await admin.ok('/log/setSettings', { level: 'debug', retentionDays: 30 });
    await t.client.call('POST', '/no/such/endpoint', { body: {}, headers: { traceId: 'trace-debug' } });
    const debug = await eventually(
      () => search({ reqId: 'trace-debug' }),
      (page) => page.total > 0,
    );
    expect(debug.total).toBeGreaterThan(0);
    expect((await admin.refused('/log/setSettings', { level: 'loud', retentionDays: 30 })).status).toBe(400);
    await admin.ok('/log/setSettings', { level: 'info', retentionDays: 30 });
  });

  it('lists the days and downloads one by a signed URL; an unknown day is refused', async () => {
    const days = await admin.ok<{ records: { day: string; sizeBytes: number }[] }>('/log/files');
    expect(days.records.length).toBeGreaterThan(0);
    const { day } = days.records[0]!;
    const ticket = await admin.ok<{ url: string }>('/log/downloadUrl', { day });
    const response = await fetch(`${t.server.url}${ticket.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`service-${day}.log`);
    const lines = (await response.text()).trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(() => JSON.parse(lines[0]!)).not.toThrow();
    expect((await fetch(`${t.server.url}${ticket.url.replace(/sig=[^&]+/, 'sig=x')}`)).status).toBe(403);
    expect((await admin.refused('/log/downloadUrl', { day: '2000-01-01' })).message).toBe(
      message('en', 'api.serviceLog.noDay', { day: '2000-01-01' }),
    );
  });

  it('streams new lines to the sockets of sessions that follow, and to no other', async () => {
    const open = (token: string) =>
      new Promise<{ socket: WebSocket; lines: ServiceLogLine[] }>((resolve, reject) => {
        const socket = new WebSocket(`${t.server.wsUrl}/`, realtimeProtocols(token));
        const lines: ServiceLogLine[] = [];
        socket.on('message', (data) => {
          const parsed = JSON.parse(String(data)) as { topic: string; data: { lines: ServiceLogLine[] } };
          if (parsed.topic === 'log') lines.push(...parsed.data.lines);
        });
        socket.once('open', () => resolve({ socket, lines }));
        socket.once('error', reject);
      });
    const follower = await open(admin.token);
    const other = await signIn(t, 'admin');
    const bystander = await open(other.token);
    const lease = await admin.ok<{ leaseMs: number }>('/log/follow');
    expect(lease.leaseMs).toBe(30_000);
    await t.client.call('POST', '/no/such/endpoint', { body: {}, headers: { traceId: 'trace-live' } });
    for (
      let attempt = 0;
      attempt < 50 && !follower.lines.some((line) => line.reqId === 'trace-live');
      attempt++
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(follower.lines.some((line) => line.reqId === 'trace-live')).toBe(true);
    expect(bystander.lines).toEqual([]);
    follower.socket.close();
    bystander.socket.close();
  });
});
