import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationLogEntry } from '../../../src/contract/audit';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * `<operation-log-list>`: the platform's operation log, read by ADMIN only — every enterprise's
 * writes and every session event, with the role and enterprise as they were, each changed field before
 * and after, secrets only named; filters, paging and the streamed export.
 */

let t: TestServer;
let admin: ResourceSession;
let acme: ResourceSession;
let globex: ResourceSession;
/** Acme's enterprise id, as its lines carry it. */
let acmeId: string;
const since = Date.now();

beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
  acme = await signIn(t, 'acme');
  globex = await signIn(t, 'globex');
});
afterAll(async () => t?.stop());

const page = (filters: Record<string, unknown> = {}) =>
  admin.ok<Page<OperationLogEntry>>('/operlog/page', { pageSize: 100, timeFrom: since, ...filters });

describe('operation log: who may read it', () => {
  it('enterprise roles and sub-users are refused; ADMIN reads every enterprise', async () => {
    expect((await acme.call('/operlog/page', {})).status).toBe(403);
    expect((await acme.call('/operlog/exportUrl', {})).status).toBe(403);
    const opsUser = await signIn(t, 'acme-ops');
    expect((await opsUser.call('/operlog/page', {})).status).toBe(403);
    const agency = await signIn(t, 'agency');
    expect((await agency.call('/operlog/page', {})).status).toBe(403);
    const anonymous = await t.client.call('POST', '/operlog/page', { body: {} });
    expect(anonymous.status).toBe(401);

    await acme.ok('/dept/add', { name: 'Audit dept A' });
    await globex.ok('/dept/add', { name: 'Audit dept G' });
    const lines = (await page({ actionPrefix: 'dept:add' })).records;
    const byTarget = (name: string) => lines.find((line) => line.target.startsWith(name));
    expect(byTarget('Audit dept A')).toMatchObject({
      account: 'acme',
      role: 'ENTERPRISE',
      enterpriseName: 'Acme Logistics',
      result: 'success',
    });
    expect(byTarget('Audit dept G')).toMatchObject({ account: 'globex', enterpriseName: 'Globex Security' });
    acmeId = byTarget('Audit dept A')!.enterpriseId!;
    expect(acmeId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('operation log: what a line says', () => {
  it('an update keeps each changed field before and after, and leaves out fields sent unchanged', async () => {
    const dept = await acme.ok<{ id: string; name: string; sort: number }>('/dept/add', {
      name: 'Before rename',
    });
    await acme.ok('/dept/update', { id: dept.id, name: 'After rename', sort: dept.sort });
    const [line] = (await page({ actionPrefix: 'dept:update', keyword: 'After rename' })).records;
    expect(line).toBeDefined();
    expect(JSON.parse(line!.detail)).toEqual({ name: { from: 'Before rename', to: 'After rename' } });
  });

  it('a secret is named, never written', async () => {
    const member = await acme.ok<{ id: string }>('/localuser/add', {
      account: 'audit.member',
      name: 'Audit Member',
      password: 'Secret@1234',
    });
    const lines = (await page({ actionPrefix: 'localuser:add', keyword: 'audit.member' })).records;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.detail).not.toContain('Secret@1234');
    expect(JSON.parse(lines[0]!.detail).set).toEqual(['password']);
    await acme.ok('/localuser/delete', { ids: [member.id] });
  });

  it('a refused change is a failed line with its reason', async () => {
    await acme.refused('/dept/add', { name: 'Audit dept A' });
    const [line] = (await page({ actionPrefix: 'dept:add', result: 'failure' })).records;
    expect(line).toMatchObject({ account: 'acme', result: 'failure' });
    expect(line!.detail.length).toBeGreaterThan(0);
  });

  it('sign-ins and sign-outs are in it, platform ones without an enterprise', async () => {
    const session = await signIn(t, 'admin');
    await session.ok('/login/logout');
    const logins = (await page({ actionPrefix: 'login', accountPrefix: 'admin' })).records;
    expect(logins.length).toBeGreaterThan(0);
    expect(logins[0]).toMatchObject({ role: 'ADMIN', enterpriseId: null, enterpriseName: '' });
    const logouts = (await page({ actionPrefix: 'logout', accountPrefix: 'admin' })).records;
    expect(logouts.length).toBeGreaterThan(0);
  });
});

describe('operation log: filters, paging, export', () => {
  it('filters by enterprise, role and result; pages newest first; a total that counts the new line at once', async () => {
    const acmeLines = await page({ enterpriseId: acmeId });
    expect(acmeLines.records.length).toBeGreaterThan(0);
    expect(acmeLines.records.every((line) => line.enterpriseId === acmeId)).toBe(true);
    const byName = await page({ enterprisePrefix: 'Acme' });
    expect(byName.total).toBe(acmeLines.total);
    const roleLines = await page({ role: 'ADMIN' });
    expect(roleLines.records.every((line) => line.role === 'ADMIN')).toBe(true);
    const times = acmeLines.records.map((line) => line.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const before = (await page()).total;
    await acme.ok('/dept/add', { name: 'Audit dept count' });
    expect((await page()).total).toBe(before + 1);
    const second = await admin.ok<Page<OperationLogEntry>>('/operlog/page', {
      pageSize: 20,
      pageNum: 2,
      timeFrom: since,
    });
    expect(second.total).toBe(before + 1);
  });

  it('one line by id; an unknown id is not found', async () => {
    const [line] = (await page()).records;
    const fetched = await admin.ok<OperationLogEntry>('/operlog/get', { id: line!.id });
    expect(fetched).toEqual(line);
    await admin.refused('/operlog/get', { id: '999999999' });
  });

  it('bad filters get the error envelope', async () => {
    const bad = await admin.refused('/operlog/page', { role: 'ROOT' });
    expect(bad.status).toBe(400);
    expect((await admin.refused('/operlog/page', { timeFrom: 'yesterday' })).status).toBe(400);
  });

  it('the export streams the filtered lines as CSV with a signed URL, and is itself logged', async () => {
    const filters = { timeFrom: since, enterpriseId: acmeId, actionPrefix: 'dept:' };
    const expected = await page(filters);
    const ticket = await admin.ok<{ url: string; total: number }>('/operlog/exportUrl', filters);
    expect(ticket.total).toBe(expected.total);
    const response = await fetch(`${t.server.url}${ticket.url}`);
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(expected.total + 1);
    expect(lines[0]).toContain('Operation');
    const tampered = ticket.url.replace('e=*', `e=${acmeId}`).replace('e=%2A', `e=${acmeId}`);
    expect(tampered).not.toBe(ticket.url);
    expect((await fetch(`${t.server.url}${tampered}`)).status).toBe(403);
    const exports = (await page({ actionPrefix: 'operlog:export' })).records;
    expect(exports[0]).toMatchObject({ account: 'admin', enterpriseId: null, result: 'success' });
  });
});

describe('operation log: the export in words', () => {
  /** The exported rows of one filter, in the language the URL was asked for in. */
  async function exported(filters: Record<string, unknown>, lang: string): Promise<string> {
    const asked = await admin.call('/operlog/exportUrl', filters, lang);
    const { url } = asked.data as { url: string };
    const response = await fetch(`${t.server.url}${url}`);
    expect(response.status).toBe(200);
    return (await response.text()).replace(/^\ufeff/, '');
  }

  it('the operation column and the detail sentence are in the language asked for, never codes or JSON', async () => {
    const until = new Date(2099, 11, 31, 23, 59, 59).getTime();
    await admin.ok('/enterprise/setExpiry', { id: acmeId, expiry: until });
    await admin.ok('/enterprise/setExpiry', { id: acmeId, expiry: null });
    const filters = { timeFrom: since, enterpriseId: acmeId, actionPrefix: 'enterprise:setExpiry' };
    const chinese = await exported(filters, 'zh_CN');
    expect(chinese).toContain('设置企业到期日');
    expect(chinese).toContain('到期 — → 2099-12-31');
    expect(chinese).toContain('到期 2099-12-31 → —');
    const english = await exported(filters, 'en_US');
    expect(english).toContain('Set enterprise expiry');
    expect(english).toContain('expiry — → 2099-12-31');
    for (const file of [chinese, english]) {
      expect(file).not.toContain('enterprise:setExpiry');
      expect(file).not.toContain('{""expiry""');
    }
  });

  it('a session event and a role read as words in both languages', async () => {
    const filters = { timeFrom: since, actionPrefix: 'login', role: 'ADMIN' };
    const chinese = await exported(filters, 'zh_CN');
    expect(chinese).toContain('登录');
    expect(chinese).toContain('平台管理员');
    const english = await exported(filters, 'en_US');
    expect(english).toContain('Sign in');
    expect(english).toContain('Platform administrator');
    expect(english.split('\r\n').slice(1).join('\n')).not.toMatch(/,login,/);
  });
});
