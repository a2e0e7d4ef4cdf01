import { createHash, sign } from 'node:crypto';
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devLicencePrivateKey } from '../../../server/licence/licenceKeys';
import { packageSigningText } from '../../../server/maintenance/packages';
import type { SoftwarePackage, TlsStatus } from '../../../src/contract/operations/maintenance';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { makeChain } from './certificates';

/*
 * `<maintenance-panel>`: a certificate checked (key, chain order, dates) and served on HTTPS at once
 * and replaced without a restart; a package verified by SHA-256 and the vendor's signature; network, ports,
 * status; ADMIN only.
 */

let t: TestServer;
let admin: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
});
afterAll(async () => t?.stop());

/** GET over HTTPS trusting `ca`; answers the status and the certificate's fingerprint. */
function httpsGet(
  port: number,
  ca: string,
  path: string,
): Promise<{ status: number; fingerprint: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, ca, servername: 'localhost', method: 'GET' },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            fingerprint: certificate.fingerprint256,
            body: Buffer.concat(chunks).toString(),
          });
        });
      },
    );
    let certificate = { fingerprint256: '' };
    req.on('socket', (socket) =>
      socket.once('secureConnect', () => {
        certificate = (socket as import('node:tls').TLSSocket).getPeerCertificate();
      }),
    );
    req.on('error', reject);
    req.end();
  });
}

describe('certificate and HTTPS', () => {
  it('refuses a mismatched key, a chain out of order and an expired certificate, each with its reason', async () => {
    const chain = await makeChain();
    const mismatch = await admin.refused('/maintenance/installCertificate', {
      chain: chain.leaf + chain.ca,
      key: chain.otherKey,
    });
    expect(mismatch.message).toBe(message('en', 'api.maintenance.keyMismatch'));
    const order = await admin.refused('/maintenance/installCertificate', {
      chain: chain.ca + chain.leaf,
      key: chain.key,
    });
    expect(order.message).toBe(message('en', 'api.maintenance.keyMismatch'));
    const other = await makeChain();
    const wrongIssuer = await admin.refused('/maintenance/installCertificate', {
      chain: chain.leaf + other.ca,
      key: chain.key,
    });
    expect(wrongIssuer.message).toBe(message('en', 'api.maintenance.chainOrder', { index: 1, next: 2 }));
    const expired = await makeChain({ from: Date.now() - 100 * 86_400_000, to: Date.now() - 86_400_000 });
    const refusedExpired = await admin.refused('/maintenance/installCertificate', {
      chain: expired.leaf + expired.ca,
      key: expired.key,
    });
    expect(refusedExpired.message).toMatch(/^Certificate 1 expired on /);
    expect((await admin.ok<TlsStatus>('/maintenance/tls')).certificate).toBeNull();
  });

  it('a good chain is served on HTTPS at once, and a new one replaces it without a restart; removed, HTTPS stops', async () => {
    const first = await makeChain({ names: ['localhost', 'console.example.net'] });
    const installed = await admin.ok<TlsStatus>('/maintenance/installCertificate', {
      chain: first.leaf + first.ca,
      key: first.key,
    });
    expect(installed.certificate?.names).toEqual(['localhost', 'console.example.net']);
    expect(installed.certificate?.daysLeft).toBeGreaterThanOrEqual(88);
    expect(installed.certificate?.chainLength).toBe(2);
    const port = installed.httpsPort as number;
    expect(port).toBeGreaterThan(0);
    const answer = await httpsGet(port, first.ca, '/healthz');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
    expect(answer.fingerprint).toBe(installed.certificate?.fingerprint256);

    const second = await makeChain();
    const replaced = await admin.ok<TlsStatus>('/maintenance/installCertificate', {
      chain: second.leaf + second.ca,
      key: second.key,
    });
    expect(replaced.httpsPort).toBe(port);
    expect((await httpsGet(port, second.ca, '/healthz')).fingerprint).toBe(
      replaced.certificate?.fingerprint256,
    );

    const removed = await admin.ok<TlsStatus>('/maintenance/removeCertificate');
    expect(removed).toEqual({ certificate: null, httpsPort: null });
    await expect(httpsGet(port, second.ca, '/healthz')).rejects.toThrow();
  });
});

