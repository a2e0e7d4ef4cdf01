import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/security/tokens';
import type { AppUpdate, AppVersion, ReleasedVersions } from '../../../src/contract/apps';
import { buildApk, buildZip, FIXTURE_MANIFEST } from '../../fixtures/apk/apkBuilder';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { appSignIn, DEMO_PREFIX } from '../support/appMembers';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { deflatedZip } from '../support/zipBomb';
import { APK_TYPE, fixtureApk, multipart } from './versionSupport';

let t: TestServer;
let admin: ResourceSession;
let acme: ResourceSession;
let globex: ResourceSession;
beforeAll(async () => {
  t = await startTestServer();
  [admin, acme, globex] = await Promise.all([signIn(t, 'admin'), signIn(t, 'acme'), signIn(t, 'globex')]);
});
afterAll(async () => t?.stop());

async function enterpriseId(prefix: string): Promise<string> {
  const row = await t.server.db
    .selectFrom('enterprises')
    .select('id')
    .where('prefix', '=', prefix)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function uploadApk(content: Buffer, fields: Record<string, string> = {}, lang = 'en_US') {
  return multipart(
    t,
    admin.token,
    '/appversion/upload',
    { name: 'dispatch.apk', type: APK_TYPE, content },
    fields,
    lang,
  );
}

function check(token: string, versionCode: number, lang = 'en_US', platform = 'android') {
  return t.client.call('GET', '/app/version/check', {
    token,
    query: { platform, versionCode: String(versionCode) },
    lang,
  });
}

describe('APK upload', () => {
  it('reads package, version name and code and minimum SDK from the fixture APK and stores the file', async () => {
    const result = await uploadApk(fixtureApk(), {
      notesZh: '修复若干问题',
      notesEn: 'Fixes',
      forceUpdate: 'false',
    });
    expect(result.envelope.code, result.envelope.message).toBe('0000');
    const version = result.envelope.data as AppVersion;
    expect(version).toMatchObject({
      platform: 'android',
      packageName: FIXTURE_MANIFEST.packageName,
      versionName: FIXTURE_MANIFEST.versionName,
      versionCode: FIXTURE_MANIFEST.versionCode,
      minSdk: FIXTURE_MANIFEST.minSdk,
      fileName: 'dispatch.apk',
      bytes: fixtureApk().length,
      rollout: 'all',
      forceUpdate: false,
      createdBy: 'admin',
    });
    expect(version.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The signed URL serves the stored file itself, without a token; an altered one is refused.
    const signed = await admin.ok<{ url: string }>('/appversion/downloadUrl', { id: version.id });
    const response = await fetch(`${t.server.url}${signed.url}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(fixtureApk())).toBe(true);
    const altered = await fetch(`${t.server.url}${signed.url.replace(/sig=./, 'sig=A')}`);
    expect(altered.status).toBe(403);
    await altered.arrayBuffer();
    // The same version code of the same package again is refused.
    const again = await uploadApk(fixtureApk());
    expect(again.envelope.message).toBe(
      message('en', 'api.appVersion.duplicate', { code: FIXTURE_MANIFEST.versionCode, name: '2.3.1' }),
    );
  });

  it('refuses a file that is not an APK, a zip without a manifest and a damaged manifest, with clear messages', async () => {
    const notZip = await uploadApk(Buffer.from('this is a text file, not an APK'), {}, 'zh_CN');
    expect(notZip.envelope.code).toBe('-1');
    expect(notZip.envelope.message).toBe(message('zh_CN', 'api.appVersion.notApk'));
    const noManifest = await uploadApk(buildZip({ 'classes.dex': Buffer.from('dex') }));
    expect(noManifest.envelope.message).toBe(message('en', 'api.appVersion.noManifest'));
    const damaged = await uploadApk(
      buildZip({ 'AndroidManifest.xml': Buffer.from('<manifest/> plain text') }),
    );
    expect(damaged.envelope.message).toBe(message('en', 'api.appVersion.badManifest'));
    const missingFile = await multipart(t, admin.token, '/appversion/upload', null);
    expect(missingFile.envelope.message).toBe(message('en', 'resources.fileMissing'));
  });

  it('refuses an APK whose manifest inflates past its budget, whatever size it declares', async () => {
    const bomb = deflatedZip([
      { name: 'AndroidManifest.xml', inflatesTo: 64 * 1024 * 1024, declaredSize: 1000 },
      { name: 'classes.dex', content: Buffer.from('dex') },
    ]);
    const answer = await uploadApk(bomb);
    expect(answer.envelope.code).toBe('-1');
    expect(answer.envelope.message).toBe(message('en', 'api.appVersion.manifestTooLarge', { mb: 8 }));
  });

  it('refuses a package over the size limit', async () => {
    const big = Buffer.concat([fixtureApk(), Buffer.alloc(100 * 1024 * 1024)]);
    const result = await uploadApk(big);
    expect(result.status).toBe(400);
    expect(result.envelope.message).toBe(message('en', 'api.uploadTooLarge', { max: '100 MB' }));
    // 100 MB through the loopback: more than the default 20 s on a busy machine.
  }, 90_000);
});

describe('update check and rollout', () => {
  let acmeOnly: AppVersion;
  beforeAll(async () => {
    const acmeId = await enterpriseId(DEMO_PREFIX.acme);
    const apk = buildApk({ ...FIXTURE_MANIFEST, versionName: '2.4.0', versionCode: 20400 });
    const result = await uploadApk(apk, {
      notesZh: '仅 Acme',
      notesEn: 'Acme only',
      forceUpdate: 'true',
      rollout: 'selected',
      enterpriseIds: acmeId,
    });
    expect(result.envelope.code, result.envelope.message).toBe('0000');
    acmeOnly = result.envelope.data as AppVersion;
    expect(acmeOnly.enterpriseIds).toEqual([acmeId]);
  });

  it('answers the newest version released to the member’s enterprise with a higher code, notes in the request’s language', async () => {
    const member = await appSignIn(t, { deviceId: 'check-device-acme', appVersionCode: 100 });
    const en = await check(member.token, 100);
    const update = (en.data as { update: AppUpdate }).update;
    expect(update).toMatchObject({
      versionCode: 20400,
      versionName: '2.4.0',
      notes: 'Acme only',
      forceUpdate: true,
    });
    expect(update.downloadUrl).toMatch(/^\/api\/appversion\/file\//);
    const zh = await check(member.token, 100, 'zh_CN');
    expect((zh.data as { update: AppUpdate }).update.notes).toBe('仅 Acme');
    // Already on the newest: nothing to offer.
    expect((await check(member.token, 20400)).data).toEqual({ update: null });
    // Another platform has no release.
    expect((await check(member.token, 1, 'en_US', 'ios')).data).toEqual({ update: null });
  });

  it('a package URL ends with the session that asked for it, the console’s or the app’s', async () => {
    const fetchStatus = async (url: string) => {
      const response = await fetch(`${t.server.url}${url}`, { headers: { range: 'bytes=0-15' } });
      await response.arrayBuffer();
      return response.status;
    };
    const consoleSession = await signIn(t, 'admin');
    const signed = await consoleSession.ok<{ url: string }>('/appversion/downloadUrl', { id: acmeOnly.id });
    expect(await fetchStatus(signed.url)).toBe(206);
    await consoleSession.ok('/login/logout');
    expect(await fetchStatus(signed.url)).toBe(403);

    const member = await appSignIn(t, { deviceId: 'check-device-ends', appVersionCode: 100 });
    const { downloadUrl } = ((await check(member.token, 100)).data as { update: AppUpdate }).update;
    expect(await fetchStatus(downloadUrl!)).toBe(206);
    // Another session's reference in the URL breaks its signature.
    const other = await appSignIn(t, { deviceId: 'check-device-other', appVersionCode: 100 });
    const otherRef = `m${hashToken(other.token).slice(0, 16)}`;
    expect(await fetchStatus(downloadUrl!.replace(/s=m[0-9a-f]+/, `s=${otherRef}`))).toBe(403);
    await t.client.call('POST', '/app/logout', { token: member.token });
    expect(await fetchStatus(downloadUrl!)).toBe(403);
  });

  it('globex does not see a version rolled out to acme only', async () => {
    const member = await appSignIn(t, { prefix: DEMO_PREFIX.globex, deviceId: 'check-device-globex' });
    const result = await check(member.token, 100);
    const update = (result.data as { update: AppUpdate }).update;
    expect(update.versionCode).toBe(FIXTURE_MANIFEST.versionCode);
    expect(update.forceUpdate).toBe(false);
  });

  it('keeps an update forced when a skipped newer version was forced, and follows a changed rollout', async () => {
    const member = await appSignIn(t, { deviceId: 'check-device-acme-2' });
    const newer = await uploadApk(
      buildApk({ ...FIXTURE_MANIFEST, versionName: '2.5.0', versionCode: 20500 }),
      {
        forceUpdate: 'false',
      },
    );
    expect(newer.envelope.code, newer.envelope.message).toBe('0000');
    const update = ((await check(member.token, 100)).data as { update: AppUpdate }).update;
    expect(update).toMatchObject({ versionCode: 20500, forceUpdate: true });
    // From 2.4.0 on, 2.5.0 alone is newer and not forced.
    expect(((await check(member.token, 20400)).data as { update: AppUpdate }).update.forceUpdate).toBe(false);
    // Released to globex as well now: globex's member is offered it too.
    const globexId = await enterpriseId(DEMO_PREFIX.globex);
    const acmeId = await enterpriseId(DEMO_PREFIX.acme);
    await admin.ok('/appversion/update', {
      id: acmeOnly.id,
      notesEn: 'Acme and Globex',
      forceUpdate: true,
      rollout: 'selected',
      enterpriseIds: [acmeId, globexId],
    });
    const globexMember = await appSignIn(t, {
      prefix: DEMO_PREFIX.globex,
      deviceId: 'check-device-globex-2',
    });
    const offered = ((await check(globexMember.token, 20301)).data as { update: AppUpdate }).update;
    expect(offered).toMatchObject({ versionCode: 20500, forceUpdate: true });
    await admin.ok('/appversion/delete', { ids: [(newer.envelope.data as AppVersion).id] });
  });
});

describe('enterprise view and version reports', () => {
  it('counts the enterprise’s devices per version and the outdated ones; a report moves a device', async () => {
    const before = await acme.ok<ReleasedVersions>('/appversion/released');
    expect(before.versions.every((version) => version.platform === 'android')).toBe(true);
    const codes = before.versions.map((version) => version.versionCode);
    expect(codes).toContain(20400);
    const member = await appSignIn(t, { deviceId: 'report-device-acme', appVersionCode: 100 });
    const mid = await acme.ok<ReleasedVersions>('/appversion/released');
    const on100 = mid.byVersion.find((count) => count.versionCode === 100 && count.platform === 'android');
    expect(on100?.outdated).toBe(true);
    expect(mid.outdatedDevices).toBeGreaterThan(0);
    const report = await t.client.call('POST', '/app/version/report', {
      token: member.token,
      body: {
        platform: 'android',
        deviceModel: 'Pixel 8',
        osVersion: '14',
        appVersionName: '2.4.0',
        appVersionCode: 20400,
      },
    });
    expect(report.envelope.code, report.envelope.message).toBe('0000');
    const after = await acme.ok<ReleasedVersions>('/appversion/released');
    expect(after.outdatedDevices).toBe(mid.outdatedDevices - 1);
    expect(after.totalDevices).toBe(mid.totalDevices);
    expect(after.versions.find((version) => version.versionCode === 20400)?.devices).toBeGreaterThanOrEqual(
      1,
    );
    const devices = await acme.ok<{
      records: { deviceId: string; appVersionCode: number; outdated: boolean }[];
    }>('/appversion/devices', { keyword: 'report-device-acme' });
    expect(devices.records).toEqual([
      expect.objectContaining({ deviceId: 'report-device-acme', appVersionCode: 20400, outdated: false }),
    ]);
    const outdated = await acme.ok<{ records: { outdated: boolean }[]; total: number }>(
      '/appversion/devices',
      {
        outdatedOnly: true,
      },
    );
    expect(outdated.total).toBe(after.outdatedDevices);
    expect(outdated.records.every((row) => row.outdated)).toBe(true);
  });

  it('shows each enterprise only its own devices', async () => {
    await appSignIn(t, { prefix: DEMO_PREFIX.globex, deviceId: 'isolated-globex-device' });
    const acmeDevices = await acme.ok<{ records: { deviceId: string }[] }>('/appversion/devices', {
      keyword: 'isolated-globex',
    });
    expect(acmeDevices.records).toEqual([]);
    const globexDevices = await globex.ok<{ records: { deviceId: string }[] }>('/appversion/devices', {
      keyword: 'isolated-globex',
    });
    expect(globexDevices.records).toHaveLength(1);
  });
});

describe('iOS builds and deletion', () => {
  it('records an iOS build by hand, offers it without a file, and deletes it', async () => {
    const added = await admin.ok<AppVersion>('/appversion/addIos', {
      bundleId: 'com.example.dispatch',
      versionName: '2.3.0',
      versionCode: 230,
      notesEn: 'iOS build',
    });
    expect(added).toMatchObject({ platform: 'ios', fileName: null, minSdk: null, versionCode: 230 });
    const member = await appSignIn(t, { deviceId: 'ios-device-acme' });
    const update = ((await check(member.token, 100, 'en_US', 'ios')).data as { update: AppUpdate }).update;
    expect(update).toMatchObject({ versionCode: 230, downloadUrl: null, notes: 'iOS build' });
    const bad = await admin.refused('/appversion/addIos', {
      bundleId: 'not a bundle',
      versionName: '1',
      versionCode: 1,
    });
    expect(bad.status).toBe(400);
    expect((await admin.ok<{ deleted: number }>('/appversion/delete', { ids: [added.id] })).deleted).toBe(1);
    expect((await check(member.token, 100, 'en_US', 'ios')).data).toEqual({ update: null });
  });
});

describe('tokens', () => {
  it('the app endpoints refuse a console token; the console endpoints refuse an app token', async () => {
    const consoleCall = await t.client.call('GET', '/app/version/check', {
      token: acme.token,
      query: { platform: 'android', versionCode: '1' },
      lang: 'en_US',
    });
    expect(consoleCall.status).toBe(403);
    expect(consoleCall.envelope.message).toBe(message('en', 'api.apps.consoleTokenRefused'));
    const member = await appSignIn(t, { deviceId: 'token-device-acme' });
    const appCall = await t.client.call('POST', '/appversion/released', {
      token: member.token,
      body: {},
      lang: 'en_US',
    });
    expect(appCall.status).toBe(403);
    expect(appCall.envelope.message).toBe(message('en', 'api.apps.appTokenRefused'));
  });
});
