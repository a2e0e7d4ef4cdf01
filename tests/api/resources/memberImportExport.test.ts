import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../src/contract/resources';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import { memberLabel as label, memberHelpers } from './memberHelpers';
import { csv, csvLines, type Page, type ResourceSession, startAcmeServer } from './resourceClient';

/*
 * Members' import (all or nothing, every bad row listed, labels in either language, references by name),
 * export as CSV and the import template, as acme.
 */

let t: TestServer, acme: ResourceSession;
beforeAll(async () => {
  ({ t, acme } = await startAcmeServer());
});
afterAll(async () => t?.stop());
const { deptId, memberCount } = memberHelpers(() => acme);

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
