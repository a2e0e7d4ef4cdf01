import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { formatDate } from '../../../server/accounts/dates';
import { DEFAULT_SIP_DOMAIN } from '../../../server/config';
import type { Enterprise } from '../../../src/contract/accounts';
import { SESSION_ENDED_CLOSE_CODE } from '../../../src/contract/monitor';
import { signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { ADMIN_PASSWORD, createEnterprise, freshPrefix, openSocket, uploadCsv } from './platform';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

const DAY = 24 * 60 * 60_000;

async function loginAttempt(username: string, password: string, lang = 'en_US') {
  return t.client.call('POST', '/login/auth', { body: { username, password }, encrypt: true, lang });
}

async function enterpriseCount(prefix: string) {
  return (await t.server.db.selectFrom('enterprises').select('id').where('prefix', '=', prefix).execute())
    .length;
}

describe('creating an enterprise with its administrator', () => {
  it('the enterprise and its ENTERPRISE account go in together; the administrator signs in to it', async () => {
    const created = await createEnterprise(t, {
      contact: 'Casey',
      phone: '13912345678',
      functions: ['ptt', 'sos'],
      maxExtensions: 20,
    });
    expect(created).toMatchObject({
      status: 'enabled',
      expiry: null,
      functions: ['sos', 'ptt'],
      maxExtensions: 20,
      agencyId: null,
      adminUsername: `admin-${created.prefix}`,
    });
    const token = await t.login(created.adminUsername, ADMIN_PASSWORD);
    const info = await t.client.call('GET', '/getUserInfo', { token });
    expect(info.data).toMatchObject({ enterprisePrefix: created.prefix, enterpriseName: created.name });
    const admin = await signIn(t, 'admin');
    const page = await admin.ok<{ records: Enterprise[] }>('/enterprise/page', {
      pageNum: 1,
      pageSize: 10,
      keyword: created.prefix,
    });
    expect(page.records.map((row) => row.id)).toEqual([created.id]);
  });

  it('a taken administrator name leaves no enterprise behind', async () => {
    const admin = await signIn(t, 'admin');
    const prefix = freshPrefix();
    const refused = await admin.refused('/enterprise/add', {
      name: 'Clash',
      prefix,
      adminUsername: 'acme',
      adminPassword: ADMIN_PASSWORD,
    });
    expect(refused.message).toBe(message('en', 'api.usernameTaken', { username: 'acme' }));
    expect(await enterpriseCount(prefix)).toBe(0);
  });

  it('two creates racing for one administrator name: one goes in whole, the other leaves nothing behind', async () => {
    const admin = await signIn(t, 'admin');
    const [first, second] = [freshPrefix(), freshPrefix()];
    const adminUsername = `race-${first}`;
    const create = (prefix: string) =>
      admin.call('/enterprise/add', {
        name: `Race ${prefix}`,
        prefix,
        adminUsername,
        adminPassword: ADMIN_PASSWORD,
      });
    // Both pass the checks before either inserts; the loser's enterprise insert is rolled back with its account.
    const results = await Promise.all([create(first), create(second)]);
    const codes = results.map((result) => result.envelope.code).sort();
    expect(codes).toEqual(['-1', '0000']);
    const loser = results.find((result) => result.envelope.code === '-1')!;
    expect(loser.status).toBe(200);
    expect(loser.envelope.message).toBe(message('en', 'api.usernameTaken', { username: adminUsername }));
    expect((await enterpriseCount(first)) + (await enterpriseCount(second))).toBe(1);
    const accounts = await t.server.db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', adminUsername)
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('a weak administrator password or a taken prefix is refused with the reason, creating nothing', async () => {
    const admin = await signIn(t, 'admin');
    const prefix = freshPrefix();
    const weak = await admin.call('/enterprise/add', {
      name: 'Weak',
      prefix,
      adminUsername: `weak-${prefix}`,
      adminPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.envelope.message).toContain('8');
    const taken = await admin.refused('/enterprise/add', {
      name: 'Taken',
      prefix: '8001',
      adminUsername: `taken-${prefix}`,
      adminPassword: ADMIN_PASSWORD,
    });
    expect(taken.message).toBe(message('en', 'api.enterprises.prefixTaken', { prefix: '8001' }));
    expect(await enterpriseCount(prefix)).toBe(0);
    const account = await t.server.db
      .selectFrom('accounts')
      .select('id')
      .where('username', 'in', [`weak-${prefix}`, `taken-${prefix}`])
      .execute();
    expect(account).toEqual([]);
  });

  it('every change goes to the operation log under the enterprise, never the password', async () => {
    const created = await createEnterprise(t);
    const admin = await signIn(t, 'admin');
    await admin.ok('/enterprise/setFunctions', { id: created.id, functions: ['video'] });
    const log = await admin.ok<{
      records: { action: string; detail: string; account: string }[];
      total: number;
    }>('/enterprise/operationLog', { id: created.id, pageNum: 1, pageSize: 10 });
    expect(log.records.map((entry) => entry.action)).toEqual(['enterprise:setFunctions', 'enterprise:add']);
    expect(log.records.every((entry) => entry.account === 'admin')).toBe(true);
    expect(JSON.stringify(log.records)).not.toContain(ADMIN_PASSWORD);
  });

  it('an edit logs each changed field before and after, and leaves out fields sent unchanged', async () => {
    const created = await createEnterprise(t);
    const admin = await signIn(t, 'admin');
    const before = await admin.ok<{ name: string; maxMembers: number }>('/enterprise/get', {
      id: created.id,
    });
    await admin.ok('/enterprise/update', {
      id: created.id,
      name: before.name,
      maxMembers: before.maxMembers + 1,
    });
    const log = await admin.ok<{ records: { action: string; detail: string }[] }>(
      '/enterprise/operationLog',
      {
        id: created.id,
        pageNum: 1,
        pageSize: 10,
      },
    );
    const edit = log.records.find((entry) => entry.action === 'enterprise:update');
    expect(JSON.parse(edit!.detail)).toEqual({
      maxMembers: { from: before.maxMembers, to: before.maxMembers + 1 },
    });
  });
});

describe('deleting enterprises', () => {
  it('is refused while the enterprise has members, with the reason', async () => {
    const admin = await signIn(t, 'admin');
    // By its exact prefix: a keyword would also match a test's own prefix that contains 8001.
    const acme = await t.server.db
      .selectFrom('enterprises')
      .select('id')
      .where('prefix', '=', '8001')
      .executeTakeFirstOrThrow();
    const refused = await admin.refused('/enterprise/delete', { ids: [acme.id] });
    expect(refused.message).toBe(
      message('en', 'api.enterprises.hasMembers', { name: 'Acme Logistics', count: 40 }),
    );
    expect(await enterpriseCount('8001')).toBe(1);
  });

  it('removes an enterprise without members with its accounts and organisation', async () => {
    const created = await createEnterprise(t);
    const owner = await signIn(t, 'admin');
    const token = await t.login(created.adminUsername, ADMIN_PASSWORD);
    const enterpriseSession = {
      call: (path: string, body: unknown) => t.client.call('POST', path, { body, token, lang: 'en_US' }),
    };
    expect((await enterpriseSession.call('/dept/add', { name: 'Yard' })).envelope.code).toBe('0000');
    expect(
      (await enterpriseSession.call('/extension/add', { number: `${created.prefix}001` })).envelope.code,
    ).toBe('0000');
    expect(await owner.ok('/enterprise/delete', { ids: [created.id] })).toEqual({ deleted: 1 });
    expect(await enterpriseCount(created.prefix)).toBe(0);
    for (const table of ['departments', 'extensions', 'accounts'] as const) {
      const rows = await t.server.db
        .selectFrom(table)
        .select('id')
        .where('enterprise_id', '=', created.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    // Its administrator's session ended with it.
    expect((await t.client.call('GET', '/getUserInfo', { token })).status).toBe(401);
  });
});

describe('a disabled or expired enterprise', () => {
  it('disabled: its accounts are refused at sign-in naming the reason; open sessions and sockets end', async () => {
    const created = await createEnterprise(t);
    const token = await t.login(created.adminUsername, ADMIN_PASSWORD);
    const { closed } = await openSocket(t, token);
    const admin = await signIn(t, 'admin');
    expect(await admin.ok('/enterprise/setStatus', { ids: [created.id], status: 'disabled' })).toEqual({
      updated: 1,
    });
    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await t.client.call('GET', '/getUserInfo', { token })).status).toBe(401);
    const refused = await loginAttempt(created.adminUsername, ADMIN_PASSWORD);
    expect(refused.envelope.code).toBe('-1');
    expect(refused.envelope.message).toBe(message('en', 'api.enterprises.signInDisabled'));
    const zh = await loginAttempt(created.adminUsername, ADMIN_PASSWORD, 'zh_CN');
    expect(zh.envelope.message).toBe(message('zh_CN', 'api.enterprises.signInDisabled'));
    await admin.ok('/enterprise/setStatus', { ids: [created.id], status: 'enabled' });
    expect((await loginAttempt(created.adminUsername, ADMIN_PASSWORD)).envelope.code).toBe('0000');
  });

  it('expired: sign-in is refused naming the date; setting a past expiry ends its sessions and sockets', async () => {
    const created = await createEnterprise(t);
    const token = await t.login(created.adminUsername, ADMIN_PASSWORD);
    const { closed } = await openSocket(t, token);
    const admin = await signIn(t, 'admin');
    const expiry = Date.now() - DAY;
    const updated = await admin.ok<Enterprise>('/enterprise/setExpiry', { id: created.id, expiry });
    expect(updated.expiry).toBe(expiry);
    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await t.client.call('GET', '/getUserInfo', { token })).status).toBe(401);
    const refused = await loginAttempt(created.adminUsername, ADMIN_PASSWORD);
    expect(refused.envelope.message).toBe(
      message('en', 'api.enterprises.signInExpired', { date: formatDate(expiry) }),
    );
    await admin.ok('/enterprise/setExpiry', { id: created.id, expiry: Date.now() + DAY });
    expect((await loginAttempt(created.adminUsername, ADMIN_PASSWORD)).envelope.code).toBe('0000');
  });

  it('an expiry that passes while signed in ends the requests and, at the next check, the socket', async () => {
    const created = await createEnterprise(t, { expiry: Date.now() + DAY });
    const token = await t.login(created.adminUsername, ADMIN_PASSWORD);
    const { socket, closed } = await openSocket(t, token);
    // Time passes: the expiry is now behind us (written directly, as the clock would).
    await t.server.db
      .updateTable('enterprises')
      .set({ expiry: Date.now() - 1000 })
      .where('id', '=', created.id)
      .execute();
    await t.server.recheckSockets();
    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(socket.readyState).toBe(WebSocket.CLOSED);
    expect((await t.client.call('GET', '/getUserInfo', { token })).status).toBe(401);
  });
});

describe('per-enterprise limits are enforced where they bite', () => {
  it('extensions: add, batch add and import past the limit are refused naming the limit', async () => {
    const created = await createEnterprise(t, { maxExtensions: 2, maxMembers: 1, maxGroups: 1 });
    const token = await t.login(created.adminUsername, ADMIN_PASSWORD);
    const call = (path: string, body: unknown) => t.client.call('POST', path, { body, token, lang: 'en_US' });
    const limitMessage = (field: string, max: number, count: number, adding: number) =>
      message('en', 'api.enterprises.limitReached', {
        limit: message('en', `resources.enterprise.fields.${field}`),
        max,
        count,
        adding,
      });
    const batch = await call('/extension/batchAdd', { start: 1, count: 3 });
    expect(batch.envelope.message).toBe(limitMessage('maxExtensions', 2, 0, 3));
    expect((await call('/extension/batchAdd', { start: 1, count: 2 })).envelope.code).toBe('0000');
    const one = await call('/extension/add', { number: `${created.prefix}009` });
    expect(one.envelope.code).toBe('-1');
    expect(one.envelope.message).toBe(limitMessage('maxExtensions', 2, 2, 1));

    expect(
      (await call('/localuser/add', { account: `m1-${created.prefix}`, name: 'One' })).envelope.code,
    ).toBe('0000');
    const member = await call('/localuser/add', { account: `m2-${created.prefix}`, name: 'Two' });
    expect(member.envelope.message).toBe(limitMessage('maxMembers', 1, 1, 1));

    expect((await call('/callgroup/add', { name: 'G1', number: `${created.prefix}901` })).envelope.code).toBe(
      '0000',
    );
    const group = await call('/callgroup/add', { name: 'G2', number: `${created.prefix}902` });
    expect(group.envelope.message).toBe(limitMessage('maxGroups', 1, 1, 1));

    // Raising the limit lets the import in: all of the file counts.
    const admin = await signIn(t, 'admin');
    await admin.ok('/enterprise/update', { id: created.id, maxExtensions: 3 });
    const upload = (csv: string) => uploadCsv(t, token, '/extension/import', csv);
    const tooMany = await upload(`number\n${created.prefix}101\n${created.prefix}102\n`);
    expect(tooMany.message).toBe(limitMessage('maxExtensions', 3, 2, 2));
    expect((await upload(`number\n${created.prefix}101\n`)).code).toBe('0000');
  });
});

describe('enterprise detail calls', () => {
  it('usage, extensions, secret reset and the administrator password', async () => {
    const created = await createEnterprise(t);
    const token = await t.login(created.adminUsername, ADMIN_PASSWORD);
    await t.client.call('POST', '/extension/batchAdd', { body: { start: 1, count: 2 }, token });
    const admin = await signIn(t, 'admin');
    expect(await admin.ok('/enterprise/usage', { id: created.id })).toEqual({
      members: 0,
      extensions: 2,
      groups: 0,
      departments: 0,
      accounts: 1,
    });
    const extensions = await admin.ok<{ records: { id: string; number: string }[]; total: number }>(
      '/enterprise/extensions',
      { id: created.id, pageNum: 1, pageSize: 10 },
    );
    expect(extensions.records.map((row) => row.number)).toEqual([
      `${created.prefix}001`,
      `${created.prefix}002`,
    ]);
    const target = extensions.records[0]!;
    const { password } = await admin.ok<{ password: string }>('/enterprise/resetExtensionSecret', {
      id: created.id,
      extensionId: target.id,
    });
    const stored = await t.server.db
      .selectFrom('extensions')
      .select('password')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    // Stored as FreeSWITCH's a1-hash for the enterprise's SIP domain, never in clear.
    const a1 = createHash('md5')
      .update(`${target.number}:${created.prefix}.${DEFAULT_SIP_DOMAIN}:${password}`)
      .digest('hex');
    expect(stored.password).toBe(`a1:${a1}`);
    // Another enterprise's extension answers "does not exist".
    const acmeExtension = await t.server.db
      .selectFrom('extensions')
      .innerJoin('enterprises', 'enterprises.id', 'extensions.enterprise_id')
      .select('extensions.id')
      .where('enterprises.prefix', '=', '8001')
      .executeTakeFirstOrThrow();
    await admin.refused('/enterprise/resetExtensionSecret', {
      id: created.id,
      extensionId: acmeExtension.id,
    });

    await admin.ok('/enterprise/setAdminPassword', { id: created.id, password: 'Changed@Pass9' });
    expect((await t.client.call('GET', '/getUserInfo', { token })).status).toBe(401);
    // The new password first: after a wrong one, sign-in throttling makes this address wait a second.
    expect((await loginAttempt(created.adminUsername, 'Changed@Pass9')).envelope.code).toBe('0000');
    expect((await loginAttempt(created.adminUsername, ADMIN_PASSWORD)).envelope.code).toBe('-1');
    const log = await admin.ok<{ records: { action: string; detail: string }[] }>(
      '/enterprise/operationLog',
      {
        id: created.id,
        pageNum: 1,
        pageSize: 20,
      },
    );
    expect(log.records.map((entry) => entry.action)).toContain('enterprise:setAdminPassword');
    expect(JSON.stringify(log.records)).not.toContain('Changed@Pass9');
    expect(JSON.stringify(log.records)).not.toContain(password);
  });
});
