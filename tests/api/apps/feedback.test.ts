import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feedback, MyFeedback } from '../../../src/contract/apps';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { appSignIn, DEMO_PREFIX } from '../support/appMembers';
import { message } from '../support/messages';
import { tinyPng } from '../support/pictures';
import { startTestServer, type TestServer } from '../support/testServer';
import { multipart } from './versionSupport';

let t: TestServer;
let admin: ResourceSession;
let acme: ResourceSession;
beforeAll(async () => {
  t = await startTestServer();
  [admin, acme] = await Promise.all([signIn(t, 'admin'), signIn(t, 'acme')]);
});
afterAll(async () => t?.stop());

type Page = { records: Feedback[]; total: number };

describe('the app submits problem reports', () => {
  it('takes a report without an attachment (JSON) with the member and device from the token', async () => {
    const member = await appSignIn(t, { deviceId: 'feedback-device-01', appVersionCode: 120 });
    const result = await t.client.call('POST', '/app/feedback/submit', {
      token: member.token,
      body: { category: 'call', content: 'Calls drop after 30 seconds', contact: '13900000001' },
    });
    expect(result.envelope.code, result.envelope.message).toBe('0000');
    const { id } = result.data as { id: string };
    const report = await admin.ok<Feedback>('/feedback/get', { id });
    expect(report).toMatchObject({
      category: 'call',
      content: 'Calls drop after 30 seconds',
      contact: '13900000001',
      memberAccount: member.member.account,
      enterpriseName: member.member.enterpriseName,
      deviceId: 'feedback-device-01',
      deviceModel: 'Pixel 8',
      appVersionName: '1.0.120',
      status: 'new',
      attachments: [],
    });
  });

  it('takes a picture with the report and a log after it; both are served by signed URLs', async () => {
    const member = await appSignIn(t, { deviceId: 'feedback-device-02' });
    const png = tinyPng();
    const submitted = await multipart(
      t,
      member.token,
      '/app/feedback/submit',
      { name: 'screen.png', type: 'image/png', content: png },
      { category: 'bug', content: 'The map is blank' },
    );
    expect(submitted.envelope.code, submitted.envelope.message).toBe('0000');
    const { id, attachments } = submitted.envelope.data as { id: string; attachments: number };
    expect(attachments).toBe(1);
    const log = 'E/Map: tile 404\nE/Map: tile 404\n';
    const attached = await multipart(
      t,
      member.token,
      '/app/feedback/attach',
      { name: 'app.log', type: 'text/plain', content: log },
      { feedbackId: id },
    );
    expect(attached.envelope.code, attached.envelope.message).toBe('0000');
    const report = await admin.ok<Feedback>('/feedback/get', { id });
    expect(report.attachments.map((a) => [a.fileName, a.kind, a.contentType])).toEqual([
      ['screen.png', 'image', 'image/png'],
      ['app.log', 'log', 'text/plain; charset=utf-8'],
    ]);
    const picture = await admin.ok<{ url: string }>('/feedback/attachmentUrl', {
      id: report.attachments[0]!.id,
    });
    const response = await fetch(`${t.server.url}${picture.url}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    const text = await admin.ok<{ url: string }>('/feedback/attachmentUrl', {
      id: report.attachments[1]!.id,
    });
    expect(await (await fetch(`${t.server.url}${text.url}`)).text()).toBe(log);
    // The URL lives with the session that asked for it.
    const session = await signIn(t, 'admin');
    const own = await session.ok<{ url: string }>('/feedback/attachmentUrl', {
      id: report.attachments[1]!.id,
    });
    expect(await (await fetch(`${t.server.url}${own.url}`)).text()).toBe(log);
    await session.ok('/login/logout');
    const ended = await fetch(`${t.server.url}${own.url}`);
    await ended.arrayBuffer();
    expect(ended.status).toBe(403);
  });

  it('refuses an attachment too large, of another type, or added to another member’s report', async () => {
    const member = await appSignIn(t, { deviceId: 'feedback-device-03' });
    const big = await multipart(
      t,
      member.token,
      '/app/feedback/submit',
      {
        name: 'huge.png',
        type: 'image/png',
        content: Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]),
      },
      { category: 'bug', content: 'Too big' },
    );
    expect(big.status).toBe(400);
    expect(big.envelope.message).toBe(message('en', 'api.uploadTooLarge', { max: '5 MB' }));
    const binary = await multipart(
      t,
      member.token,
      '/app/feedback/submit',
      { name: 'core.bin', type: 'application/octet-stream', content: Buffer.from([0, 1, 2, 3, 0, 255]) },
      { category: 'bug', content: 'Binary' },
      'zh_CN',
    );
    expect(binary.envelope.message).toBe(message('zh_CN', 'api.feedback.attachmentType'));
    // Nothing was kept of the refused reports.
    const page = await admin.ok<Page>('/feedback/page', { keyword: 'Binary' });
    expect(page.total).toBe(0);
    const own = await t.client.call('POST', '/app/feedback/submit', {
      token: member.token,
      body: { category: 'other', content: 'Mine' },
    });
    const other = await appSignIn(t, { prefix: DEMO_PREFIX.globex, deviceId: 'feedback-device-globex' });
    const foreign = await multipart(
      t,
      other.token,
      '/app/feedback/attach',
      { name: 'x.log', type: 'text/plain', content: 'x' },
      { feedbackId: (own.data as { id: string }).id },
    );
    expect(foreign.envelope.message).toBe(message('en', 'api.feedback.notFound'));
  });

  it('refuses an empty description and a category of no one', async () => {
    const member = await appSignIn(t, { deviceId: 'feedback-device-04' });
    const result = await t.client.call('POST', '/app/feedback/submit', {
      token: member.token,
      body: { category: 'nonsense', content: '' },
      lang: 'en_US',
    });
    expect(result.status).toBe(400);
    expect(result.envelope.code).toBe('-1');
  });
});

describe('the platform works through the reports', () => {
  it('filters, replies, and the member reads the reply; other members see only their own', async () => {
    const member = await appSignIn(t, { deviceId: 'feedback-device-05' });
    const sent = await t.client.call('POST', '/app/feedback/submit', {
      token: member.token,
      body: { category: 'location', content: 'Position jumps by 200 m' },
    });
    const { id } = sent.data as { id: string };
    const found = await admin.ok<Page>('/feedback/page', {
      category: 'location',
      status: 'new',
      enterprise: '8001',
    });
    expect(found.records.map((row) => row.id)).toContain(id);
    const none = await admin.ok<Page>('/feedback/page', { category: 'location', enterprise: '8002' });
    expect(none.records.map((row) => row.id)).not.toContain(id);
    const replied = await admin.ok<Feedback>('/feedback/reply', {
      id,
      reply: 'Fixed in 2.4.0',
      status: 'resolved',
    });
    expect(replied).toMatchObject({ status: 'resolved', reply: 'Fixed in 2.4.0', repliedBy: 'admin' });
    const mine = await t.client.call('GET', '/app/feedback/mine', { token: member.token });
    const record = (mine.data as { records: MyFeedback[] }).records.find((row) => row.id === id);
    expect(record).toMatchObject({ status: 'resolved', reply: 'Fixed in 2.4.0' });
    const other = await appSignIn(t, { prefix: DEMO_PREFIX.globex, deviceId: 'feedback-device-globex-2' });
    const theirs = await t.client.call('GET', '/app/feedback/mine', { token: other.token });
    expect((theirs.data as { records: MyFeedback[] }).records.map((row) => row.id)).not.toContain(id);
  });

  it('exports the filtered reports and deletes one with its files', async () => {
    const exported = await admin.download('/feedback/export', { category: 'location' });
    expect(exported.status).toBe(200);
    const csv = exported.content.toString('utf8');
    expect(csv).toContain('Position jumps by 200 m');
    expect(csv).not.toContain('The map is blank');
    const page = await admin.ok<Page>('/feedback/page', { keyword: 'map is blank' });
    const target = page.records[0]!;
    const url = await admin.ok<{ url: string }>('/feedback/attachmentUrl', { id: target.attachments[0]!.id });
    expect((await admin.ok<{ deleted: number }>('/feedback/delete', { ids: [target.id] })).deleted).toBe(1);
    const gone = await fetch(`${t.server.url}${url.url}`);
    expect(gone.status).toBe(403);
    await gone.arrayBuffer();
  });

  it('is the platform’s screen: an enterprise account and an app token are refused', async () => {
    const byEnterprise = await acme.call('/feedback/page', {});
    expect(byEnterprise.status).toBe(403);
    const member = await appSignIn(t, { deviceId: 'feedback-device-06' });
    const byApp = await t.client.call('POST', '/feedback/page', {
      token: member.token,
      body: {},
      lang: 'en_US',
    });
    expect(byApp.status).toBe(403);
    expect(byApp.envelope.message).toBe(message('en', 'api.apps.appTokenRefused'));
    const consoleOnApp = await t.client.call('GET', '/app/feedback/mine', {
      token: admin.token,
      lang: 'en_US',
    });
    expect(consoleOnApp.envelope.message).toBe(message('en', 'api.apps.consoleTokenRefused'));
  });
});
