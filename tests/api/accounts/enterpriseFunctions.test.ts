import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calldataDb } from '../../../server/calldata/tables';
import { DEFAULT_SIP_DOMAIN } from '../../../server/config';
import { contextRules } from '../../../server/switch/dialplanRules';
import { withoutVideoCodecs } from '../../../server/switch/enterpriseCodecs';
import { directoryDocument } from '../../../server/switch/freeswitchXml';
import { ingestCdr } from '../../../server/switch/xmlCdr';
import type { BackMenu } from '../../../src/contract';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { xmlCdr } from '../switch/fixtures';
import { ADMIN_PASSWORD, createEnterprise } from './platform';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

async function menuOf(token: string): Promise<string[]> {
  const answer = await t.client.call('GET', '/getMenuList', { token });
  return menuNames(answer.data as BackMenu[]);
}

function menuNames(menus: readonly BackMenu[]): string[] {
  return menus.flatMap((menu) => [menu.name, ...menuNames(menu.children ?? [])]);
}

/** A search endpoint of a screen, by its permission code. */
function searchEndpointOf(route: string): string {
  const found = ENDPOINTS.find(
    (endpoint) => endpoint.access.kind === 'session' && endpoint.access.permission === `${route}:search`,
  );
  if (!found) throw new Error(`no search endpoint for ${route}`);
  return found.path;
}

describe('an enterprise function switched off', () => {
  it('hides its menus and codes and refuses its endpoints with 403 naming the function (Globex: no attendance, no broadcast)', async () => {
    const globex = await signIn(t, 'globex');
    const names = await menuOf(globex.token);
    expect(names).not.toContain('attendance');
    expect(names).not.toContain('broadcast-file');
    expect(names).toContain('sos');
    const codes = (await t.client.call('GET', '/getPermCode', { token: globex.token })).data as string[];
    expect(codes.some((code) => code.startsWith('attendance:'))).toBe(false);
    expect(codes).toContain('sos:search');

    for (const [route, fn] of [
      ['attendance', 'attendance'],
      ['broadcast-file', 'broadcast'],
    ] as const) {
      for (const locale of ['en', 'zh_CN'] as const) {
        const answer = await globex.call(searchEndpointOf(route), {}, locale === 'en' ? 'en_US' : 'zh_CN');
        expect(answer.status, route).toBe(403);
        expect(answer.envelope.message).toBe(message(locale, `api.functionOff.${fn}`));
      }
    }
    // Acme has every function: the same screens are in its menu and answer.
    const acme = await signIn(t, 'acme');
    const acmeNames = await menuOf(acme.token);
    expect(acmeNames).toEqual(expect.arrayContaining(['attendance', 'broadcast-file', 'task', 'pttrecord']));
    expect((await acme.call(searchEndpointOf('broadcast-file'), { pageNum: 1, pageSize: 10 })).status).toBe(
      200,
    );
  });

  it('bites at once when the platform switches a function off, and gives it back when switched on', async () => {
    const created = await createEnterprise(t, { functions: ['ptt', 'sos', 'recording'] });
    const admin = await signIn(t, 'admin');
    const token = await t.login(created.adminUsername, ADMIN_PASSWORD);
    const own = {
      call: (path: string, body: unknown = {}) => t.client.call('POST', path, { body, token, lang: 'en_US' }),
    };
    const page = { pageNum: 1, pageSize: 10 };
    expect((await own.call('/pttrecord/page', page)).status).toBe(200);
    expect((await own.call('/cdr/files', { id: '1' })).status).not.toBe(403);

    await admin.ok('/enterprise/setFunctions', { id: created.id, functions: ['sos'] });
    const refused = await own.call('/pttrecord/page', page);
    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toBe(message('en', 'api.functionOff.ptt'));
    // A call's recordings belong to the recording function, though the call list stays.
    const files = await own.call('/cdr/files', { id: '1' });
    expect(files.status).toBe(403);
    expect(files.envelope.message).toBe(message('en', 'api.functionOff.recording'));
    expect((await own.call('/cdr/page', page)).status).toBe(200);
    expect(await menuOf(token)).not.toContain('pttrecord');

    await admin.ok('/enterprise/setFunctions', { id: created.id, functions: ['sos', 'ptt'] });
    expect((await own.call('/pttrecord/page', page)).status).toBe(200);
  });
});

