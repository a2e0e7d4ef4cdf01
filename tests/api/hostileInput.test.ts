import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from './support/messages';
import { startTestServer, type TestServer } from './support/testServer';

/*
 * One validation layer for both engines (docs/security.md): a NUL character anywhere, a number beyond the safe
 * integers, a fraction where a whole number is meant, or a record id that is not a number are refused with a
 * 400 naming the field before any handler runs — PostgreSQL used to answer these with a 500 of its own.
 */

let t: TestServer;
let admin: string;
let acme: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
  acme = await t.login('acme');
});
afterAll(async () => t?.stop());

const post = (path: string, body: unknown, token?: string, encrypt = false) =>
  t.client.call('POST', path, { body, token, lang: 'en_US', encrypt });

/** The field as the server names it: its label where the catalogue has one, else its name. */
function label(key: string, name: string): string {
  try {
    return message('en', key);
  } catch {
    return name;
  }
}

function expectRefused(answer: Awaited<ReturnType<typeof post>>, key: string, field: string) {
  expect(answer.status, answer.envelope.message).toBe(400);
  expect(answer.envelope.code).toBe('-1');
  expect(answer.envelope.message).toBe(message('en', key, { field }));
}

describe('hostile input is a 400 naming the field on either engine', () => {
  it('a NUL in the account name at /login/auth, before any sign-in', async () => {
    const answer = await post('/login/auth', { username: 'adm\u0000in', password: 'x' }, undefined, true);
    expectRefused(answer, 'validation.nulCharacter', 'username');
  });

  it('a NUL in a keyword, a filter or an added row, and in a key', async () => {
    expectRefused(
      await post('/extension/page', { pageNum: 1, pageSize: 10, keyword: '80\u000001' }, acme),
      'validation.nulCharacter',
      label('resources.extension.fields.keyword', 'keyword'),
    );
    expectRefused(
      await post('/cdr/page', { pageNum: 1, pageSize: 10, callerNumber: 'a\u0000' }, acme),
      'validation.nulCharacter',
      label('calldata.cdr.fields.callerNumber', 'callerNumber'),
    );
    expectRefused(
      await post('/localuser/add', { account: 'nul\u0000member', name: 'Nul' }, acme),
      'validation.nulCharacter',
      label('resources.member.fields.account', 'account'),
    );
    const key = await post('/enterprise/page', { pageNum: 1, pageSize: 10, 'k\u0000': 1 }, admin);
    expect(key.status).toBe(400);
    expect(key.envelope.message).toBe(message('en', 'validation.nulCharacter', { field: '(body)' }));
  });

  it.each([
    [1e300, 'validation.unsafeNumber'],
    [2 ** 53, 'validation.unsafeNumber'],
    [-1e20, 'validation.unsafeNumber'],
    [1.5, 'validation.integerRequired'],
  ])('durationSecFrom %s on /cdr/page', async (value, key) => {
    const answer = await post('/cdr/page', { pageNum: 1, pageSize: 10, durationSecFrom: value }, acme);
    expectRefused(answer, key, label('calldata.cdr.fields.durationSecFrom', 'durationSecFrom'));
  });

  it('a safe integer beyond the column it is kept in (an override version of 10^15; the fuzz stage found it)', async () => {
    const answer = await post('/sipAdvance/version', { name: 'sample.conf', version: 10 ** 15 }, admin);
    expect(answer.status, answer.envelope.message).toBe(400);
    expect(answer.envelope.message).toContain('2147483647');
  });

  it.each(['/cdr/exportUrl', '/claptrans/exportUrl', '/pttrecord/exportUrl'])(
    '{"ids":["abc"]} on %s',
    async (path) => {
      const answer = await post(path, { ids: ['abc'] }, acme);
      expect(answer.status, answer.envelope.message).toBe(400);
      expect(answer.envelope.message).toContain('ids');
    },
  );

  it.each([
    ['/cdr/get', 'cdr', 'acme'],
    ['/claptrans/get', 'mediaRecord', 'acme'],
    ['/pttrecord/get', 'pttRecord', 'acme'],
    ['/sos/get', 'sosAlarm', 'acme'],
    ['/login-history/get', 'loginHistory', 'acme'],
    ['/operlog/get', 'operationLog', 'admin'],
  ])(
    '%s of no such row: the screen’s translated title, no raw key, no echo of the id',
    async (path, name, who) => {
      const token = who === 'admin' ? admin : acme;
      for (const [lang, locale] of [
        ['en_US', 'en'],
        ['zh_CN', 'zh_CN'],
      ] as const) {
        const answer = await t.client.call('POST', path, { body: { id: 'zz-no-such-row' }, token, lang });
        expect(answer.envelope.code).toBe('-1');
        expect(answer.envelope.message).toBe(
          message(locale, 'resources.notFound', { resource: message(locale, `calldata.${name}.title`) }),
        );
        expect(answer.envelope.message).not.toContain('zz-no-such-row');
      }
    },
  );

  it('nesting deeper than any request is refused, not walked', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const answer = await t.client.call('POST', '/extension/page', {
      rawBody: `{"pageNum":1,"pageSize":10,"keyword":${deep}}`,
      token: acme,
      lang: 'en_US',
    });
    expect(answer.status).toBe(400);
    expect(answer.envelope.message).toBe(message('en', 'validation.tooDeep'));
  });
});
