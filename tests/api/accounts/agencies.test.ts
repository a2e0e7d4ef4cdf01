import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agency, Enterprise } from '../../../src/contract/accounts';
import { signIn, XLSX_TYPE, xlsx, xlsxRows } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { ADMIN_PASSWORD, createEnterprise, freshPrefix } from './platform';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

type Page<Row> = { records: Row[]; total: number };

async function enterpriseIdOf(prefix: string): Promise<string> {
  return (
    await t.server.db
      .selectFrom('enterprises')
      .select('id')
      .where('prefix', '=', prefix)
      .executeTakeFirstOrThrow()
  ).id;
}

describe('an agency account sees and changes its own enterprises only', () => {
  it('the seeded agency lists the demo agency’s enterprise, not the platform’s', async () => {
    const agency = await signIn(t, 'agency');
    const page = await agency.ok<Page<Enterprise>>('/enterprise/page', { pageNum: 1, pageSize: 100 });
    expect(page.records.map((row) => row.prefix)).toEqual(['8003']);
    expect(page.records[0]).toMatchObject({ name: 'Initech Transit', agencyName: 'Demo Agency' });
    const admin = await signIn(t, 'admin');
    const all = await admin.ok<Page<Enterprise>>('/enterprise/page', { pageNum: 1, pageSize: 100 });
    expect(all.records.map((row) => row.prefix)).toEqual(expect.arrayContaining(['8001', '8002', '8003']));
  });

  it('another agency’s enterprise answers “does not exist” to every call, and nothing changes', async () => {
    const agency = await signIn(t, 'agency');
    const acmeId = await enterpriseIdOf('8001');
    const notFound = message('en', 'resources.notFound', {
      resource: message('en', 'resources.enterprise.title'),
      id: acmeId,
    });
    const calls: [string, Record<string, unknown>][] = [
      ['/enterprise/get', { id: acmeId }],
      ['/enterprise/update', { id: acmeId, name: 'Taken over' }],
      ['/enterprise/delete', { ids: [acmeId] }],
      ['/enterprise/setExpiry', { id: acmeId, expiry: 0 }],
      ['/enterprise/setFunctions', { id: acmeId, functions: [] }],
      ['/enterprise/setStatus', { ids: [acmeId], status: 'disabled' }],
      ['/enterprise/usage', { id: acmeId }],
      ['/enterprise/operationLog', { id: acmeId, pageNum: 1, pageSize: 10 }],
      ['/enterprise/extensions', { id: acmeId, pageNum: 1, pageSize: 10 }],
      ['/enterprise/setAdminPassword', { id: acmeId, password: 'Taken@Over1' }],
    ];
    for (const [path, body] of calls) expect((await agency.refused(path, body)).message, path).toBe(notFound);
    const acme = await t.server.db
      .selectFrom('enterprises')
      .selectAll()
      .where('id', '=', acmeId)
      .executeTakeFirstOrThrow();
    expect(acme).toMatchObject({ name: 'Acme Logistics', status: 'active', expiry: null });
    // The export holds its own enterprises only.
    const file = await agency.download('/enterprise/export', { format: 'csv' });
    const text = file.content.toString('utf8');
    expect(text).toContain('Initech Transit');
    expect(text).not.toContain('Acme Logistics');
  });

  it('creates enterprises in its own agency whatever agency it names, up to its quota', async () => {
    const admin = await signIn(t, 'admin');
    const created = await admin.ok<Agency>('/agency/add', {
      name: 'Quota Agency',
      enterpriseQuota: 1,
      extensionQuota: 100,
      username: 'quota-agency',
      password: ADMIN_PASSWORD,
    });
    expect(created).toMatchObject({ enterpriseCount: 0, accounts: ['quota-agency'] });
    const token = await t.login('quota-agency', ADMIN_PASSWORD);
    const call = (path: string, body: unknown) => t.client.call('POST', path, { body, token, lang: 'en_US' });
    const demoAgencyId = (
      await t.server.db
        .selectFrom('agencies')
        .select('id')
        .where('name', '=', 'Demo Agency')
        .executeTakeFirstOrThrow()
    ).id;
    const prefix = freshPrefix();
    const tooBig = await call('/enterprise/add', {
      name: 'Too big',
      prefix,
      maxExtensions: 101,
      adminUsername: `big-${prefix}`,
      adminPassword: ADMIN_PASSWORD,
    });
    expect(tooBig.envelope.message).toBe(
      message('en', 'api.enterprises.extensionQuota', { max: 100, total: 101 }),
    );
    const first = await call('/enterprise/add', {
      name: 'Own one',
      prefix,
      maxExtensions: 100,
      agencyId: demoAgencyId,
      adminUsername: `own-${prefix}`,
      adminPassword: ADMIN_PASSWORD,
    });
    expect(first.envelope.code, first.envelope.message).toBe('0000');
    expect((first.data as Enterprise).agencyId).toBe(created.id);
    const second = await call('/enterprise/add', {
      name: 'One too many',
      prefix: freshPrefix(),
      maxExtensions: 1,
      adminUsername: `many-${prefix}`,
      adminPassword: ADMIN_PASSWORD,
    });
    expect(second.envelope.message).toBe(message('en', 'api.enterprises.enterpriseQuota', { max: 1 }));
    // The seeded agency does not see it; the new agency sees only it.
    const seeded = await signIn(t, 'agency');
    const seen = await seeded.ok<Page<Enterprise>>('/enterprise/page', { pageNum: 1, pageSize: 100 });
    expect(seen.records.map((row) => row.prefix)).not.toContain(prefix);
    const own = (await call('/enterprise/page', { pageNum: 1, pageSize: 100 })).data as Page<Enterprise>;
    expect(own.records.map((row) => row.prefix)).toEqual([prefix]);
    // An agency with enterprises cannot be deleted.
    const refused = await admin.refused('/agency/delete', { ids: [created.id] });
    expect(refused.message).toBe(
      message('en', 'api.enterprises.agencyHasEnterprises', { name: 'Quota Agency', count: 1 }),
    );
  });

  it('an agency may not reach the agency list (403), and the admin sees each agency with its accounts', async () => {
    const agency = await signIn(t, 'agency');
    const refused = await agency.call('/agency/page', { pageNum: 1, pageSize: 10 });
    expect(refused.status).toBe(403);
    const admin = await signIn(t, 'admin');
    const page = await admin.ok<Page<Agency>>('/agency/page', { pageNum: 1, pageSize: 10, keyword: 'demo' });
    expect(page.records).toEqual([
      expect.objectContaining({
        name: 'Demo Agency',
        accounts: ['agency'],
        enterpriseCount: 1,
        enterpriseQuota: 5,
      }),
    ]);
  });

  it('a new agency with no enterprises is deleted with its accounts', async () => {
    const admin = await signIn(t, 'admin');
    const created = await admin.ok<Agency>('/agency/add', {
      name: 'Short-lived Agency',
      username: 'short-agency',
      password: ADMIN_PASSWORD,
    });
    expect(await admin.ok('/agency/delete', { ids: [created.id] })).toEqual({ deleted: 1 });
    const left = await t.server.db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', 'short-agency')
      .execute();
    expect(left).toEqual([]);
  });

  it('an edit logs each changed field before and after, not the request as sent', async () => {
    const admin = await signIn(t, 'admin');
    const created = await admin.ok<Agency>('/agency/add', {
      name: 'Renamed Agency',
      username: 'renamed-agency',
      password: ADMIN_PASSWORD,
    });
    await admin.ok('/agency/update', {
      id: created.id,
      name: 'Renamed Agency 2',
      enterpriseQuota: created.enterpriseQuota,
    });
    const edit = await t.server.db
      .selectFrom('operation_log')
      .select(['detail', 'target'])
      .where('action', '=', 'agency:update')
      .where('target', '=', 'Renamed Agency')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(edit.detail)).toEqual({ name: { from: 'Renamed Agency', to: 'Renamed Agency 2' } });
  });
});

