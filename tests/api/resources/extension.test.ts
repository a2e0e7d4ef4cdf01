import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIP_DOMAIN } from '../../../server/config';
import type { Extension, Member } from '../../../src/contract/resources';
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
  message(locale, `resources.extension.fields.${field}`);

async function extensionCount(): Promise<number> {
  return (await acme.ok<Page<Extension>>('/extension/page', { pageNum: 1, pageSize: 10 })).total;
}

/** What a clear SIP secret of an Acme extension is stored as: FreeSWITCH's a1-hash for its SIP domain. */
const a1 = (number: string, password: string) =>
  `a1:${createHash('md5').update(`${number}:8001.${DEFAULT_SIP_DOMAIN}:${password}`).digest('hex')}`;
const HASHED = /^a1:[0-9a-f]{32}$/;

async function storedSecret(id: string): Promise<string> {
  const row = await t.server.db
    .selectFrom('extensions')
    .select('password')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.password;
}

describe('extensions: CRUD', () => {
  it('adds an extension with defaults and a generated password that is never answered', async () => {
    const added = await acme.ok<Extension & { password?: string }>('/extension/add', {
      number: '8001500',
      displayName: 'Gate',
    });
    expect(added).toMatchObject({
      number: '8001500',
      displayName: 'Gate',
      memberId: null,
      maxRegistrations: 1,
      recordingMode: 'none',
      forwardMode: 'none',
      doNotDisturb: false,
      enabled: true,
    });
    expect(added).not.toHaveProperty('password');
    expect(await storedSecret(added.id)).toMatch(HASHED);

    const updated = await acme.ok<Extension>('/extension/update', {
      id: added.id,
      forwardMode: 'busy',
      forwardTarget: '8001001',
      doNotDisturb: true,
      recordingMode: 'inbound',
      password: 'Secret123',
    });
    expect(updated).toMatchObject({
      forwardMode: 'busy',
      forwardTarget: '8001001',
      doNotDisturb: true,
      recordingMode: 'inbound',
    });
    expect(await storedSecret(added.id)).toBe(a1('8001500', 'Secret123'));

    const reset = await acme.ok<{ password: string }>('/extension/resetPassword', { id: added.id });
    expect(reset.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(await storedSecret(added.id)).toBe(a1('8001500', reset.password));
    expect(await acme.ok('/extension/delete', { ids: [added.id] })).toEqual({ deleted: 1 });
  });

  it('validates numbers, limits and the forwarding rule with readable messages', async () => {
    const en = await acme.refused('/extension/add', {
      number: '80a1',
      maxRegistrations: 11,
      recordingMode: 'some',
    });
    expect(en.status).toBe(400);
    expect(en.message.split('; ')).toEqual([
      message('en', 'validation.digitsOnly', { field: label('number') }),
      message('en', 'validation.fieldMax', { field: label('maxRegistrations'), max: 10 }),
      message('en', 'validation.invalidChoice', { field: label('recordingMode') }),
    ]);
    const zh = await acme.refused('/extension/add', { number: '8001501', maxRegistrations: 0 }, 'zh_CN');
    expect(zh.message).toBe(
      message('zh_CN', 'validation.fieldMin', { field: label('maxRegistrations', 'zh_CN'), min: 1 }),
    );
    const forward = await acme.refused('/extension/add', { number: '8001501', forwardMode: 'all' }, 'zh_CN');
    expect(forward.status).toBe(200);
    expect(forward.message).toBe(
      message('zh_CN', 'validation.forwardTargetRequired', { field: label('forwardTarget', 'zh_CN') }),
    );
    const taken = await acme.refused('/extension/add', { number: '8001001' });
    expect(taken.message).toBe(message('en', 'resources.extension.numberTaken', { value: '8001001' }));
  });

  it('binds and unbinds a member; the binding is one truth read from both sides', async () => {
    const extension = await acme.ok<Extension>('/extension/add', { number: '8001502' });
    const member = await acme.ok<Member>('/localuser/add', { account: 'bind.me', name: 'Bind Me' });
    const bound = await acme.ok<Extension>('/extension/update', { id: extension.id, memberId: member.id });
    expect(bound.memberId).toBe(member.id);
    expect(await acme.ok('/localuser/get', { id: member.id })).toMatchObject({ extensionId: extension.id });

    const refused = await acme.refused('/extension/delete', { ids: [extension.id] }, 'en_US');
    expect(refused.message).toBe(message('en', 'resources.extension.boundToMember', { name: '8001502' }));
    const zh = await acme.refused('/extension/delete', { ids: [extension.id] }, 'zh_CN');
    expect(zh.message).toBe(message('zh_CN', 'resources.extension.boundToMember', { name: '8001502' }));

    const unbound = await acme.ok<Extension>('/extension/update', { id: extension.id, memberId: null });
    expect(unbound.memberId).toBeNull();
    expect(await acme.ok('/localuser/get', { id: member.id })).toMatchObject({ extensionId: null });
    expect(await acme.ok('/extension/delete', { ids: [extension.id] })).toEqual({ deleted: 1 });
  });

  it("answers the bound member's name with the extension, also to a sub-user who may not read members", async () => {
    const extension = await acme.ok<Extension>('/extension/add', { number: '8001504' });
    const member = await acme.ok<Member>('/localuser/add', { account: 'named.one', name: 'Named One' });
    await acme.ok('/extension/update', { id: extension.id, memberId: member.id });
    await acme.ok('/admin/add', {
      username: 'acme-numbers',
      password: 'Numbers@123',
      permits: ['extension:search'],
    });
    const token = await t.login('acme-numbers', 'Numbers@123');
    const call = (path: string, body: unknown) => t.client.call('POST', path, { body, token, lang: 'en_US' });
    const members = await call('/localuser/page', { pageNum: 1, pageSize: 10 });
    expect(members.envelope.code).toBe('-1');

    for (const caller of ['acme', 'sub-user'] as const) {
      const page =
        caller === 'acme'
          ? await acme.ok<Page<Extension>>('/extension/page', {
              pageNum: 1,
              pageSize: 10,
              keyword: '8001504',
            })
          : ((await call('/extension/page', { pageNum: 1, pageSize: 10, keyword: '8001504' }))
              .data as Page<Extension>);
      const row = page.records.find((candidate) => candidate.id === extension.id);
      expect(row, caller).toMatchObject({
        memberId: member.id,
        memberName: 'Named One',
        memberAccount: 'named.one',
      });
    }

    // Read-only: the name follows the binding, never the request.
    const written = await acme.refused('/extension/update', { id: extension.id, memberName: 'Someone Else' });
    expect(written.status).toBe(400);
    expect(written.message).toContain('memberName');
    const unbound = await acme.ok<Extension>('/extension/update', { id: extension.id, memberId: null });
    expect(unbound).toMatchObject({ memberId: null, memberName: null, memberAccount: null });
    await acme.ok('/extension/delete', { ids: [extension.id] });
  });

  it('filters by flags and sorts by number', async () => {
    const extension = await acme.ok<Extension>('/extension/add', { number: '8001503', enabled: false });
    const disabled = await acme.ok<Page<Extension>>('/extension/page', {
      pageNum: 1,
      pageSize: 50,
      enabled: false,
    });
    expect(disabled.records.map((record) => record.number)).toEqual(['8001503']);
    const desc = await acme.ok<Page<Extension>>('/extension/page', {
      pageNum: 1,
      pageSize: 10,
      sort: 'number',
      order: 'desc',
    });
    expect(desc.records[0]!.number).toBe('8001503');
    await acme.ok('/extension/delete', { ids: [extension.id] });
  });
});

describe('extensions: range creation', () => {
  it('creates a number range after the enterprise prefix', async () => {
    const before = await extensionCount();
    const result = await acme.ok('/extension/batchAdd', { start: 600, count: 25, recordingMode: 'all' });
    expect(result).toEqual({ created: 25, first: '8001600', last: '8001624' });
    expect(await extensionCount()).toBe(before + 25);
    const page = await acme.ok<Page<Extension>>('/extension/page', {
      pageNum: 1,
      pageSize: 50,
      keyword: '800160',
    });
    expect(page.records.every((record) => record.recordingMode === 'all')).toBe(true);
  });

  it('is all or nothing: a range that meets an existing number creates none and names the clash', async () => {
    const before = await extensionCount();
    const result = await acme.refused('/extension/batchAdd', { start: 620, count: 10 });
    expect(result.message).toBe(
      message('en', 'resources.extension.rangeTaken', {
        numbers: '8001620, 8001621, 8001622, 8001623, 8001624',
      }),
    );
    expect(await extensionCount()).toBe(before);
    const overflow = await acme.refused('/extension/batchAdd', { start: 990, count: 20 });
    expect(overflow.message).toBe(message('en', 'resources.extension.rangeOverflow', { last: 999 }));
    const tooMany = await acme.refused('/extension/batchAdd', { start: 0, count: 501 });
    expect(tooMany.status).toBe(400);
  });
});

describe('extensions: import and export', () => {
  it('imports extensions with generated passwords, or refuses the whole file', async () => {
    const before = await extensionCount();
    const bad = csv([
      [
        'number',
        'displayName',
        'password',
        'maxRegistrations',
        'doNotDisturb',
        'forwardMode',
        'forwardTarget',
      ],
      ['8001700', 'Lobby', '', '2', 'no', 'none', ''],
      ['8001701', 'Dock', 'abc', '1', 'maybe', 'all', ''],
      ['8001001', 'Clash', '', '1', 'false', 'none', ''],
    ]);
    const refused = await acme.upload('/extension/import', { name: 'x.csv', type: 'text/csv', content: bad });
    const { errors } = refused.envelope.data as { errors: { row: number; field: string; reason: string }[] };
    expect(errors.map((error) => [error.row, error.field])).toEqual([
      [3, label('doNotDisturb')],
      [4, label('number')],
    ]);
    expect(await extensionCount()).toBe(before);

    const good = csv([
      [
        'number',
        'displayName',
        'password',
        'maxRegistrations',
        'doNotDisturb',
        'forwardMode',
        'forwardTarget',
      ],
      ['8001700', 'Lobby', '', '2', 'no', 'none', ''],
      ['8001701', 'Dock', 'Dock1234', '1', 'yes', 'all', '8001001'],
    ]);
    const imported = await acme.upload('/extension/import', {
      name: 'x.csv',
      type: 'text/csv',
      content: good,
    });
    expect(imported.envelope).toMatchObject({ code: '0000', data: { imported: 2 } });
    const rows = await t.server.db
      .selectFrom('extensions')
      .select(['number', 'password', 'do_not_disturb'])
      .where('number', 'in', ['8001700', '8001701'])
      .orderBy('number')
      .execute();
    expect(rows[0]!.password).toMatch(HASHED);
    expect(rows[1]).toMatchObject({ password: a1('8001701', 'Dock1234'), do_not_disturb: 1 });
  });

  it('exports the bound member by account and flags as true/false, never the password', async () => {
    const result = await acme.call('/extension/export', { format: 'csv', keyword: '8001001' });
    const [header, row] = csvLines(String(result.envelope.data));
    expect(header).not.toContain(label('password'));
    expect(row![header!.indexOf(label('number'))]).toBe('8001001');
    expect(row![header!.indexOf(label('memberId'))]).toMatch(/^[a-z]+\.[a-z]+01$/);
    expect(row![header!.indexOf(label('enabled'))]).toBe('true');
  });
});
