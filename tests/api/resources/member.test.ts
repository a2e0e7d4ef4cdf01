import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Extension, Member } from '../../../src/contract/resources';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import { memberLabel as label, memberHelpers } from './memberHelpers';
import { type Page, type ResourceSession, signIn, startAcmeServer } from './resourceClient';

/*
 * Members as acme: adding, checking, binding an extension, passwords and status; paging, sorting and
 * filtering by department, role, status and keyword.
 */

let t: TestServer, acme: ResourceSession;
beforeAll(async () => {
  ({ t, acme } = await startAcmeServer());
});
afterAll(async () => t?.stop());
const { deptId, memberCount } = memberHelpers(() => acme);

describe('members: CRUD', () => {
  it('adds a member with a password that is stored with scrypt and never answered', async () => {
    const dept = await deptId('Warehouse');
    const added = await acme.ok<Member & { password?: string }>('/localuser/add', {
      account: 'new.picker',
      name: 'New Picker',
      deptId: dept,
      appRole: 'member',
      phone: '+86 138 0000 1111',
      email: 'picker@example.com',
      imei: '490154203237518',
      password: 'Picker@2024',
    });
    expect(added).toMatchObject({
      account: 'new.picker',
      deptId: dept,
      status: 'enabled',
      hasPassword: true,
    });
    expect(added).not.toHaveProperty('password');
    const stored = await t.server.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    const page = await acme.ok<Page<Record<string, unknown>>>('/localuser/page', {
      pageNum: 1,
      pageSize: 10,
      keyword: 'new.picker',
    });
    expect(page.records[0]).not.toHaveProperty('password');
    expect(page.records[0]).not.toHaveProperty('passwordHash');

    const updated = await acme.ok<Member>('/localuser/update', {
      id: added.id,
      name: 'Senior Picker',
      appRole: 'observer',
    });
    expect(updated).toMatchObject({
      name: 'Senior Picker',
      appRole: 'observer',
      email: 'picker@example.com',
    });
    expect(await acme.ok('/localuser/delete', { ids: [added.id] })).toEqual({ deleted: 1 });
  });

  it('refuses an account taken in the enterprise, in zh_CN and en', async () => {
    await acme.ok('/localuser/add', { account: 'dup.account', name: 'First' });
    const en = await acme.refused('/localuser/add', { account: 'dup.account', name: 'Second' }, 'en_US');
    expect(en.message).toBe(message('en', 'resources.member.accountTaken', { value: 'dup.account' }));
    const zh = await acme.refused('/localuser/add', { account: 'dup.account', name: 'Second' }, 'zh_CN');
    expect(zh.message).toBe(message('zh_CN', 'resources.member.accountTaken', { value: 'dup.account' }));
    // Another enterprise may use the same account.
    const globex = await signIn(t, 'globex');
    await globex.ok('/localuser/add', { account: 'dup.account', name: 'Globex one' });
  });

  it('checks field formats with messages naming the field', async () => {
    const en = await acme.refused('/localuser/add', {
      account: 'a b',
      name: 'Bad',
      email: 'not-an-email',
      imei: '490154203237519',
      appRole: 'boss',
    });
    expect(en.status).toBe(400);
    expect(en.message.split('; ')).toEqual([
      message('en', 'validation.accountFormat', { field: label('account') }),
      message('en', 'validation.invalidChoice', { field: label('appRole') }),
      message('en', 'validation.emailInvalid', { field: label('email') }),
      message('en', 'validation.imeiInvalid', { field: label('imei') }),
    ]);
    const zh = await acme.refused(
      '/localuser/add',
      { account: 'ok.account', name: 'Weak', password: 'short' },
      'zh_CN',
    );
    expect(zh.message).toContain(message('zh_CN', 'validation.passwordMinLength'));
  });

  it('binds an extension to one member only', async () => {
    const extensions = await acme.ok<Page<Extension>>('/extension/page', {
      pageNum: 1,
      pageSize: 10,
      keyword: '8001001',
    });
    const taken = extensions.records[0]!;
    expect(taken.memberId).not.toBeNull();
    // The member's answer carries the bound extension's number, so its list needs no extension lookup.
    expect(await acme.ok('/localuser/get', { id: taken.memberId })).toMatchObject({
      extensionId: taken.id,
      extensionNumber: '8001001',
    });
    const result = await acme.refused('/localuser/add', {
      account: 'ext.thief',
      name: 'Thief',
      extensionId: taken.id,
    });
    expect(result.message).toBe(message('en', 'resources.member.extensionTaken', { value: taken.id }));
  });

  it('resets a password and enables or disables members', async () => {
    const member = await acme.ok<Member>('/localuser/add', { account: 'reset.me', name: 'Reset Me' });
    expect(member.hasPassword).toBe(false);
    await acme.ok('/localuser/resetPassword', { id: member.id, password: 'Fresh@Pass123' });
    expect(await acme.ok('/localuser/get', { id: member.id })).toMatchObject({ hasPassword: true });
    expect(await acme.ok('/localuser/setStatus', { ids: [member.id], status: 'disabled' })).toEqual({
      updated: 1,
    });
    expect(await acme.ok('/localuser/get', { id: member.id })).toMatchObject({ status: 'disabled' });
    const weak = await acme.refused('/localuser/resetPassword', { id: member.id, password: 'weak' });
    expect(weak.status).toBe(400);
  });
});

