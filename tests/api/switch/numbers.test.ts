import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIP_DOMAIN, DEV_FREESWITCH_PASSWORD, DEV_FREESWITCH_USER } from '../../../server/config';
import { ensureUniqueNumbers, NUMBER_CONFLICTS_KEY } from '../../../server/db/uniqueNumbersMigration';
import type { Extension } from '../../../src/contract/resources';
import type { NumberConflict } from '../../../src/contract/switch/switchIntake';
import { csv, type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * A SIP number belongs to one enterprise: its prefix, unique on the platform (the database index too), and
 * the switch's directory finds a user by number AND the enterprise's SIP domain, with its a1-hash.
 */

let t: TestServer;
let acme: ResourceSession;
let globex: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  [acme, globex] = await Promise.all([signIn(t, 'acme'), signIn(t, 'globex')]);
});
afterAll(async () => t?.stop());

const domainOf = (prefix: string) => `${prefix}.${DEFAULT_SIP_DOMAIN}`;
const basic = `Basic ${Buffer.from(`${DEV_FREESWITCH_USER}:${DEV_FREESWITCH_PASSWORD}`).toString('base64')}`;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseAttributeValue: false,
});
// biome-ignore lint/suspicious/noExplicitAny: fast-xml-parser answers an untyped tree; the test walks it by tag.
type Tree = Record<string, any>;

async function directory(user: string, domain: string): Promise<Tree> {
  const response = await fetch(`${t.server.url}/freeswitch/xml`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
    body: new URLSearchParams({
      section: 'directory',
      tag_name: 'domain',
      key_name: 'name',
      key_value: domain,
      user,
      domain,
      action: 'sip_auth',
    }).toString(),
  });
  expect(response.status).toBe(200);
  return (parser.parse(await response.text()) as Tree).document.section as Tree;
}
const notFound = (section: Tree) =>
  section['@_name'] === 'result' && section.result['@_status'] === 'not found';

