import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../src/contract';
import { signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { ADMIN_PASSWORD, createEnterprise } from './platform';

/*
 * The last choices a switched-off function bites (docs/behaviour.md#roles-and-permissions): the user info
 * names the enterprise's functions for the console; a record list or export filtered by a value of a
 * switched-off function (a video call, a clip's video or sound) and a sub-user grant of a switched-off screen
 * are refused with 403 naming the function, in the caller's language.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

/** A new enterprise with `functions`, and calls as its administrator. */
async function enterpriseWith(functions: string[]) {
  const created = await createEnterprise(t, { functions });
  const token = await t.login(created.adminUsername, ADMIN_PASSWORD);
  return {
    id: created.id,
    token,
    call: (path: string, body: unknown = {}, lang = 'en_US') =>
      t.client.call('POST', path, { body, token, lang }),
  };
}

const PAGE = { pageNum: 1, pageSize: 10 };

describe('record filters of switched-off functions', () => {
  it('the user info names the functions of an enterprise account, none of a platform account', async () => {
    const own = await enterpriseWith(['sos', 'ptt']);
    const info = (await t.client.call('GET', '/getUserInfo', { token: own.token })).data as UserInfo;
    expect(info.functions).toEqual(['sos', 'ptt']);
    const admin = await signIn(t, 'admin');
    const adminInfo = (await t.client.call('GET', '/getUserInfo', { token: admin.token })).data as UserInfo;
    expect(adminInfo.functions).toBeUndefined();
  });

  it('without video and recording: call records by type video and clips by either type are refused, naming the function', async () => {
    const own = await enterpriseWith(['sos']);
    for (const [path, body, fn] of [
      ['/cdr/page', { ...PAGE, callType: 'video' }, 'video'],
      ['/cdr/exportUrl', { format: 'csv', callType: 'video' }, 'video'],
      ['/claptrans/page', { ...PAGE, mediaType: 'video' }, 'video'],
      ['/claptrans/page', { ...PAGE, mediaType: 'audio' }, 'recording'],
      ['/claptrans/exportUrl', { format: 'csv', mediaType: 'audio' }, 'recording'],
    ] as const) {
      for (const [lang, locale] of [
        ['en_US', 'en'],
        ['zh_CN', 'zh_CN'],
      ] as const) {
        const answer = await own.call(path, body, lang);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(403);
        expect(answer.envelope.message).toBe(message(locale, `api.functionOff.${fn}`));
      }
    }
    // The other values and the unfiltered lists answer: records made while a function was on stay listed.
    expect((await own.call('/cdr/page', { ...PAGE, callType: 'audio' })).status).toBe(200);
    expect((await own.call('/cdr/page', PAGE)).status).toBe(200);
    expect((await own.call('/claptrans/page', PAGE)).status).toBe(200);
  });

  it('with video and recording, every type filters', async () => {
    const own = await enterpriseWith(['video', 'recording']);
    expect((await own.call('/cdr/page', { ...PAGE, callType: 'video' })).status).toBe(200);
    expect((await own.call('/claptrans/page', { ...PAGE, mediaType: 'video' })).status).toBe(200);
    expect((await own.call('/claptrans/page', { ...PAGE, mediaType: 'audio' })).status).toBe(200);
  });
});

describe('sub-user grants of switched-off functions', () => {
  it('are refused when given, in the caller’s language; grants held from before the switch stay through an edit', async () => {
    const own = await enterpriseWith(['sos', 'ptt']);
    const account = { username: `sub-${own.id.slice(0, 8)}`, password: 'SubUser@123' };
    for (const [lang, locale] of [
      ['en_US', 'en'],
      ['zh_CN', 'zh_CN'],
    ] as const) {
      const refused = await own.call(
        '/admin/add',
        { ...account, permits: ['sos:search', 'attendance:search'] },
        lang,
      );
      expect(refused.status).toBe(403);
      expect(refused.envelope.message).toBe(message(locale, 'api.functionOff.attendance'));
    }
    const made = await own.call('/admin/add', { ...account, permits: ['sos:search', 'pttrecord:search'] });
    expect(made.status).toBe(200);
    const id = (made.data as { id: string }).id;

    // The platform switches PTT off: the held PTT grant survives an edit of the others, a new one does not.
    const admin = await signIn(t, 'admin');
    await admin.ok('/enterprise/setFunctions', { id: own.id, functions: ['sos'] });
    const kept = await own.call('/admin/update', {
      id,
      permits: ['sos:search', 'sos:edit', 'pttrecord:search'],
    });
    expect(kept.status).toBe(200);
    expect((kept.data as { permits: string[] }).permits).toEqual([
      'pttrecord:search',
      'sos:edit',
      'sos:search',
    ]);
    const added = await own.call('/admin/update', { id, permits: ['pttrecord:search', 'pttrecord:delete'] });
    expect(added.status).toBe(403);
    expect(added.envelope.message).toBe(message('en', 'api.functionOff.ptt'));
  });
});
