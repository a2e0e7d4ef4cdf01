import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccount } from '../../../src/contract/accounts/adminAccount';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * `/admin/*`: a platform administrator manages platform administrators (never locking the platform
 * out); an enterprise administrator manages its own sub-users and their grants, which are in force at the
 * sub-user's next request; nobody reaches another enterprise's accounts.
 */

let t: TestServer;
let admin: ResourceSession;
let acme: ResourceSession;
let globex: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
  acme = await signIn(t, 'acme');
  globex = await signIn(t, 'globex');
});
afterAll(async () => t?.stop());

const list = (session: ResourceSession, body: Record<string, unknown> = {}) =>
  session.ok<Page<AdminAccount>>('/admin/page', { pageSize: 100, ...body });
const call = (token: string, path: string, body: unknown = {}) =>
  t.client.call('POST', path, { token, body, lang: 'en_US' });

describe('platform administrators (ADMIN)', () => {
  it('lists ADMIN accounts only; adds one that signs in; refuses a taken name', async () => {
    const before = await list(admin);
    expect(before.records.every((account) => account.role === 'ADMIN')).toBe(true);
    expect(before.records.map((account) => account.username)).toContain('admin');
    const added = await admin.ok<AdminAccount>('/admin/add', {
      username: 'second-admin',
      password: 'Second@1234',
      name: 'Second Admin',
    });
    expect(added).toMatchObject({ role: 'ADMIN', status: 'enabled', permits: [], lastSignInAt: null });
    await t.login('second-admin', 'Second@1234');
    expect(
      (await list(admin)).records.find((a) => a.username === 'second-admin')?.lastSignInAt,
    ).not.toBeNull();
    const taken = await admin.refused('/admin/add', { username: 'acme', password: 'Taken@1234' });
    expect(taken.message).toBe(message('en', 'api.admins.usernameTaken', { username: 'acme' }));
    expect((await admin.refused('/admin/add', { username: 'weak-admin', password: 'weak' })).status).toBe(
      400,
    );
  });

  it('never disables or deletes itself (so an enabled administrator always remains); disabling signs out at once', async () => {
    const accounts = (await list(admin)).records;
    const self = accounts.find((a) => a.username === 'admin')!;
    const other = accounts.find((a) => a.username === 'second-admin')!;
    expect((await admin.refused('/admin/setStatus', { ids: [self.id], status: 'disabled' })).message).toBe(
      message('en', 'api.admins.notYourself'),
    );
    expect((await admin.refused('/admin/delete', { ids: [other.id, self.id] })).message).toBe(
      message('en', 'api.admins.notYourself'),
    );
    const otherToken = await t.login('second-admin', 'Second@1234');
    await admin.ok('/admin/setStatus', { ids: [other.id], status: 'disabled' });
    expect((await call(otherToken, '/admin/page')).status).toBe(401);
    const again = await t.client.call('POST', '/login/auth', {
      body: { username: 'second-admin', password: 'Second@1234' },
      encrypt: true,
    });
    expect(again.envelope.code).toBe('-1');
    await admin.ok('/admin/setStatus', { ids: [other.id], status: 'enabled' });
    await t.login('second-admin', 'Second@1234');
  });

  it('enterprise roles reach only their sub-users; sub-users and agencies are refused', async () => {
    expect((await call(await t.login('acme-ops'), '/admin/page')).status).toBe(403);
    expect((await call(await t.login('agency'), '/admin/page')).status).toBe(403);
    const acmeList = await list(acme);
    expect(acmeList.records.map((a) => a.username)).toEqual(['acme-ops']);
    expect(acmeList.records[0]!.permits).toContain('cdr:search');
    expect((await list(globex)).records.map((a) => a.username)).not.toContain('acme-ops');
    const ops = acmeList.records[0]!;
    expect((await globex.refused('/admin/update', { id: ops.id, name: 'x' })).message).toBe(
      message('en', 'api.admins.missing', { id: ops.id }),
    );
    const adminRow = (await list(admin)).records[0]!;
    expect((await acme.refused('/admin/delete', { ids: [adminRow.id] })).message).toBe(
      message('en', 'api.admins.missing', { id: adminRow.id }),
    );
  });
});

describe('enterprise sub-users (ENTERPRISE)', () => {
  it('adds a sub-user with grants; an action brings its viewing; codes outside the area are refused', async () => {
    const sub = await acme.ok<AdminAccount>('/admin/add', {
      username: 'acme-dispatch',
      password: 'Dispatch@123',
      name: 'Dispatch desk',
      permits: ['dept:search', 'localuser:add'],
    });
    expect(sub).toMatchObject({ role: 'ENTERPRISE_CHILDUSER' });
    expect(sub.permits).toEqual(['dept:search', 'localuser:add', 'localuser:search']);
    const outside = await acme.refused('/admin/add', {
      username: 'acme-x',
      password: 'Outside@123',
      permits: ['enterprise:search'],
    });
    expect(outside.message).toBe(message('en', 'api.admins.unknownPermit', { permit: 'enterprise:search' }));
    expect(
      (
        await admin.refused('/admin/add', {
          username: 'admin-x',
          password: 'Outside@123',
          permits: ['cdr:search'],
        })
      ).status,
    ).toBe(400);
  });

  it("a grant change is in force at the sub-user's next request", async () => {
    const token = await t.login('acme-dispatch', 'Dispatch@123');
    expect((await call(token, '/dept/tree')).status).toBe(200);
    expect((await call(token, '/cdr/page')).status).toBe(403);
    const sub = (await list(acme)).records.find((a) => a.username === 'acme-dispatch')!;
    await acme.ok('/admin/update', { id: sub.id, permits: ['cdr:search'] });
    expect((await call(token, '/cdr/page')).status).toBe(200);
    expect((await call(token, '/dept/tree')).status).toBe(403);
    const codes = (await t.client.call('GET', '/getPermCode', { token })).data as string[];
    expect(codes).toEqual(['cdr:search']);
  });

  it('a password reset ends its sign-ins; deleting removes the account; all in the operation log without secrets', async () => {
    const sub = (await list(acme)).records.find((a) => a.username === 'acme-dispatch')!;
    const token = await t.login('acme-dispatch', 'Dispatch@123');
    await acme.ok('/admin/resetPassword', { id: sub.id, password: 'Reset#2026ab' });
    expect((await call(token, '/cdr/page')).status).toBe(401);
    await t.login('acme-dispatch', 'Reset#2026ab');
    await acme.ok('/admin/delete', { ids: [sub.id] });
    expect((await list(acme)).records.map((a) => a.username)).toEqual(['acme-ops']);
    const lines = await t.server.db
      .selectFrom('operation_log')
      .select(['action', 'detail'])
      .where('action', 'like', 'admin:%')
      .execute();
    expect(lines.map((line) => line.action)).toEqual(
      expect.arrayContaining(['admin:add', 'admin:update', 'admin:resetPassword', 'admin:delete']),
    );
    for (const line of lines) {
      expect(line.detail).not.toContain('Dispatch@123');
      expect(line.detail).not.toContain('Reset#2026ab');
    }
  });
});
