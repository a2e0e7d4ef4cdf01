import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dept, Extension, Member } from '../../../src/contract/resources';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import {
  csv,
  csvLines,
  type Page,
  type ResourceSession,
  signIn,
  startResourceServer,
} from './resourceClient';

let t: TestServer;
let acme: ResourceSession;
beforeAll(async () => {
  t = await startResourceServer();
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

const label = (field: string, locale: 'en' | 'zh_CN' = 'en') =>
  message(locale, `resources.member.fields.${field}`);

async function deptId(name: string): Promise<string> {
  const page = await acme.ok<Page<Dept>>('/dept/page', { pageNum: 1, pageSize: 50, keyword: name });
  return page.records.find((dept) => dept.name === name)!.id;
}

async function memberCount(): Promise<number> {
  return (await acme.ok<Page<Member>>('/localuser/page', { pageNum: 1, pageSize: 10 })).total;
}

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

describe('members: import and export', () => {
  const header = ['account', 'name', 'deptId', 'appRole', 'extensionId', 'phone', 'email', 'status'];

  it('an import with bad rows changes nothing and lists every bad row with row, field and reason', async () => {
    const before = await memberCount();
    const file = csv([
      header,
      ['imp.ok1', 'Import One', 'Fleet North', 'member', '', '', '', 'enabled'],
      ['imp.bad1', 'Bad Dept', 'No Such Dept', 'member', '', '', '', 'enabled'],
      ['imp.ok2', 'Import Two', '', 'dispatcher', '', '', 'two@example.com', ''],
      ['', 'No Account', '', '', '', '', 'not-mail', ''],
      ['imp.ok1', 'Duplicate', '', '', '', '', '', ''],
      ['imp.bad3', 'Bad Role', '', 'boss', '', '', '', ''],
    ]);
    const result = await acme.upload('/localuser/import', {
      name: 'members.csv',
      type: 'text/csv',
      content: file,
    });
    expect(result.status).toBe(200);
    expect(result.envelope.code).toBe('-1');
    expect(result.envelope.message).toBe(message('en', 'resources.importRefused', { rows: 4, errors: 5 }));
    const { errors } = result.envelope.data as {
      errors: { row: number; field: string; value: string; reason: string }[];
    };
    expect(errors).toEqual([
      {
        row: 3,
        field: label('deptId'),
        value: 'No Such Dept',
        reason: message('en', 'validation.referenceMissing', {
          field: label('deptId'),
          value: 'No Such Dept',
        }),
      },
      {
        row: 5,
        field: label('account'),
        value: '',
        reason: message('en', 'validation.fieldRequired', { field: label('account') }),
      },
      {
        row: 5,
        field: label('email'),
        value: 'not-mail',
        reason: message('en', 'validation.emailInvalid', { field: label('email') }),
      },
      {
        row: 6,
        field: label('account'),
        value: 'imp.ok1',
        reason: message('en', 'validation.duplicateInFile', {
          field: label('account'),
          value: 'imp.ok1',
          row: 2,
        }),
      },
      {
        row: 7,
        field: label('appRole'),
        value: 'boss',
        reason: message('en', 'validation.invalidChoice', { field: label('appRole') }),
      },
    ]);
    expect(await memberCount()).toBe(before);
    const log = await t.server.db
      .selectFrom('operation_log')
      .select('result')
      .where('action', '=', 'localuser:import')
      .execute();
    expect(log.map((row) => row.result)).toEqual(['failure']);
  });

  it('an import whose rows name stored rows, without "update existing", reports them as existing and changes nothing', async () => {
    const before = await memberCount();
    const existing = (await acme.ok<Page<Member>>('/localuser/page', { pageNum: 1, pageSize: 10 }))
      .records[0]!;
    const file = csv([
      header,
      ['fresh.one', 'Fresh', '', '', '', '', '', ''],
      [existing.account, 'Clash', '', '', '', '', '', ''],
    ]);
    const result = await acme.upload('/localuser/import', { name: 'm.csv', type: 'text/csv', content: file });
    expect(result.envelope.code).toBe('-1');
    const { errors } = result.envelope.data as { errors: { row: number; reason: string }[] };
    expect(errors).toEqual([
      expect.objectContaining({
        row: 3,
        reason: message('en', 'resources.importRowExists', {
          value: existing.account,
          field: label('account'),
        }),
      }),
    ]);
    expect(await memberCount()).toBe(before);
  });

  it('a good file goes in whole, with headers by label in either language and references by name', async () => {
    const before = await memberCount();
    const zhHeader = ['account', 'name', 'deptId'].map((field) => label(field, 'zh_CN'));
    const file = `\ufeff${csv([
      [...zhHeader, label('extensionId'), label('status')],
      ['bulk.one', '"Lee, Ann"', 'Site Security', '8001045', 'disabled'],
      ['bulk.two', '"Bo ""Quoted"" Ma"', 'Fleet South', '', ''],
    ])}`;
    const result = await acme.upload('/localuser/import', {
      name: 'bulk.csv',
      type: 'text/csv',
      content: file,
    });
    expect(result.envelope).toMatchObject({ code: '0000', data: { imported: 2 } });
    expect(await memberCount()).toBe(before + 2);
    const page = await acme.ok<Page<Member>>('/localuser/page', {
      pageNum: 1,
      pageSize: 10,
      keyword: 'bulk.',
      sort: 'account',
    });
    expect(page.records.map((record) => [record.account, record.name, record.status])).toEqual([
      ['bulk.one', 'Lee, Ann', 'disabled'],
      ['bulk.two', 'Bo "Quoted" Ma', 'enabled'],
    ]);
    expect(page.records[0]!.deptId).toBe(await deptId('Site Security'));
    expect(page.records[0]!.extensionId).not.toBeNull();
  });

  it('refuses a damaged XLSX file, a file without rows and an upload without a file, with the reason', async () => {
    const xlsx = await acme.upload('/localuser/import', {
      name: 'members.csv',
      type: 'text/csv',
      content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
    });
    expect(xlsx.envelope.message).toBe(message('en', 'resources.xlsxUnreadable'));
    const empty = await acme.upload('/localuser/import', {
      name: 'm.csv',
      type: 'text/csv',
      content: csv([header]),
    });
    expect(empty.envelope.message).toBe(message('en', 'resources.importEmpty'));
    const none = await acme.upload('/localuser/import', null);
    expect(none.envelope.message).toBe(message('en', 'resources.fileMissing'));
    const unknown = await acme.upload('/localuser/import', {
      name: 'm.csv',
      type: 'text/csv',
      content: csv([
        ['account', 'name', 'shoeSize'],
        ['a.b.c', 'A', '42'],
      ]),
    });
    expect((unknown.envelope.data as { errors: unknown[] }).errors).toEqual([
      {
        row: 1,
        field: 'shoeSize',
        value: 'shoeSize',
        reason: message('en', 'validation.unknownColumn', { value: 'shoeSize' }),
      },
    ]);
  });

  it('exports the filtered rows as CSV with labelled columns and references by name', async () => {
    const result = await acme.call('/localuser/export', {
      format: 'csv',
      deptId: await deptId('Fleet North'),
      sort: 'account',
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('text/csv');
    expect(result.headers.get('content-disposition')).toMatch(
      /^attachment; filename="localuser-\d{8}-\d{6}\.csv"/,
    );
    const lines = csvLines(String(result.envelope.data));
    expect(lines[0]).toEqual(
      [
        'account',
        'name',
        'deptId',
        'appRole',
        'extensionId',
        'phone',
        'email',
        'deviceModel',
        'imei',
        'status',
        'remark',
        'createdAt',
      ].map((field) => label(field)),
    );
    expect(lines).toHaveLength(13);
    expect(lines.slice(1).every((line) => line[2] === 'Fleet North')).toBe(true);
    expect(lines.slice(1).every((line) => /^8001\d{3}$/.test(line[4]!))).toBe(true);
    const accounts = lines.slice(1).map((line) => line[0]!);
    expect(accounts).toEqual([...accounts].sort());
    expect(lines[1]![11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('the template is the header row of the importable columns, in the request language', async () => {
    const result = await t.client.call('POST', '/localuser/template', {
      body: { format: 'csv' },
      token: acme.token,
      lang: 'zh_CN',
    });
    expect(result.headers.get('content-disposition')).toContain('localuser-template.csv');
    const lines = csvLines(String(result.envelope.data));
    expect(lines).toEqual([
      [
        'account',
        'name',
        'deptId',
        'appRole',
        'extensionId',
        'phone',
        'email',
        'deviceModel',
        'imei',
        'status',
        'remark',
      ].map((field) => label(field, 'zh_CN')),
    ]);
  });
});
