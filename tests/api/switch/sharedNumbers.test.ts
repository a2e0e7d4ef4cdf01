import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numbersSharedByExtensionAndGroup } from '../../../server/db/numberConflicts';
import type { CallGroup, Extension } from '../../../src/contract/resources';
import { csv, type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * An extension and a call group never share a number on the platform (the switch dials one of them): add,
 * update, import and the range add refuse it both ways with a translated message, and a clash written before
 * the rule is found for the start-up report.
 */

let t: TestServer;
let acme: ResourceSession;
let extension: Extension;
let group: CallGroup;

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
  extension = await acme.ok<Extension>('/extension/add', { number: '8001931' });
  group = await acme.ok<CallGroup>('/callgroup/add', { name: 'Shared number group', number: '8001932' });
});
afterAll(async () => t?.stop());

const problems = (data: unknown) =>
  (data as { errors: { row: number; reason: string }[] }).errors.map((error) => error.reason);

describe('an extension and a call group never share a number', () => {
  it("a call group may not take an extension's number: add, update and import, in both languages", async () => {
    const added = await acme.refused('/callgroup/add', { name: 'Clash', number: extension.number });
    expect(added.message).toContain(
      message('en', 'resources.callGroup.numberIsExtension', { value: '8001931' }),
    );
    const zh = await acme.refused('/callgroup/add', { name: 'Clash', number: extension.number }, 'zh_CN');
    expect(zh.message).toContain(
      message('zh_CN', 'resources.callGroup.numberIsExtension', { value: '8001931' }),
    );
    const updated = await acme.refused('/callgroup/update', { id: group.id, number: extension.number });
    expect(updated.message).toContain(
      message('en', 'resources.callGroup.numberIsExtension', { value: '8001931' }),
    );
    const imported = await acme.upload('/callgroup/import', {
      name: 'g.csv',
      type: 'text/csv',
      content: csv([
        ['name', 'number', 'type'],
        ['Imported clash', extension.number, 'ring'],
      ]),
    });
    expect(imported.envelope.code).toBe('-1');
    expect(problems(imported.envelope.data).join(' ')).toContain(
      message('en', 'resources.callGroup.numberIsExtension', { value: '8001931' }),
    );
  });

  it("an extension may not take a call group's number: add, update, import and the range add", async () => {
    const clash = message('en', 'resources.extension.numberIsCallGroup', { value: '8001932' });
    expect((await acme.refused('/extension/add', { number: group.number })).message).toContain(clash);
    const zh = await acme.refused('/extension/add', { number: group.number }, 'zh_CN');
    expect(zh.message).toContain(
      message('zh_CN', 'resources.extension.numberIsCallGroup', { value: '8001932' }),
    );
    const updated = await acme.refused('/extension/update', {
      id: extension.id,
      number: group.number,
      password: 'Moved123',
    });
    expect(updated.message).toContain(clash);
    const imported = await acme.upload('/extension/import', {
      name: 'x.csv',
      type: 'text/csv',
      content: csv([
        ['number', 'displayName'],
        [group.number, 'Clash'],
      ]),
    });
    expect(imported.envelope.code).toBe('-1');
    expect(problems(imported.envelope.data).join(' ')).toContain(clash);
    const range = await acme.refused('/extension/batchAdd', { start: 932, count: 3 });
    expect(range.message).toBe(message('en', 'resources.extension.rangeIsCallGroup', { numbers: '8001932' }));
    const created = await t.server.db
      .selectFrom('extensions')
      .select('number')
      .where('number', 'in', ['8001933', '8001934'])
      .execute();
    expect(created).toEqual([]);
  });

  it('a clash written before the rule is found for the start-up report', async () => {
    expect(await numbersSharedByExtensionAndGroup(t.server.db)).toEqual([]);
    await t.server.db
      .updateTable('call_groups')
      .set({ number: '8001931' })
      .where('id', '=', group.id)
      .execute();
    try {
      const found = await numbersSharedByExtensionAndGroup(t.server.db);
      expect(found).toEqual([
        {
          number: '8001931',
          extensionEnterpriseId: expect.any(String),
          callGroupEnterpriseId: expect.any(String),
        },
      ]);
    } finally {
      await t.server.db
        .updateTable('call_groups')
        .set({ number: '8001932' })
        .where('id', '=', group.id)
        .execute();
    }
  });
});
