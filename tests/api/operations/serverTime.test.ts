import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcOffsetMinutes } from '../../../server/servertime/serverTimeHandlers';
import { startSntpServer } from '../../../server/servertime/sntpClient';
import type { NtpCheck, ServerTime } from '../../../src/contract/operations';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * `<server-time-sync>`: the server's clock and time zone, NTP servers validated, and a real SNTP
 * exchange (with a local SNTP server whose clock runs 5 s ahead) that measures the offset.
 */

let t: TestServer;
let admin: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
});
afterAll(async () => t?.stop());

describe('server time', () => {
  it('answers the clock, zone and uptime to ADMIN only', async () => {
    const before = Date.now();
    const time = await admin.ok<ServerTime>('/server-time/get');
    expect(time.now).toBeGreaterThanOrEqual(before);
    expect(time.now).toBeLessThanOrEqual(Date.now());
    expect(time.utcOffsetMinutes).toBe(utcOffsetMinutes(time.timeZone, time.now));
    const acme = await signIn(t, 'acme');
    expect((await acme.call('/server-time/get')).status).toBe(403);
  });

  it('keeps a valid time zone and NTP list; refuses unknown zones, bad hosts and ports, duplicates', async () => {
    const saved = await admin.ok<ServerTime>('/server-time/update', {
      timeZone: 'Asia/Shanghai',
      ntpServers: ['ntp.example.com', '10.0.0.5:123'],
    });
    expect(saved).toMatchObject({ timeZone: 'Asia/Shanghai', utcOffsetMinutes: 480 });
    expect((await admin.ok<ServerTime>('/server-time/get')).ntpServers).toEqual([
      'ntp.example.com',
      '10.0.0.5:123',
    ]);
    const zone = await admin.refused('/server-time/update', { timeZone: 'Mars/Olympus', ntpServers: [] });
    expect(zone.status).toBe(400);
    expect(zone.message).toContain('time zone');
    for (const bad of ['bad host', 'host:70000', '-lead.example.com', 'a..b'])
      expect(
        (await admin.refused('/server-time/update', { timeZone: 'UTC', ntpServers: [bad] })).status,
      ).toBe(400);
    const twice = await admin.refused('/server-time/update', {
      timeZone: 'UTC',
      ntpServers: ['a.example', 'A.example'],
    });
    expect(twice.status).toBe(400);
  });

  it('measures the offset by SNTP against the first server that answers; none answering is recorded as failed', async () => {
    const sntp = await startSntpServer(() => Date.now() + 5_000);
    try {
      await admin.ok('/server-time/update', {
        timeZone: 'UTC',
        ntpServers: ['127.0.0.1:9', `127.0.0.1:${sntp.port}`],
      });
      const check = await admin.ok<NtpCheck>('/server-time/sync');
      expect(check).toMatchObject({ ok: true, server: `127.0.0.1:${sntp.port}`, error: '' });
      expect(Math.abs(check.offsetMs! + 5_000)).toBeLessThan(500);
      expect((await admin.ok<ServerTime>('/server-time/get')).lastCheck).toEqual(check);
    } finally {
      sntp.close();
    }
    await admin.ok('/server-time/update', { timeZone: 'UTC', ntpServers: ['127.0.0.1:9'] });
    const silent = await admin.ok<NtpCheck>('/server-time/sync');
    expect(silent).toMatchObject({ ok: false, server: '127.0.0.1:9', offsetMs: null });
    expect(silent.error).not.toBe('');
    await admin.ok('/server-time/update', { timeZone: 'UTC', ntpServers: [] });
    expect((await admin.refused('/server-time/sync')).message).toBe(
      message('en', 'api.serverTime.noServers'),
    );
  });
});
