import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dept, DeptNode } from '../../../src/contract/resources';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import { type Page, type ResourceSession, signIn, startResourceServer } from './resourceClient';

let t: TestServer;
let acme: ResourceSession;
beforeAll(async () => {
  t = await startResourceServer();
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

async function deptNamed(name: string): Promise<Dept> {
  const page = await acme.ok<Page<Dept>>('/dept/page', { pageNum: 1, pageSize: 50, keyword: name });
  const dept = page.records.find((record) => record.name === name);
  if (!dept) throw new Error(`no department ${name}`);
  return dept;
}

function findNode(nodes: DeptNode[], name: string): DeptNode | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const found = findNode(node.children, name);
    if (found) return found;
  }
  return undefined;
}

describe('departments: CRUD', () => {
  it('adds, reads, updates and deletes a department, answering the stored row', async () => {
    const hq = await deptNamed('Headquarters');
    const added = await acme.ok<Dept>('/dept/add', {
      name: '  Legal  ',
      parentId: hq.id,
      description: 'Contracts',
    });
    expect(added).toMatchObject({
      name: 'Legal',
      parentId: hq.id,
      sortOrder: 0,
      managerId: null,
      description: 'Contracts',
    });
    expect(added.id).toEqual(expect.any(String));
    expect(await acme.ok('/dept/get', { id: added.id })).toEqual(added);

    const updated = await acme.ok<Dept>('/dept/update', {
      id: added.id,
      name: 'Legal & Compliance',
      sortOrder: 5,
    });
    expect(updated).toMatchObject({
      name: 'Legal & Compliance',
      sortOrder: 5,
      description: 'Contracts',
      parentId: hq.id,
    });
    expect(updated.updatedAt).toBeGreaterThanOrEqual(added.updatedAt);

    expect(await acme.ok('/dept/delete', { ids: [added.id] })).toEqual({ deleted: 1 });
    const gone = await acme.refused('/dept/get', { id: added.id });
    expect(gone.message).toBe(
      message('en', 'resources.notFound', { resource: message('en', 'resources.dept.title'), id: added.id }),
    );
  });

  it('writes every change, and every refused one, to the operation log', async () => {
    const added = await acme.ok<Dept>('/dept/add', { name: 'Audit trail' });
    await acme.refused('/dept/add', { name: 'Audit trail' });
    await acme.ok('/dept/delete', { ids: [added.id] });
    const rows = await t.server.db
      .selectFrom('operation_log')
      .select(['action', 'result', 'target', 'account'])
      .where('action', 'like', 'dept:%')
      .where('target', 'like', '%Audit trail%')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.action, row.result, row.account])).toEqual([
      ['dept:add', 'success', 'acme'],
      ['dept:add', 'failure', 'acme'],
      ['dept:delete', 'success', 'acme'],
    ]);
  });

  it('names a sibling with the same name as taken, in zh_CN and en', async () => {
    const hq = await deptNamed('Headquarters');
    const en = await acme.refused('/dept/add', { name: 'Operations', parentId: hq.id }, 'en_US');
    expect(en.status).toBe(200);
    expect(en.message).toBe(message('en', 'resources.dept.nameTaken', { value: 'Operations' }));
    const zh = await acme.refused('/dept/add', { name: 'Operations', parentId: hq.id }, 'zh_CN');
    expect(zh.message).toBe(message('zh_CN', 'resources.dept.nameTaken', { value: 'Operations' }));
    // The same name under another parent is fine.
    const other = await acme.ok<Dept>('/dept/add', {
      name: 'Operations',
      parentId: (await deptNamed('Warehouse')).id,
    });
    await acme.ok('/dept/delete', { ids: [other.id] });
  });

  it('names fields by their label in validation messages, in zh_CN and en', async () => {
    const en = await acme.refused('/dept/add', { name: '', sortOrder: 100000 }, 'en_US');
    expect(en.status).toBe(400);
    const name = message('en', 'resources.dept.fields.name');
    const sortOrder = message('en', 'resources.dept.fields.sortOrder');
    expect(en.message).toBe(
      `${message('en', 'validation.fieldRequired', { field: name })}; ${message('en', 'validation.fieldMax', { field: sortOrder, max: 99999 })}`,
    );
    const zh = await acme.refused('/dept/add', { name: 'x'.repeat(65) }, 'zh_CN');
    expect(zh.message).toBe(
      message('zh_CN', 'validation.fieldTooLong', {
        field: message('zh_CN', 'resources.dept.fields.name'),
        max: 64,
      }),
    );
  });

  it('refuses a parent or manager that does not exist in the enterprise', async () => {
    const result = await acme.refused('/dept/add', { name: 'Orphan', parentId: 'nope', managerId: 'nobody' });
    expect(result.message).toBe(
      [
        message('en', 'validation.referenceMissing', {
          field: message('en', 'resources.dept.fields.parentId'),
          value: 'nope',
        }),
        message('en', 'validation.referenceMissing', {
          field: message('en', 'resources.dept.fields.managerId'),
          value: 'nobody',
        }),
      ].join('; '),
    );
  });

  it('refuses moving a department below itself', async () => {
    const ops = await deptNamed('Operations');
    const north = await deptNamed('Fleet North');
    const result = await acme.refused('/dept/update', { id: ops.id, parentId: north.id });
    expect(result.message).toBe(message('en', 'resources.dept.cycle'));
    const self = await acme.refused('/dept/update', { id: ops.id, parentId: ops.id });
    expect(self.message).toBe(message('en', 'resources.dept.cycle'));
  });
});

