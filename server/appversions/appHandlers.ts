import { appVersionCheck, appVersionReport } from '../../src/contract/apps/appVersion';
import { recordAppDevice } from '../apps/appDevices';
import { type EndpointHandler, handle, memberOf } from '../handlers/handler';
import { appSessionRef, signPackageUrl } from './downloadUrls';
import { releasedTo } from './versionRows';

/*
 * /14: the dispatch app reports the version it runs (the enterprise's version screen counts by it)
 * and asks whether a newer one is released to its enterprise.
 */

const report = handle(appVersionReport, async (context) => {
  const member = memberOf(context);
  await recordAppDevice(
    context.db,
    member,
    { deviceId: member.deviceId, ...context.input },
    context.client.ip,
    context.now,
  );
  return null;
});

const check = handle(appVersionCheck, async (context) => {
  const member = memberOf(context);
  const newer = await releasedTo(context.db, member.enterpriseId, context.input.platform)
    .where('version_code', '>', context.input.versionCode)
    .orderBy('version_code', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  const newest = newer[0];
  if (!newest) return { update: null };
  const [own, other] =
    context.locale === 'en' ? [newest.notes_en, newest.notes_zh] : [newest.notes_zh, newest.notes_en];
  const signed = newest.stored_name
    ? await signPackageUrl(context.db, newest.id, context.now, appSessionRef(member.tokenHash))
    : null;
  return {
    update: {
      id: newest.id,
      packageName: newest.package_name,
      versionName: newest.version_name,
      versionCode: newest.version_code,
      minSdk: newest.min_sdk,
      // A forced update skipped on the way stays forced: the app may not stop short of it.
      forceUpdate: newer.some((row) => row.force_update === 1),
      notes: own || other,
      bytes: Number(newest.bytes),
      sha256: newest.sha256,
      downloadUrl: signed?.url ?? null,
      expiresAt: signed?.expiresAt ?? null,
    },
  };
});

export const APP_VERSION_APP_HANDLERS: readonly EndpointHandler[] = [report, check];