describe('software packages', () => {
  const content = Buffer.from('dispatch-console 2.11.0 package body');
  const sha256 = createHash('sha256').update(content).digest('hex');
  const signed = (version: string, digest = sha256) =>
    sign(null, packageSigningText(version, digest), devLicencePrivateKey()).toString('base64');
  const file = { name: 'dispatch-console-2.11.0.tar.gz', type: 'application/gzip', content };

  it('a package whose digest or signature does not hold is refused; a signed one is kept and listed', async () => {
    const wrongDigest = await admin.upload('/maintenance/uploadPackage', file, {
      version: '2.11.0',
      sha256: '0'.repeat(64),
      signature: signed('2.11.0', '0'.repeat(64)),
    });
    expect(wrongDigest.envelope.message).toBe(
      message('en', 'api.maintenance.packageDigest', { actual: sha256 }),
    );
    const tampered = await admin.upload('/maintenance/uploadPackage', file, {
      version: '2.11.0',
      sha256,
      signature: signed('2.12.0'),
    });
    expect(tampered.envelope.message).toBe(message('en', 'api.maintenance.packageSignature'));
    const accepted = await admin.upload('/maintenance/uploadPackage', file, {
      version: '2.11.0',
      sha256,
      signature: signed('2.11.0'),
      notes: 'Fixes',
    });
    expect(accepted.envelope.code).toBe('0000');
    const stored = accepted.envelope.data as SoftwarePackage;
    expect(stored).toMatchObject({ version: '2.11.0', bytes: content.length, sha256, uploadedBy: 'admin' });
    const listed = await admin.ok<{ packages: SoftwarePackage[] }>('/maintenance/packages');
    expect(listed.packages.map((item) => item.id)).toContain(stored.id);
    await admin.ok('/maintenance/deletePackage', { id: stored.id });
    expect((await admin.ok<{ packages: SoftwarePackage[] }>('/maintenance/packages')).packages).toEqual([]);
  });
});

describe('network, ports and status', () => {
  it('lists the interfaces, stores advertised addresses and ports (refusing clashes), reports the status', async () => {
    const network = await admin.ok<{ interfaces: { name: string; addresses: { address: string }[] }[] }>(
      '/maintenance/network',
    );
    expect(network.interfaces.flatMap((item) => item.addresses.map((address) => address.address))).toContain(
      '127.0.0.1',
    );
    const bad = await admin.refused('/maintenance/setAdvertised', {
      consoleUrl: 'console',
      sipAddress: 'not a host',
      mediaAddress: '',
    });
    expect(bad.message).toContain(
      message('en', 'validation.urlInvalid', {
        field: message('en', 'operations.maintenance.fields.consoleUrl'),
      }),
    );
    await admin.ok('/maintenance/setAdvertised', {
      consoleUrl: 'https://console.example.net',
      sipAddress: 'sip.example.net',
      mediaAddress: '203.0.113.10',
    });
    expect(
      (await admin.ok<{ advertised: { sipAddress: string } }>('/maintenance/network')).advertised.sipAddress,
    ).toBe('sip.example.net');

    const clash = await admin.refused('/maintenance/setPorts', {
      http: 3000,
      https: 3000,
      websocket: 8012,
      sip: 5060,
      sipTls: 5061,
    });
    expect(clash.message).toContain(message('en', 'validation.portsClash'));
    await admin.ok('/maintenance/setPorts', {
      http: 3100,
      https: 3543,
      websocket: 8112,
      sip: 5060,
      sipTls: 5061,
    });
    const ports = await admin.ok<{ stored: { http: number }; running: { http: number } }>(
      '/maintenance/ports',
    );
    expect(ports.stored.http).toBe(3100);
    expect(ports.running.http).toBe(Number(new URL(t.server.url).port));

    const status = await admin.ok<{
      version: string;
      engine: string;
      databaseBytes: number;
      sockets: number;
      uptimeSeconds: number;
    }>('/maintenance/status');
    expect(status.engine).toBe(t.server.engine);
    expect(status.databaseBytes).toBeGreaterThan(0);
    expect(status.sockets).toBeGreaterThanOrEqual(0);
    const acme = await signIn(t, 'acme');
    expect((await acme.call('/maintenance/status', {})).status).toBe(403);
  });
});
