import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../src/contract/resources';
import { grantFunctions } from '../support/enterpriseFunctions';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import { type Page, type ResourceSession, signIn, startResourceServer } from './resourceClient';

let t: TestServer;
let acme: ResourceSession;
let globex: ResourceSession;
let ops: ResourceSession;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await startResourceServer();
  // Globex is seeded without broadcasts; given them, its refusals here are about the tenant, not the function.
  await grantFunctions(t, '8002', ['broadcast']);
  [acme, globex, ops] = await Promise.all([signIn(t, 'acme'), signIn(t, 'globex'), signIn(t, 'acme-ops')]);
  const icon = await acme.upload('/localuser-icon/upload', {
    name: 'dot.png',
    type: 'image/png',
    content: PNG,
  });
  expect(icon.envelope.code).toBe('0000');
});
afterAll(async () => t?.stop());

/** An Acme row of each resource, read as Acme. */
async function acmeRow(routeName: string): Promise<Record<string, unknown>> {
  const page = await acme.ok<Page<Record<string, unknown>>>(`/${routeName}/page`, {
    pageNum: 1,
    pageSize: 10,
  });
  expect(page.records.length, `Acme has ${routeName} rows`).toBeGreaterThan(0);
  return page.records[0]!;
}

/** The enterprise-owned resources (platform resources have no tenant: their tests are their own). */
const ENTERPRISE_RESOURCES = RESOURCES.filter((resource) => resource.scope !== 'platform');

describe.each(ENTERPRISE_RESOURCES.map((resource) => [resource.routeName, resource] as const))(
  'tenant isolation: %s',
  (routeName, resource) => {
    it("Globex cannot read, change or delete Acme's row by id: each answers not found", async () => {
      const row = await acmeRow(routeName);
      const id = String(row.id);
      const notFound = message('en', 'resources.notFound', {
        resource: message('en', `resources.${resource.name}.title`),
        id,
      });

      const page = await globex.ok<Page<Record<string, unknown>>>(`/${routeName}/page`, {
        pageNum: 1,
        pageSize: 500,
      });
      expect(page.records.map((record) => record.id)).not.toContain(id);
      expect((await globex.refused(`/${routeName}/get`, { id })).message).toBe(notFound);
      const field = 'name' in resource.schema.shape ? 'name' : 'displayName';
      expect((await globex.refused(`/${routeName}/update`, { id, [field]: 'taken over' })).message).toBe(
        notFound,
      );
      expect((await globex.refused(`/${routeName}/delete`, { ids: [id] })).message).toBe(notFound);
      const exported = await globex.call(`/${routeName}/export`, { ids: [id] });
      expect(String(exported.envelope.data).split('\r\n').filter(Boolean)).toHaveLength(1);

      expect(await acme.ok(`/${routeName}/get`, { id })).toEqual(row);
    });
  },
);

describe('the enterprise comes from the session, never from the request', () => {
  it('an enterprise id sent with a row is refused as an unknown field', async () => {
    const result = await globex.refused('/dept/add', { name: 'Sneaky', enterpriseId: 'acme' });
    expect(result.status).toBe(400);
    expect(result.message).toBe(message('en', 'validation.unknownField', { field: 'enterpriseId' }));
  });

  it("a reference to another enterprise's row is refused as missing", async () => {
    const acmeDept = await acmeRow('dept');
    const result = await globex.refused('/localuser/add', {
      account: 'cross.ref',
      name: 'Cross',
      deptId: acmeDept.id,
    });
    expect(result.message).toBe(
      message('en', 'validation.referenceMissing', {
        field: message('en', 'resources.member.fields.deptId'),
        value: String(acmeDept.id),
      }),
    );
  });
});

describe('sub-user permits (acme-ops holds dept:search and localuser:search)', () => {
  it('may page and read departments and members', async () => {
    expect((await ops.ok<Page<unknown>>('/dept/page', { pageNum: 1, pageSize: 10 })).total).toBe(7);
    expect((await ops.ok<Page<unknown>>('/localuser/page', { pageNum: 1, pageSize: 10 })).total).toBe(40);
    const dept = await acmeRow('dept');
    expect(await ops.ok('/dept/get', { id: dept.id })).toEqual(dept);
    await ops.ok('/dept/tree');
  });

  it('is refused with 403 for every change of departments and members', async () => {
    const dept = await acmeRow('dept');
    const member = await acmeRow('localuser');
    const calls: [string, unknown, string][] = [
      ['/dept/add', { name: 'Nope' }, 'dept:add'],
      ['/dept/update', { id: dept.id, name: 'Nope' }, 'dept:edit'],
      ['/dept/delete', { ids: [dept.id] }, 'dept:delete'],
      ['/dept/export', {}, 'dept:export'],
      ['/localuser/add', { account: 'nope.nope', name: 'Nope' }, 'localuser:add'],
      ['/localuser/update', { id: member.id, name: 'Nope' }, 'localuser:edit'],
      ['/localuser/delete', { ids: [member.id] }, 'localuser:delete'],
      ['/localuser/resetPassword', { id: member.id, password: 'Nope@12345' }, 'localuser:edit'],
      ['/localuser/import', {}, 'localuser:import'],
    ];
    for (const [path, body, permission] of calls) {
      const result = await ops.refused(path, body);
      expect(result.status, path).toBe(403);
      expect(result.message).toBe(message('en', 'api.forbiddenPermission', { permission }));
    }
    expect(await acme.ok('/dept/get', { id: dept.id })).toEqual(dept);
  });

  it('is refused with 403 for every endpoint of the other resources', async () => {
    for (const resource of ENTERPRISE_RESOURCES.filter(
      (candidate) => !['dept', 'localuser'].includes(candidate.routeName),
    )) {
      const result = await ops.refused(`/${resource.routeName}/page`, { pageNum: 1, pageSize: 10 });
      expect(result.status, resource.routeName).toBe(403);
      expect(result.message).toBe(
        message('en', 'api.forbiddenPermission', { permission: `${resource.routeName}:search` }),
      );
    }
  });
});