describe('members: paging, sorting and filtering', () => {
  it('pages with the total, and a page beyond the end is empty with the right total', async () => {
    const total = await memberCount();
    const first = await acme.ok<Page<Member>>('/localuser/page', { pageNum: 1, pageSize: 20 });
    expect(first.records).toHaveLength(20);
    expect(first.total).toBe(total);
    const beyond = await acme.ok<Page<Member>>('/localuser/page', { pageNum: 100, pageSize: 20 });
    expect(beyond).toEqual({ records: [], total });
    const last = await acme.ok<Page<Member>>('/localuser/page', {
      pageNum: Math.ceil(total / 20),
      pageSize: 20,
    });
    expect(last.records).toHaveLength(total - 20 * (Math.ceil(total / 20) - 1));
  });

  it('pages never overlap: every row appears exactly once across pages', async () => {
    const total = await memberCount();
    const seen: string[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(total / 10); pageNum++) {
      const page = await acme.ok<Page<Member>>('/localuser/page', { pageNum, pageSize: 10, sort: 'appRole' });
      seen.push(...page.records.map((record) => record.id));
    }
    expect(new Set(seen).size).toBe(total);
  });

  it('refuses a page size that is not allowed with -1 and a readable message', async () => {
    for (const pageSize of [15, 0, 1000]) {
      const result = await acme.refused('/localuser/page', { pageNum: 1, pageSize });
      expect(result.status).toBe(400);
      expect(result.message).toBe(message('en', 'validation.pageSize'));
    }
    for (const pageSize of [10, 20, 50, 80, 100, 500])
      await acme.ok('/localuser/page', { pageNum: 1, pageSize });
    const zh = await acme.refused('/localuser/page', { pageNum: 1, pageSize: 30 }, 'zh_CN');
    expect(zh.message).toBe(message('zh_CN', 'validation.pageSize'));
  });

  it('refuses a page number below 1 and a column that cannot be sorted', async () => {
    const zero = await acme.refused('/localuser/page', { pageNum: 0, pageSize: 10 });
    expect(zero.status).toBe(400);
    const sort = await acme.refused('/localuser/page', { pageNum: 1, pageSize: 10, sort: 'password' });
    expect(sort.message).toBe(message('en', 'validation.sortField'));
  });

  it('sorts by a declared column in both directions', async () => {
    const asc = await acme.ok<Page<Member>>('/localuser/page', {
      pageNum: 1,
      pageSize: 100,
      sort: 'account',
      order: 'asc',
    });
    const accounts = asc.records.map((record) => record.account);
    expect(accounts).toEqual([...accounts].sort());
    const desc = await acme.ok<Page<Member>>('/localuser/page', {
      pageNum: 1,
      pageSize: 100,
      sort: 'account',
      order: 'desc',
    });
    expect(desc.records.map((record) => record.account)).toEqual([...accounts].reverse());
  });

  it('filters by department, by department subtree, by role and status, and by keyword', async () => {
    const north = await acme.ok<Page<Member>>('/localuser/page', {
      pageNum: 1,
      pageSize: 50,
      deptId: await deptId('Fleet North'),
    });
    expect(north.total).toBe(12);
    const ops = await acme.ok<Page<Member>>('/localuser/page', {
      pageNum: 1,
      pageSize: 50,
      deptTree: await deptId('Operations'),
    });
    expect(ops.total).toBe(27);
    const dispatchers = await acme.ok<Page<Member>>('/localuser/page', {
      pageNum: 1,
      pageSize: 50,
      appRole: 'dispatcher',
    });
    expect(dispatchers.total).toBe(5);
    expect(dispatchers.records.every((record) => record.appRole === 'dispatcher')).toBe(true);
    const disabled = await acme.ok<Page<Member>>('/localuser/page', {
      pageNum: 1,
      pageSize: 50,
      status: 'disabled',
    });
    expect(disabled.records.every((record) => record.status === 'disabled')).toBe(true);
    const someone = north.records[0]!;
    const byKeyword = await acme.ok<Page<Member>>('/localuser/page', {
      pageNum: 1,
      pageSize: 50,
      keyword: someone.account.toUpperCase(),
    });
    expect(byKeyword.records.map((record) => record.id)).toContain(someone.id);
    // LIKE wildcards in a keyword are taken literally.
    expect(
      (await acme.ok<Page<Member>>('/localuser/page', { pageNum: 1, pageSize: 10, keyword: '%' })).total,
    ).toBe(0);
    const unassigned = await acme.ok<Page<Member>>('/localuser/page', {
      pageNum: 1,
      pageSize: 50,
      deptId: null,
    });
    expect(unassigned.records.every((record) => record.deptId === null)).toBe(true);
  });
});
