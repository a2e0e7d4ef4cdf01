import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { LoginResult, UserInfo } from '../../../src/contract';
import type { Branding } from '../../../src/contract/branding';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { tinyPng } from '../support/pictures';
import { startTestServer, type TestServer } from '../support/testServer';
import { openSocket } from './platform';

/*
 * An enterprise's branding. Saved through the API by its administrator, validated (titles, hex
 * colour, image types read from the bytes, SVG sanitised), served as content-named public files, sent with
 * the sign-in answer and user info, announced to the enterprise's sockets only, and shown on the sign-in page
 * by prefix.
 */

let t: TestServer;
let acme: ResourceSession;
let globex: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
  globex = await signIn(t, 'globex');
});
afterAll(async () => t?.stop());

const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <rect width="10" height="10" fill="#c00" onclick="steal()"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <foreignObject><div>html</div></foreignObject>
</svg>`;

async function userInfoOf(session: ResourceSession): Promise<UserInfo> {
  const answer = await t.client.call('GET', '/getUserInfo', { token: session.token });
  expect(answer.envelope.code).toBe('0000');
  return answer.data as UserInfo;
}

function nextMessage(socket: WebSocket, topic: string): Promise<unknown> {
  return new Promise((resolve) => {
    const listener = (raw: WebSocket.RawData) => {
      const parsed = JSON.parse(String(raw)) as { topic: string; data: unknown };
      if (parsed.topic !== topic) return;
      socket.off('message', listener);
      resolve(parsed.data);
    };
    socket.on('message', listener);
  });
}

describe('enterprise branding', () => {
  it('validates titles and colours, and saves them for the enterprise of the session only', async () => {
    const tooLong = await acme.refused('/enterprise-oem/setBranding', {
      titleZh: '长'.repeat(41),
      titleEn: '',
      primaryColor: '',
    });
    expect(tooLong.status).toBe(400);
    const badColour = await acme.refused('/enterprise-oem/setBranding', {
      titleZh: '',
      titleEn: '',
      primaryColor: 'red',
    });
    expect(badColour.message).toContain('#0960bd');

    const saved = await acme.ok<Branding>('/enterprise-oem/setBranding', {
      titleZh: '顶点调度',
      titleEn: 'Acme Dispatch',
      primaryColor: '#C0392B',
    });
    expect(saved).toMatchObject({ titleZh: '顶点调度', titleEn: 'Acme Dispatch', primaryColor: '#c0392b' });
    expect(await acme.ok<Branding>('/enterprise-oem/branding')).toEqual(saved);
    // Another enterprise is untouched.
    expect(await globex.ok<Branding>('/enterprise-oem/branding')).toMatchObject({
      titleEn: '',
      primaryColor: '',
    });
  });

  it('rides with the sign-in answer and the user info, so the first paint is branded', async () => {
    await acme.ok('/enterprise-oem/setBranding', {
      titleZh: '顶点',
      titleEn: 'Acme Ops',
      primaryColor: '#2e7d32',
    });
    const login = await t.client.call('POST', '/login/auth', {
      body: { username: 'acme', password: 'Acme@1234' },
      encrypt: true,
    });
    const result = login.data as LoginResult;
    expect(result.userInfo.branding).toMatchObject({ titleEn: 'Acme Ops', primaryColor: '#2e7d32' });
    const info = await userInfoOf(acme);
    expect(info.branding).toMatchObject({ titleZh: '顶点' });
    // The platform has no enterprise, so no branding.
    const admin = await signIn(t, 'admin');
    expect((await userInfoOf(admin)).branding).toBeUndefined();
  });

  it("announces a change to the enterprise's sockets only", async () => {
    const own = await openSocket(t, acme.token);
    const other = await openSocket(t, globex.token);
    const heardByOther: unknown[] = [];
    other.socket.on('message', (raw) => {
      const parsed = JSON.parse(String(raw)) as { topic: string };
      if (parsed.topic === 'branding') heardByOther.push(parsed);
    });
    const heard = nextMessage(own.socket, 'branding');
    await acme.ok('/enterprise-oem/setBranding', { titleZh: '', titleEn: 'Live', primaryColor: '#123456' });
    expect(await heard).toMatchObject({ titleEn: 'Live', primaryColor: '#123456' });
    // globex's socket is open on the same server; a second change it also would not hear.
    await acme.ok('/enterprise-oem/setBranding', { titleZh: '', titleEn: 'Live 2', primaryColor: '#123456' });
    expect(heardByOther).toEqual([]);
    own.socket.close();
    other.socket.close();
  });

  it('stores a PNG logo under a content-named public URL, cached for good, and replaces it cleanly', async () => {
    const png = tinyPng();
    const upload = await acme.upload('/enterprise-oem/uploadLogo', {
      name: 'logo.png',
      type: 'image/png',
      content: png,
    });
    expect(upload.envelope.message).toBe('');
    const branding = upload.envelope.data as Branding;
    expect(branding.logoUrl).toMatch(/^\/api\/branding\/[\w-]+-logo-[0-9a-f]{16}\.png$/);
    const served = await fetch(`${t.client.baseUrl}${branding.logoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const removed = await acme.ok<Branding>('/enterprise-oem/removeImage', { kind: 'logo' });
    expect(removed.logoUrl).toBeNull();
    expect((await fetch(`${t.client.baseUrl}${branding.logoUrl}`)).status).toBe(404);
  });

  it('sanitises an SVG logo: no script, event attribute, outside reference or foreign HTML is kept', async () => {
    const upload = await acme.upload('/enterprise-oem/uploadLogo', {
      name: 'logo.svg',
      type: 'image/svg+xml',
      content: HOSTILE_SVG,
    });
    const branding = upload.envelope.data as Branding;
    const served = await fetch(`${t.client.baseUrl}${branding.logoUrl}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await served.text();
    expect(svg).toContain('<rect');
    for (const banned of ['<script', 'onload', 'onclick', 'evil.example', 'foreignObject', '<div'])
      expect(svg).not.toContain(banned);
  });

  it('refuses files whose bytes are not an allowed picture, whatever their name says', async () => {
    const fake = await acme.upload('/enterprise-oem/uploadLogo', {
      name: 'logo.png',
      type: 'image/png',
      content: '<html><script>alert(1)</script></html>',
    });
    expect(fake.envelope.message).toBe(message('en', 'api.branding.logoType'));
    const svgBackground = await acme.upload('/enterprise-oem/uploadBackground', {
      name: 'bg.svg',
      type: 'image/svg+xml',
      content: HOSTILE_SVG,
    });
    expect(svgBackground.envelope.message).toBe(message('en', 'api.branding.backgroundType'));
    const missing = await acme.upload('/enterprise-oem/uploadBackground', null);
    expect(missing.envelope.code).toBe('-1');
  });

  it('shows a branded enterprise on the public sign-in page by prefix, and nothing for others', async () => {
    await acme.upload('/enterprise-oem/uploadBackground', {
      name: 'bg.png',
      type: 'image/png',
      content: tinyPng(),
    });
    const prefix = (await userInfoOf(acme)).enterprisePrefix!;
    const publicAnswer = await t.client.call('POST', '/enterprise-oem/publicBranding', { body: { prefix } });
    expect(publicAnswer.data).toMatchObject({ titleEn: 'Live 2' });
    expect((publicAnswer.data as Branding).backgroundUrl).toMatch(/-background-[0-9a-f]{16}\.png$/);
    const unknown = await t.client.call('POST', '/enterprise-oem/publicBranding', {
      body: { prefix: '99999' },
    });
    expect(unknown.data).toBeNull();
    const bad = await t.client.call('POST', '/enterprise-oem/publicBranding', { body: { prefix: '../x' } });
    expect(bad.status).toBe(400);
    // A file name that is not one of ours is never looked up.
    expect((await fetch(`${t.client.baseUrl}/api/branding/..%2Fconsole.db`)).status).toBe(404);
  });

  it('records every change in the operation log with before and after', async () => {
    const admin = await signIn(t, 'admin');
    const page = await admin.ok<{ records: { action: string; detail: string }[] }>('/operlog/page', {
      pageSize: 100,
    });
    const actions = page.records.map((record) => record.action);
    expect(actions).toContain('enterprise-oem:setBranding');
    expect(actions).toContain('enterprise-oem:upload-logo');
    const colour = page.records.find(
      (record) => record.action === 'enterprise-oem:setBranding' && record.detail.includes('primaryColor'),
    );
    expect(colour?.detail).toContain('#2e7d32');
  });
});