describe('departments: delete refusals say why', () => {
  it('refuses deleting a department that still has members', async () => {
    const north = await deptNamed('Fleet North');
    const en = await acme.refused('/dept/delete', { ids: [north.id] }, 'en_US');
    expect(en.message).toBe(message('en', 'resources.dept.hasMembers', { name: 'Fleet North', count: 12 }));
    const zh = await acme.refused('/dept/delete', { ids: [north.id] }, 'zh_CN');
    expect(zh.message).toBe(
      message('zh_CN', 'resources.dept.hasMembers', { name: 'Fleet North', count: 12 }),
    );
    expect(await acme.ok('/dept/get', { id: north.id })).toMatchObject({ name: 'Fleet North' });
  });

  it('refuses deleting a department that still has sub-departments, but deletes them together', async () => {
    const parent = await acme.ok<Dept>('/dept/add', { name: 'Projects' });
    const child = await acme.ok<Dept>('/dept/add', { name: 'Project A', parentId: parent.id });
    const refused = await acme.refused('/dept/delete', { ids: [parent.id] });
    expect(refused.message).toBe(message('en', 'resources.dept.hasChildren', { name: 'Projects', count: 1 }));
    expect(await acme.ok('/dept/delete', { ids: [parent.id, child.id] })).toEqual({ deleted: 2 });
  });

  it('clears the manager of departments when the manager is deleted', async () => {
    const member = await acme.ok<{ id: string }>('/localuser/add', {
      account: 'temp.manager',
      name: 'Temp Manager',
    });
    const dept = await acme.ok<Dept>('/dept/add', { name: 'Managed', managerId: member.id });
    expect(dept.managerId).toBe(member.id);
    await acme.ok('/localuser/delete', { ids: [member.id] });
    expect(await acme.ok<Dept>('/dept/get', { id: dept.id })).toMatchObject({ managerId: null });
    await acme.ok('/dept/delete', { ids: [dept.id] });
  });
});

describe('departments: tree', () => {
  it('answers the whole tree with member counts per node and below it', async () => {
    const { nodes, unassignedMemberCount } = await acme.ok<{
      nodes: DeptNode[];
      unassignedMemberCount: number;
    }>('/dept/tree');
    expect(nodes.map((node) => node.name)).toEqual(['Headquarters']);
    const hq = nodes[0]!;
    expect(hq.children.map((node) => node.name)).toEqual(['Operations', 'Warehouse', 'Site Security']);
    expect(findNode(nodes, 'Operations')?.children.map((node) => node.name)).toEqual([
      'Dispatch Centre',
      'Fleet North',
      'Fleet South',
    ]);
    expect(findNode(nodes, 'Fleet North')).toMatchObject({ memberCount: 12, totalMemberCount: 12 });
    expect(findNode(nodes, 'Operations')).toMatchObject({ memberCount: 0, totalMemberCount: 27 });
    expect(hq).toMatchObject({ memberCount: 3, totalMemberCount: 40 });
    expect(unassignedMemberCount).toBe(0);
  });

  it('stays correct for a deep chain (500 levels)', async () => {
    const db = t.server.db;
    const enterprise = await db
      .selectFrom('enterprises')
      .select('id')
      .where('prefix', '=', '8002')
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: 500 }, (_, index) => ({
      id: `deep-${index}`,
      enterprise_id: enterprise.id,
      name: `Level ${index}`,
      parent_id: index ? `deep-${index - 1}` : null,
      sort_order: 0,
      manager_id: null,
      description: '',
      created_at: 0,
      updated_at: 0,
    }));
    for (let start = 0; start < rows.length; start += 100)
      await db
        .insertInto('departments')
        .values(rows.slice(start, start + 100))
        .execute();
    const globex = await signIn(t, 'globex');
    const { nodes } = await globex.ok<{ nodes: DeptNode[] }>('/dept/tree');
    let node = nodes.find((candidate) => candidate.name === 'Level 0');
    let depth = 0;
    while (node?.children.length) {
      node = node.children[0];
      depth++;
    }
    expect(depth).toBe(499);
  });
});

