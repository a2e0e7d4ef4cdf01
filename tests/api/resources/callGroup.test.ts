import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallGroup, Member } from '../../../src/contract/resources';
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
let members: Member[];
beforeAll(async () => {
  t = await startResourceServer();
  acme = await signIn(t, 'acme');
  members = (await acme.ok<Page<Member>>('/localuser/page', { pageNum: 1, pageSize: 10, sort: 'account' }))
    .records;
});
afterAll(async () => t?.stop());

const label = (field: string, locale: 'en' | 'zh_CN' = 'en') =>
  message(locale, `resources.callGroup.fields.${field}`);

describe('call groups', () => {
  it('the seed has three groups with their members', async () => {
    const page = await acme.ok<Page<CallGroup>>('/callgroup/page', { pageNum: 1, pageSize: 10 });
    expect(
      page.records.map((group) => [group.name, group.number, group.type, group.memberIds.length]),
    ).toEqual([
      ['Dispatch Desk', '8001900', 'ring', 5],
      ['All Drivers', '8001901', 'ptt', 22],
      ['Site Broadcast', '8001902', 'broadcast', 40],
    ]);
  });

  it('keeps members in the order given, and changes it on update', async () => {
    const ids = [members[3]!.id, members[0]!.id, members[2]!.id];
    const added = await acme.ok<CallGroup>('/callgroup/add', {
      name: 'Night Shift',
      number: '8001910',
      strategy: 'sequence',
      timeoutSeconds: 20,
      memberIds: ids,
    });
    expect(added).toMatchObject({
      type: 'ring',
      strategy: 'sequence',
      timeoutSeconds: 20,
      priority: 5,
      memberIds: ids,
    });
    const reordered = [ids[2]!, ids[0]!];
    const updated = await acme.ok<CallGroup>('/callgroup/update', {
      id: added.id,
      memberIds: reordered,
      priority: 8,
    });
    expect(updated).toMatchObject({ memberIds: reordered, priority: 8, name: 'Night Shift' });
    expect(await acme.ok('/callgroup/get', { id: added.id })).toMatchObject({ memberIds: reordered });
    expect(await acme.ok('/callgroup/delete', { ids: [added.id] })).toEqual({ deleted: 1 });
    const links = await t.server.db
      .selectFrom('call_group_members')
      .select('member_id')
      .where('call_group_id', '=', added.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('refuses a taken number, unknown or repeated members and out-of-range values, saying why', async () => {
    const taken = await acme.refused('/callgroup/add', { name: 'Copy', number: '8001900' });
    expect(taken.message).toBe(message('en', 'resources.callGroup.numberTaken', { value: '8001900' }));
    const unknown = await acme.refused('/callgroup/add', {
      name: 'Ghosts',
      number: '8001911',
      memberIds: ['ghost-1', members[0]!.id],
    });
    expect(unknown.message).toBe(
      message('en', 'validation.referenceMissing', { field: label('memberIds'), value: 'ghost-1' }),
    );
    const invalid = await acme.refused(
      '/callgroup/add',
      {
        name: 'Bad',
        number: '8001912',
        priority: 11,
        timeoutSeconds: 2,
        memberIds: [members[0]!.id, members[0]!.id],
      },
      'zh_CN',
    );
    expect(invalid.status).toBe(400);
    expect(invalid.message.split('; ')).toEqual([
      message('zh_CN', 'validation.fieldMin', { field: label('timeoutSeconds', 'zh_CN'), min: 5 }),
      message('zh_CN', 'validation.fieldMax', { field: label('priority', 'zh_CN'), max: 10 }),
      message('zh_CN', 'validation.duplicateItems', { field: label('memberIds', 'zh_CN') }),
    ]);
  });

  it('deleting a member takes it out of every group', async () => {
    const member = await acme.ok<Member>('/localuser/add', { account: 'leaving.soon', name: 'Leaving Soon' });
    const group = await acme.ok<CallGroup>('/callgroup/add', {
      name: 'Temp',
      number: '8001913',
      memberIds: [members[0]!.id, member.id],
    });
    await acme.ok('/localuser/delete', { ids: [member.id] });
    expect(await acme.ok('/callgroup/get', { id: group.id })).toMatchObject({ memberIds: [members[0]!.id] });
  });

  it('filters by type and imports members by account, joined with |', async () => {
    const ptt = await acme.ok<Page<CallGroup>>('/callgroup/page', { pageNum: 1, pageSize: 10, type: 'ptt' });
    expect(ptt.records.map((group) => group.name)).toEqual(['All Drivers']);
    const file = csv([
      ['name', 'number', 'type', 'memberIds'],
      ['Imported', '8001920', 'ptt', `${members[1]!.account}|${members[0]!.account}`],
    ]);
    const result = await acme.upload('/callgroup/import', { name: 'g.csv', type: 'text/csv', content: file });
    expect(result.envelope).toMatchObject({ code: '0000', data: { imported: 1 } });
    const page = await acme.ok<Page<CallGroup>>('/callgroup/page', {
      pageNum: 1,
      pageSize: 10,
      keyword: 'Imported',
    });
    expect(page.records[0]!.memberIds).toEqual([members[1]!.id, members[0]!.id]);
    const exported = await acme.call('/callgroup/export', { keyword: 'Imported' });
    const [header, row] = csvLines(String(exported.envelope.data));
    expect(row![header!.indexOf(label('memberIds'))]).toBe(`${members[1]!.account}|${members[0]!.account}`);
  });
});