describe('the switch holds an enterprise without video to audio', () => {
  it('leaves video codecs out of a codec list', () => {
    expect(withoutVideoCodecs('OPUS,H264,VP8,G722@16000h,PCMU')).toBe('OPUS,G722@16000h,PCMU');
  });

  it('directory users and the dialplan context of Globex carry an audio-only codec string; Acme keeps its own', async () => {
    const numberOf = async (prefix: string) =>
      (
        await t.server.db
          .selectFrom('extensions')
          .innerJoin('enterprises', 'enterprises.id', 'extensions.enterprise_id')
          .select('extensions.number')
          .where('enterprises.prefix', '=', prefix)
          .where('extensions.enabled', '=', 1)
          .executeTakeFirstOrThrow()
      ).number;
    const globexUser = await directoryDocument(
      t.server.db,
      await numberOf('8002'),
      `8002.${DEFAULT_SIP_DOMAIN}`,
      DEFAULT_SIP_DOMAIN,
      Date.now(),
    );
    expect(globexUser).toContain('name="absolute_codec_string" value="OPUS,G722,PCMU,PCMA"');
    const acmeUser = await directoryDocument(
      t.server.db,
      await numberOf('8001'),
      `8001.${DEFAULT_SIP_DOMAIN}`,
      DEFAULT_SIP_DOMAIN,
      Date.now(),
    );
    expect(acmeUser).toContain('user_context');
    expect(acmeUser).not.toContain('absolute_codec_string');

    const [first] = await contextRules(t.server.db, '8002');
    expect(first?.actions).toEqual([
      { application: 'set', data: 'absolute_codec_string=OPUS,G722,PCMU,PCMA' },
    ]);
    expect(first?.continueOnMatch).toBe(true);
    const acmeRules = await contextRules(t.server.db, '8001');
    expect(acmeRules.some((rule) => rule.name.startsWith('audio-only'))).toBe(false);
  });

  it('the CDR intake stores a video call of an enterprise without video as an audio call', async () => {
    const videoCall = (prefix: string, uuid: string) =>
      xmlCdr({
        uuid,
        caller: `${prefix}001`,
        callerName: 'Caller',
        destination: `${prefix}002`,
        accountCode: prefix,
        context: prefix,
        startEpoch: Math.floor(Date.now() / 1000) - 60,
        answered: true,
        billsec: 30,
        hangupCause: 'NORMAL_CLEARING',
      }).replace(
        '<read_codec>OPUS</read_codec>',
        '<read_codec>OPUS</read_codec>\n    <video_read_codec>H264</video_read_codec>',
      );
    const typeOf = async (uuid: string, prefix: string) => {
      const outcome = await ingestCdr(t.server.db, videoCall(prefix, uuid), 'text/xml', Date.now());
      expect(outcome.stored).toBe(true);
      const enterpriseId = outcome.stored ? outcome.enterpriseId : '';
      const row = await calldataDb(t.server.db)
        .selectFrom('call_records')
        .select(['call_type', 'simulated'])
        .where('enterprise_id', '=', enterpriseId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return row;
    };
    expect(await typeOf('7b0c1d2e-0000-4000-8000-000000000001', '8002')).toEqual({
      call_type: 'audio',
      simulated: 0,
    });
    expect(await typeOf('7b0c1d2e-0000-4000-8000-000000000002', '8001')).toEqual({
      call_type: 'video',
      simulated: 0,
    });
  });
});