// Last: these moves reshape the demo tree the tests above read.
describe('departments: drag-and-drop move (/dept/move, all or nothing)', () => {
  const childrenOf = async (name: string) => {
    const tree = await acme.ok<{ nodes: DeptNode[] }>('/dept/tree');
    return findNode(tree.nodes, name)!.children.map((child) => child.name);
  };

  it('moves a department under a new parent and orders the new siblings in steps of 10', async () => {
    const hq = await deptNamed('Headquarters');
    const ops = await deptNamed('Operations');
    const mover = await acme.ok<Dept>('/dept/add', { name: 'Move Me', parentId: ops.id });
    const siblings = findNode(
      (await acme.ok<{ nodes: DeptNode[] }>('/dept/tree')).nodes,
      'Headquarters',
    )!.children;
    const order = [siblings[0]!.id, mover.id, ...siblings.slice(1).map((sibling) => sibling.id)];
    const moved = await acme.ok<{ parentId: string; sortOrder: number }>('/dept/move', {
      id: mover.id,
      parentId: hq.id,
      order,
    });
    expect(moved).toEqual({ id: mover.id, parentId: hq.id, sortOrder: 20 });
    expect(await childrenOf('Headquarters')).toEqual([
      siblings[0]!.name,
      'Move Me',
      ...siblings.slice(1).map((s) => s.name),
    ]);
    expect(await childrenOf('Operations')).not.toContain('Move Me');
    const logged = await t.server.db
      .selectFrom('operation_log')
      .select(['action', 'result'])
      .where('action', '=', 'dept:move')
      .where('target', 'like', '%Move Me%')
      .execute();
    expect(logged).toEqual([{ action: 'dept:move', result: 'success' }]);
  });

  it('a tree changed meanwhile (a sibling missing from the order) is refused and nothing moves', async () => {
    const hq = await deptNamed('Headquarters');
    const stale = await acme.ok<Dept>('/dept/add', { name: 'Stale Mover', parentId: hq.id });
    const ops = await deptNamed('Operations');
    const before = await childrenOf('Operations');
    const result = await acme.refused('/dept/move', { id: stale.id, parentId: ops.id, order: [stale.id] });
    expect(result.message).toBe(message('en', 'resources.dept.moveStale'));
    expect(await childrenOf('Operations')).toEqual(before);
    expect((await acme.ok<Dept>('/dept/get', { id: stale.id })).parentId).toBe(hq.id);
  });

  it('refuses a move below itself, a name taken under the new parent and another tenant’s department', async () => {
    const ops = await deptNamed('Operations');
    const north = await deptNamed('Fleet North');
    const northChildren = (await acme.ok<{ nodes: DeptNode[] }>('/dept/tree')).nodes;
    const underNorth = findNode(northChildren, 'Fleet North')!.children.map((child) => child.id);
    const cycle = await acme.refused('/dept/move', {
      id: ops.id,
      parentId: north.id,
      order: [...underNorth, ops.id],
    });
    expect(cycle.message).toBe(message('en', 'resources.dept.cycle'));

    const hq = await deptNamed('Headquarters');
    const twin = await acme.ok<Dept>('/dept/add', { name: 'Operations', parentId: north.id });
    const rootChildren = findNode(
      (await acme.ok<{ nodes: DeptNode[] }>('/dept/tree')).nodes,
      'Headquarters',
    )!.children;
    const taken = await acme.refused('/dept/move', {
      id: twin.id,
      parentId: hq.id,
      order: [...rootChildren.map((child) => child.id), twin.id],
    });
    expect(taken.message).toContain('Operations');

    const globex = await signIn(t, 'globex');
    const foreign = await globex.refused('/dept/move', { id: ops.id, parentId: null, order: [ops.id] });
    expect(foreign.message).toBe(
      message('en', 'resources.notFound', { resource: message('en', 'resources.dept.title'), id: ops.id }),
    );
    expect((await acme.ok<Dept>('/dept/get', { id: ops.id })).parentId).toBe(hq.id);
  });
});
