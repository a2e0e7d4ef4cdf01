import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEV_FREESWITCH_PASSWORD,
  DEV_FREESWITCH_USER,
  DEV_GATEWAY_SECRET_KEY,
  loadConfig,
} from '../../../server/config';
import { addressAllowed, parseAllowedAddresses } from '../../../server/switch/allowedAddresses';
import { switchStartupCheck } from '../../../server/switch/switchGuard';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * The switch URLs must be called by a switch: development credentials refused in production, callers limited
 * to FREESWITCH_ALLOWED_ADDRESSES, wrong credentials throttled per address.
 */

const basic = (password: string) =>
  `Basic ${Buffer.from(`${DEV_FREESWITCH_USER}:${password}`).toString('base64')}`;

async function post(t: TestServer, authorization: string) {
  const response = await fetch(`${t.server.url}/freeswitch/xml`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
    body: 'section=directory&user=8001001&domain=8001.dispatch.local',
  });
  await response.text();
  return response.status;
}

describe('the start-up check', () => {
  it('refuses production with the development switch password or gateway key, naming the variable', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.production).toBe(true);
    const { errors } = switchStartupCheck(production);
    expect(errors.join('\n')).toContain('FREESWITCH_HTTP_PASSWORD');
    expect(errors.join('\n')).toContain('GATEWAY_SECRET_KEY');
    expect(loadConfig({}, {}, ['--production']).production).toBe(true);
    const ready = loadConfig({
      NODE_ENV: 'production',
      FREESWITCH_HTTP_PASSWORD: 'a-real-secret',
      GATEWAY_SECRET_KEY: 'a-real-key',
    });
    expect(switchStartupCheck(ready)).toEqual({ errors: [], warnings: [] });
  });

  it('warns in development when the development password listens on all interfaces', () => {
    const everywhere = switchStartupCheck({
      production: false,
      freeswitchPassword: DEV_FREESWITCH_PASSWORD,
      gatewaySecretKey: DEV_GATEWAY_SECRET_KEY,
      host: '0.0.0.0',
    });
    expect(everywhere.errors).toEqual([]);
    expect(everywhere.warnings.join('')).toContain('FREESWITCH_ALLOWED_ADDRESSES');
    expect(
      switchStartupCheck({
        production: false,
        freeswitchPassword: DEV_FREESWITCH_PASSWORD,
        gatewaySecretKey: DEV_GATEWAY_SECRET_KEY,
        host: '127.0.0.1',
      }).warnings,
    ).toEqual([]);
  });

  it('a production start with the development password exits before listening, with the reason', async () => {
    const root = path.resolve(__dirname, '../../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--production'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', WS_PORT: '0', HTTPS_PORT: '0' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('FREESWITCH_HTTP_PASSWORD is the development password');
  }, 60_000);

  it('reads FREESWITCH_ALLOWED_ADDRESSES as IPs and CIDRs, refusing anything else', () => {
    expect(parseAllowedAddresses(' 10.0.0.5, 192.168.1.0/24 ,::1')).toEqual([
      '10.0.0.5',
      '192.168.1.0/24',
      '::1',
    ]);
    expect(() => parseAllowedAddresses('10.0.0.5,switch.example')).toThrow(/switch\.example/);
    expect(() => parseAllowedAddresses('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    const allowed = addressAllowed(['192.168.1.0/24', '10.0.0.5']);
    expect(allowed('192.168.1.77')).toBe(true);
    expect(allowed('::ffff:10.0.0.5')).toBe(true);
    expect(allowed('10.0.0.6')).toBe(false);
    expect(addressAllowed([])('203.0.113.9')).toBe(true);
  });
});

describe('the switch URLs', () => {
  let elsewhere: TestServer;
  let local: TestServer;
  // One after the other: two servers starting at once on a loaded machine outlast the hook's time.
  beforeAll(async () => {
    elsewhere = await startTestServer({ freeswitchAllowedAddresses: ['10.9.8.7', '172.16.0.0/12'] });
    local = await startTestServer({ freeswitchAllowedAddresses: ['127.0.0.0/8', '::1'] });
  }, 180_000);
  afterAll(async () => Promise.all([elsewhere?.stop(), local?.stop()]));

  it('refuse an address outside FREESWITCH_ALLOWED_ADDRESSES, even with the right credentials', async () => {
    expect(await post(elsewhere, basic(DEV_FREESWITCH_PASSWORD))).toBe(403);
    expect(await post(local, basic(DEV_FREESWITCH_PASSWORD))).toBe(200);
  });

  it('throttle wrong credentials per address: after ten, the address is refused until the window ends', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(await post(local, basic(`guess-${attempt}`))).toBe(401);
    expect(await post(local, basic('guess-10'))).toBe(429);
    // The right password does not get through a throttled address either.
    expect(await post(local, basic(DEV_FREESWITCH_PASSWORD))).toBe(429);
  });
});