describe('importing enterprises: all or nothing', () => {
  const header = 'name,prefix,contact,status,expiry,functions,maxExtensions,adminUsername,adminPassword';

  it('a file with one bad row creates nothing and lists every bad row', async () => {
    const admin = await signIn(t, 'admin');
    const [a, b] = [freshPrefix(), freshPrefix()];
    const csv = [
      header,
      `Import A,${a},Ann,enabled,2031-12-31,ptt|sos,50,imp-${a},${ADMIN_PASSWORD}`,
      `Import B,${b},Bob,disabled,not-a-date,video,50,acme,weak`,
      `Import C,${a},Cid,enabled,,,50,imp-c-${a},${ADMIN_PASSWORD}`,
    ].join('\n');
    const result = await admin.upload('/enterprise/import', {
      name: 'e.csv',
      type: 'text/csv',
      content: csv,
    });
    expect(result.envelope.code).toBe('-1');
    const errors = (result.envelope.data as { errors: { row: number; field: string; reason: string }[] })
      .errors;
    expect(errors.map((error) => [error.row, error.field])).toEqual(
      expect.arrayContaining([
        [3, message('en', 'resources.enterprise.fields.expiry')],
        [3, message('en', 'resources.enterprise.fields.adminPassword')],
        [4, message('en', 'resources.enterprise.fields.prefix')],
      ]),
    );
    expect(errors.every((error) => error.row !== 2)).toBe(true);
    const rows = await t.server.db
      .selectFrom('enterprises')
      .select('id')
      .where('prefix', 'in', [a, b])
      .execute();
    expect(rows).toEqual([]);
  });

  it('a good file creates every enterprise with its administrator; export and template carry the columns', async () => {
    const admin = await signIn(t, 'admin');
    const [a, b] = [freshPrefix(), freshPrefix()];
    const csv = [
      header,
      `Import A,${a},Ann,enabled,2031-12-31,ptt|sos,50,imp-${a},${ADMIN_PASSWORD}`,
      `Import B,${b},Bob,disabled,,,,imp-${b},${ADMIN_PASSWORD}`,
    ].join('\n');
    const result = await admin.upload('/enterprise/import', {
      name: 'e.csv',
      type: 'text/csv',
      content: csv,
    });
    expect(result.envelope.message).toBe('');
    expect(result.envelope.data).toEqual({ imported: 2 });
    const page = await admin.ok<Page<Enterprise>>('/enterprise/page', {
      pageNum: 1,
      pageSize: 10,
      keyword: 'Import',
      sort: 'prefix',
      order: 'asc',
    });
    expect(page.records.map((row) => [row.prefix, row.status, row.functions, row.adminUsername])).toEqual([
      [a, 'enabled', ['sos', 'ptt'], `imp-${a}`],
      [b, 'disabled', [], `imp-${b}`],
    ]);
    expect(page.records[1]!.maxExtensions).toBe(500);
    expect(
      (
        await t.client.call('POST', '/login/auth', {
          body: { username: `imp-${a}`, password: ADMIN_PASSWORD },
          encrypt: true,
        })
      ).envelope.code,
    ).toBe('0000');

    const exported = await admin.download('/enterprise/export', { format: 'csv', keyword: 'Import' });
    const lines = exported.content
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain(message('en', 'resources.enterprise.fields.prefix'));
    expect(lines.slice(1).join('\n')).toContain('2031-12-31');
    expect(exported.content.toString('utf8')).not.toContain(ADMIN_PASSWORD);
    const xlsx = await admin.download('/enterprise/export', { format: 'xlsx' });
    expect(xlsx.content.subarray(0, 2).toString('latin1')).toBe('PK');
    const template = await admin.download('/enterprise/template', { format: 'csv' });
    expect(template.content.toString('utf8')).toContain(
      message('en', 'resources.enterprise.fields.adminPassword'),
    );
  });
});

