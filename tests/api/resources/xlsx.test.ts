import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../src/contract/resources';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import { deflatedZip } from '../support/zipBomb';
import {
  type Page,
  type ResourceSession,
  signIn,
  startResourceServer,
  XLSX_TYPE,
  xlsx,
  xlsxRows,
} from './resourceClient';

/*
 * docs/protocol.md: `/import` takes XLSX as well as CSV (told apart by content), all or nothing with every bad
 * row listed; `/export` and `/template` answer XLSX when asked for `format: 'xlsx'`.
 */

let t: TestServer;
let acme: ResourceSession;
beforeAll(async () => {
  t = await startResourceServer();
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

const label = (field: string, locale: 'en' | 'zh_CN' = 'en') =>
  message(locale, `resources.member.fields.${field}`);

async function memberCount(): Promise<number> {
  return (await acme.ok<Page<Member>>('/localuser/page', { pageNum: 1, pageSize: 10 })).total;
}

async function membersNamed(prefix: string): Promise<Member[]> {
  const page = await acme.ok<Page<Member>>('/localuser/page', {
    pageNum: 1,
    pageSize: 50,
    keyword: prefix,
    sort: 'account',
  });
  return page.records;
}

const header = ['account', 'name', 'deptId', 'appRole', 'phone', 'status'];

describe('members: XLSX import', () => {
  it('an XLSX file with one bad row changes nothing and reports that row by its worksheet row', async () => {
    const before = await memberCount();
    const file = await xlsx([
      header,
      ['xl.bad.ok1', 'Sheet One', 'Fleet North', 'member', '', 'enabled'],
      ['xl.bad.ok2', 'Sheet Two', '', 'dispatcher', '', ''],
      ['xl.bad.ok3', 'Sheet Three', 'No Such Dept', 'member', '', ''],
    ]);
    // Told apart by its content: the name says CSV, the bytes are a workbook.
    const result = await acme.upload('/localuser/import', {
      name: 'members.csv',
      type: 'text/csv',
      content: file,
    });
    expect(result.envelope.code).toBe('-1');
    expect(result.envelope.message).toBe(message('en', 'resources.importRefused', { rows: 1, errors: 1 }));
    expect((result.envelope.data as { errors: unknown[] }).errors).toEqual([
      {
        row: 4,
        field: label('deptId'),
        value: 'No Such Dept',
        reason: message('en', 'validation.referenceMissing', {
          field: label('deptId'),
          value: 'No Such Dept',
        }),
      },
    ]);
    expect(await memberCount()).toBe(before);
    expect(await membersNamed('xl.bad.')).toEqual([]);
  });

  it('lists every bad row of an XLSX file, numbered as the worksheet numbers them', async () => {
    const before = await memberCount();
    const file = await xlsx([
      header,
      ['xl.many.ok', 'Fine', '', '', '', ''],
      [null, null, null, null, null, null],
      ['xl.many.ok', 'Twice', '', '', '', ''],
      ['xl.many.role', 'Bad Role', '', 'boss', '', ''],
      ['xl.many.flag', 'Bad Status', '', '', '', 'maybe'],
    ]);
    const result = await acme.upload('/localuser/import', {
      name: 'many.xlsx',
      type: XLSX_TYPE,
      content: file,
    });
    expect(result.envelope.code).toBe('-1');
    const { errors } = result.envelope.data as { errors: { row: number; field: string; value: string }[] };
    expect(errors.map(({ row, field, value }) => [row, field, value])).toEqual([
      [4, label('account'), 'xl.many.ok'],
      [5, label('appRole'), 'boss'],
      [6, label('status'), 'maybe'],
    ]);
    expect(await memberCount()).toBe(before);
  });

  it('a good XLSX file goes in whole: labelled headers, references by name, numbers and dates as text', async () => {
    const before = await memberCount();
    const file = await xlsx([
      [
        ...['account', 'name', 'deptId'].map((field) => label(field, 'zh_CN')),
        label('phone'),
        label('status'),
      ],
      ['xl.good.one', 'Lee, Ann', 'Site Security', 13800138000, 'disabled'],
      ['xl.good.two', 'Bo "Quoted" Ma', 'Fleet South', null, null],
    ]);
    const result = await acme.upload('/localuser/import', {
      name: 'good.xlsx',
      type: XLSX_TYPE,
      content: file,
    });
    expect(result.envelope).toMatchObject({ code: '0000', data: { imported: 2 } });
    expect(await memberCount()).toBe(before + 2);
    const rows = await membersNamed('xl.good.');
    expect(rows.map((row) => [row.account, row.name, row.phone, row.status])).toEqual([
      ['xl.good.one', 'Lee, Ann', '13800138000', 'disabled'],
      ['xl.good.two', 'Bo "Quoted" Ma', '', 'enabled'],
    ]);
  });

  it('refuses a workbook whose ZIP declares sizes its entries do not have', async () => {
    const file = await xlsx([header, ['xl.bomb.one', 'Bomb', '', '', '', '']]);
    // Every central-directory entry (PK\x01\x02) now declares 0xfffffff0 bytes uncompressed.
    for (let at = file.indexOf('PK\x01\x02'); at >= 0; at = file.indexOf('PK\x01\x02', at + 4))
      file.writeUInt32LE(0xfffffff0, at + 24);
    const result = await acme.upload('/localuser/import', {
      name: 'bomb.xlsx',
      type: XLSX_TYPE,
      content: file,
    });
    expect(result.envelope.message).toBe(message('en', 'resources.xlsxUnreadable'));
    expect(await membersNamed('xl.bomb.')).toEqual([]);
  });

  it('refuses a workbook that inflates past the budget whatever it declares, counting the bytes produced', async () => {
    // 80 MB of sheet XML declared as 1,000 bytes: under 100 kB on the wire.
    const bomb = deflatedZip([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', inflatesTo: 80 * 1024 * 1024, declaredSize: 1000 },
    ]);
    const before = process.memoryUsage().rss;
    const result = await acme.upload('/localuser/import', {
      name: 'bomb.xlsx',
      type: XLSX_TYPE,
      content: bomb,
    });
    const grown = process.memoryUsage().rss - before;
    console.log(
      `XLSX bomb: ${bomb.length} bytes uploaded, the server's memory grew by ${(grown / 1048576).toFixed(1)} MB`,
    );
    expect(result.envelope.code).toBe('-1');
    expect(result.envelope.message).toBe(message('en', 'resources.xlsxTooLarge', { mb: 64 }));
    const zh = await acme.upload(
      '/localuser/import',
      { name: 'bomb.xlsx', type: XLSX_TYPE, content: bomb },
      {},
      'zh_CN',
    );
    expect(zh.envelope.message).toBe(message('zh_CN', 'resources.xlsxTooLarge', { mb: 64 }));
  });

  it('imports 10,000 rows from one XLSX file', async () => {
    const before = await memberCount();
    const rows = Array.from({ length: 10_000 }, (_, index) => [
      `xl.bulk.${String(index).padStart(5, '0')}`,
      `Bulk ${index}`,
      'Fleet North',
      'member',
      '',
      'enabled',
    ]);
    const file = await xlsx([header, ...rows]);
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 20);
    const started = performance.now();
    const result = await acme.upload('/localuser/import', {
      name: 'bulk.xlsx',
      type: XLSX_TYPE,
      content: file,
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
    // Printed, not asserted: a measure for the report, not a rule (the server runs in this process).
    console.info(
      `10,000-row XLSX import (${(file.length / 1024).toFixed(0)} KB): ${seconds.toFixed(2)} s, ` +
        `heap peak ${megabytes(heapPeak - heapBefore)} above the start, rss ${megabytes(process.memoryUsage().rss)}`,
    );
    expect(result.envelope).toMatchObject({ code: '0000', data: { imported: 10_000 } });
    expect(await memberCount()).toBe(before + 10_000);
  }, 120_000);
});

describe('members: XLSX export and template', () => {
  it('exports the filtered rows as XLSX that reads back with the same header and rows as the CSV', async () => {
    const filters = { keyword: 'xl.good.', sort: 'account' };
    const result = await acme.download('/localuser/export', { ...filters, format: 'xlsx' });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(result.headers.get('content-disposition')).toMatch(
      /^attachment; filename="localuser-\d{8}-\d{6}\.xlsx"/,
    );
    const rows = await xlsxRows(result.content);
    const csvRows = (await acme.download('/localuser/export', { ...filters, format: 'csv' })).content
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(rows).toHaveLength(csvRows.length);
    expect(rows[0]).toEqual(
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
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[5], row[9]])).toEqual([
      ['xl.good.one', 'Lee, Ann', 'Site Security', '13800138000', 'disabled'],
      ['xl.good.two', 'Bo "Quoted" Ma', 'Fleet South', '', 'enabled'],
    ]);
    expect(rows[1]![11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('an exported XLSX file imports back after its rows are made new (export and import agree)', async () => {
    const exported = await xlsxRows(
      (await acme.download('/localuser/export', { keyword: 'xl.good.', sort: 'account', format: 'xlsx' }))
        .content,
    );
    const importable = new Set(['account', 'name', 'deptId', 'phone', 'status'].map((field) => label(field)));
    const keep = exported[0]!.flatMap((cell, index) => (importable.has(cell) ? [index] : []));
    const renamed = exported.map((row, index) =>
      keep.map((position) =>
        index > 0 && position === 0 ? row[0]!.replace('xl.good.', 'xl.again.') : row[position]!,
      ),
    );
    const result = await acme.upload('/localuser/import', {
      name: 'again.xlsx',
      type: XLSX_TYPE,
      content: await xlsx(renamed),
    });
    expect(result.envelope).toMatchObject({ code: '0000', data: { imported: 2 } });
    expect((await membersNamed('xl.again.')).map((row) => row.name)).toEqual(['Lee, Ann', 'Bo "Quoted" Ma']);
  });

  it('the XLSX template is the header row of the importable columns, in the request language', async () => {
    const result = await acme.download('/localuser/template', { format: 'xlsx' }, 'zh_CN');
    expect(result.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(result.headers.get('content-disposition')).toContain('localuser-template.xlsx');
    expect(await xlsxRows(result.content)).toEqual([
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

  it('refuses a format other than CSV and XLSX', async () => {
    const refused = await acme.refused('/localuser/export', { format: 'pdf' });
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(message('en', 'validation.fileFormat'));
  });
});