describe('numbers belong to one enterprise', () => {
  it("add, update and import refuse a number outside the enterprise's prefix, in both languages", async () => {
    const en = await acme.refused('/extension/add', { number: '8002003', password: 'hijack1' });
    expect(en.message).toContain('8002003');
    expect(en.message).toContain('8001');
    const zh = await acme.refused('/extension/add', { number: '8002003' }, 'zh_CN');
    expect(zh.message).toContain('前缀 8001');
    // The prefix alone is not a number of the enterprise either.
    await acme.refused('/extension/add', { number: '8001' });

    const own = (await acme.ok<Page<Extension>>('/extension/page', { pageSize: 10 })).records[0]!;
    const update = await acme.refused('/extension/update', {
      id: own.id,
      number: '8002999',
      password: 'abc12345',
    });
    expect(update.message).toContain('8002999');

    const upload = await acme.upload('/extension/import', {
      name: 'x.csv',
      type: 'text/csv',
      content: csv([
        ['number', 'displayName'],
        ['8001880', 'Fine'],
        ['8002880', 'Foreign'],
      ]),
    });
    expect(upload.envelope.code).toBe('-1');
    const { errors } = upload.envelope.data as { errors: { row: number; reason: string }[] };
    expect(errors.map((error) => error.row)).toEqual([3]);
    expect(errors[0]!.reason).toContain('8002880');

    const group = await acme.refused('/callgroup/add', { name: 'Theirs', number: '8002950' });
    expect(group.message).toContain('8002950');
    // Globex's own number is still its own to take.
    await globex.ok('/extension/add', { number: '8002881' });
  });

  it('a new number needs a new secret (the hash holds the number)', async () => {
    const added = await acme.ok<Extension>('/extension/add', { number: '8001882' });
    const refused = await acme.refused('/extension/update', { id: added.id, number: '8001883' });
    expect(refused.message).toContain('8001883');
    await acme.ok('/extension/update', { id: added.id, number: '8001883', password: 'Moved123' });
  });

  it('the database holds one owner per number, in extensions and call groups', async () => {
    const db = t.server.db;
    const globexId = (
      await db.selectFrom('enterprises').select('id').where('prefix', '=', '8002').executeTakeFirstOrThrow()
    ).id;
    const now = Date.now();
    const row = (id: string) => ({
      id,
      enterprise_id: globexId,
      number: '8001001',
      display_name: '',
      password: 'x',
      caller_id_name: '',
      caller_id_number: '',
      max_registrations: 1,
      recording_mode: 'none',
      forward_mode: 'none',
      forward_target: '',
      do_not_disturb: 0,
      enabled: 1,
      description: '',
      created_at: now,
      updated_at: now,
    });
    await expect(db.insertInto('extensions').values(row('dup-ext-1')).execute()).rejects.toThrow();
    const group = await db.selectFrom('call_groups').select('number').limit(1).executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('call_groups')
        .values({
          id: 'dup-group-1',
          enterprise_id: globexId,
          name: 'Dup',
          number: group.number,
          type: 'ring',
          strategy: 'simultaneous',
          timeout_seconds: 30,
          priority: 5,
          enabled: 1,
          description: '',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('duplicates written before the rule are reported, not a failed migration; once resolved the index returns', async () => {
    const db = t.server.db as unknown as Kysely<unknown>;
    const typed = t.server.db;
    await db.schema.dropIndex('extensions_number_uq').execute();
    const source = await typed
      .selectFrom('extensions')
      .selectAll()
      .where('number', '=', '8001002')
      .executeTakeFirstOrThrow();
    const globexId = (
      await typed
        .selectFrom('enterprises')
        .select('id')
        .where('prefix', '=', '8002')
        .executeTakeFirstOrThrow()
    ).id;
    await typed
      .insertInto('extensions')
      .values({ ...source, id: 'legacy-dup', enterprise_id: globexId })
      .execute();

    const conflicts = await ensureUniqueNumbers(db);
    expect(conflicts).toEqual([
      {
        table: 'extensions',
        number: '8001002',
        enterpriseIds: expect.arrayContaining([globexId, source.enterprise_id]),
      },
    ]);
    const kept = await typed
      .selectFrom('settings')
      .select('value')
      .where('key', '=', NUMBER_CONFLICTS_KEY)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kept.value)).toHaveLength(1);
    // The platform administrator sees the conflict on the maintenance screen, with both enterprises.
    const admin = await signIn(t, 'admin');
    const listed = await admin.ok<{ conflicts: NumberConflict[] }>('/maintenance/numberConflicts', {});
    expect(listed.conflicts).toHaveLength(1);
    expect(listed.conflicts[0]!.number).toBe('8001002');
    expect(listed.conflicts[0]!.enterprises.map((enterprise) => enterprise.prefix).sort()).toEqual([
      '8001',
      '8002',
    ]);
    // Globex's domain never answers a number of Acme's prefix, whatever an old row says.
    expect(notFound(await directory('8001002', domainOf('8002')))).toBe(true);

    await typed.deleteFrom('extensions').where('id', '=', 'legacy-dup').execute();
    expect(await ensureUniqueNumbers(db)).toEqual([]);
    expect(
      (await admin.ok<{ conflicts: NumberConflict[] }>('/maintenance/numberConflicts', {})).conflicts,
    ).toEqual([]);
    await expect(
      typed
        .insertInto('extensions')
        .values({ ...source, id: 'legacy-dup-2', enterprise_id: globexId })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('the directory answers by number and domain', () => {
  it("each number answers exactly its enterprise's user for its domain, with its a1-hash; not found elsewhere", async () => {
    await globex.ok('/extension/add', { number: '8002777', password: 'Globex777' });
    const section = await directory('8002777', domainOf('8002'));
    expect(section['@_name']).toBe('directory');
    const user = section.domain.groups.group.users.user as Tree;
    expect(user['@_id']).toBe('8002777');
    const params = [user.params.param].flat() as Tree[];
    const a1 = params.find((param) => param['@_name'] === 'a1-hash');
    expect(a1?.['@_value']).toBe(
      createHash('md5')
        .update(`8002777:${domainOf('8002')}:Globex777`)
        .digest('hex'),
    );
    expect(params.some((param) => param['@_name'] === 'password')).toBe(false);

    // The same number under another enterprise's domain, an IP, or a foreign platform: not found.
    expect(notFound(await directory('8002777', domainOf('8001')))).toBe(true);
    expect(notFound(await directory('8002777', '10.0.0.1'))).toBe(true);
    expect(notFound(await directory('8002777', '8002.elsewhere.example'))).toBe(true);
    expect(notFound(await directory('8001001', domainOf('8001')))).toBe(false);
    expect(notFound(await directory('8001001', domainOf('8002')))).toBe(true);
  });
});