describe('enterprise files in XLSX', () => {
  it('an agency imports an XLSX file with labels in the header; the enterprises land in its agency', async () => {
    const agency = await signIn(t, 'agency');
    const prefix = freshPrefix();
    const content = await xlsx([
      [
        message('zh_CN', 'resources.enterprise.fields.name'),
        message('zh_CN', 'resources.enterprise.fields.prefix'),
        message('zh_CN', 'resources.enterprise.fields.maxExtensions'),
        message('zh_CN', 'resources.enterprise.fields.adminUsername'),
        message('zh_CN', 'resources.enterprise.fields.adminPassword'),
      ],
      ['XLSX 企业', prefix, 20, `xlsx-${prefix}`, ADMIN_PASSWORD],
    ]);
    const result = await agency.upload('/enterprise/import', { name: 'e.xlsx', type: XLSX_TYPE, content });
    expect(result.envelope.message).toBe('');
    expect(result.envelope.data).toEqual({ imported: 1 });
    const exported = await agency.download('/enterprise/export', { format: 'xlsx', keyword: prefix });
    const rows = await xlsxRows(exported.content);
    expect(rows[1]).toEqual(expect.arrayContaining(['XLSX 企业', prefix, 'Demo Agency', `xlsx-${prefix}`]));
    const admin = await signIn(t, 'admin');
    const created = (
      await admin.ok<Page<Enterprise>>('/enterprise/page', { pageNum: 1, pageSize: 10, keyword: prefix })
    ).records[0]!;
    await admin.ok('/enterprise/delete', { ids: [created.id] });
  });
});

describe('creating as admin for an agency', () => {
  it('the admin may place an enterprise under an agency, which then sees it', async () => {
    const demoAgencyId = (
      await t.server.db
        .selectFrom('agencies')
        .select('id')
        .where('name', '=', 'Demo Agency')
        .executeTakeFirstOrThrow()
    ).id;
    const created = await createEnterprise(t, { agencyId: demoAgencyId, maxExtensions: 10 });
    expect(created.agencyName).toBe('Demo Agency');
    const agency = await signIn(t, 'agency');
    expect((await agency.ok<Enterprise>('/enterprise/get', { id: created.id })).prefix).toBe(created.prefix);
    const admin = await signIn(t, 'admin');
    await admin.ok('/enterprise/delete', { ids: [created.id] });
  });
});
