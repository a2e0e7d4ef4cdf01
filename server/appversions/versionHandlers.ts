import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  type AppVersion,
  appVersionAddIos,
  appVersionDelete,
  appVersionDownloadUrl,
  appVersionEnterprises,
  appVersionGet,
  appVersionPage,
  appVersionUpdate,
  appVersionUpload,
} from '../../src/contract/apps/appVersion';
import type { VerbOf } from '../../src/contract/audit/operationCodes';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { recordPlatformChange } from '../handlers/platformAudit';
import { refused } from '../http/errors';
import { sessionRef } from '../security/urlSessions';
import { ApkRefused, parseApk } from './apkParser';
import { containsAny } from './contains';
import { signPackageUrl } from './downloadUrls';
import { checkedEnterprises, type ReleaseInput, saveRelease } from './release';
import { versionDb } from './tables';
import { removePackage, storePackage } from './versionFiles';
import { findVersion, toVersions } from './versionRows';

/*
 * `<app-version-list>`, ADMIN: versions listed, uploaded (APK, parsed), entered (iOS), released,
 * deleted with their files; each change in the operation log.
 */

const audited = (
  context: HandlerContext<unknown>,
  action: VerbOf<'appversion'>,
  target: string,
  detail: unknown,
) => recordPlatformChange(context, `appversion:${action}`, target, JSON.stringify(detail));

async function versionOf(context: HandlerContext<unknown>, id: string): Promise<AppVersion> {
  const row = await findVersion(context.db, id);
  if (!row) throw refused('api.appVersion.notFound');
  const [version] = await toVersions(context.db, [row]);
  return version!;
}

async function refuseDuplicate(
  context: HandlerContext<unknown>,
  platform: string,
  packageName: string,
  versionCode: number,
) {
  const clash = await versionDb(context.db)
    .selectFrom('app_versions')
    .select('version_name')
    .where('platform', '=', platform)
    .where('package_name', '=', packageName)
    .where('version_code', '=', versionCode)
    .executeTakeFirst();
  if (clash) throw refused('api.appVersion.duplicate', { code: versionCode, name: clash.version_name });
}

interface NewVersion {
  platform: string;
  packageName: string;
  versionName: string;
  versionCode: number;
  minSdk: number | null;
  file: { name: string; content: Buffer } | null;
}

async function createVersion(context: HandlerContext<unknown>, version: NewVersion, release: ReleaseInput) {
  await refuseDuplicate(context, version.platform, version.packageName, version.versionCode);
  const enterpriseIds = await checkedEnterprises(context.db, release);
  const id = `av-${randomUUID()}`;
  const storedName = version.file ? `${id}.apk` : null;
  if (version.file && storedName)
    await storePackage(context.config.dataDir, storedName, version.file.content);
  await versionDb(context.db)
    .insertInto('app_versions')
    .values({
      id,
      platform: version.platform,
      package_name: version.packageName,
      version_name: version.versionName,
      version_code: version.versionCode,
      min_sdk: version.minSdk,
      file_name: version.file?.name ?? null,
      stored_name: storedName,
      bytes: version.file?.content.length ?? 0,
      sha256: version.file ? createHash('sha256').update(version.file.content).digest('hex') : '',
      notes_zh: '',
      notes_en: '',
      force_update: 0,
      rollout: 'all',
      created_at: context.now,
      created_by: sessionOf(context).username,
    })
    .execute();
  await saveRelease(context.db, id, release, enterpriseIds);
  await audited(context, 'add', `${version.packageName} ${version.versionName} (${version.versionCode})`, {
    platform: version.platform,
    forceUpdate: release.forceUpdate,
    rollout: release.rollout,
    enterprises: enterpriseIds.length,
  });
  return versionOf(context, id);
}

export const VERSION_HANDLERS: readonly EndpointHandler[] = [
  handle(appVersionPage, async (context) => {
    const { platform, keyword, pageNum, pageSize } = context.input;
    let query = versionDb(context.db).selectFrom('app_versions');
    if (platform) query = query.where('platform', '=', platform);
    if (keyword) {
      query = query.where(containsAny(['package_name', 'version_name'], keyword));
    }
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('version_code', 'desc')
      .orderBy('created_at', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
    return { records: await toVersions(context.db, rows), total: Number(total.n) };
  }),
  handle(appVersionGet, async (context) => versionOf(context, context.input.id)),
  handle(appVersionUpload, async (context) => {
    const file = context.upload;
    if (!file) throw refused('resources.fileMissing');
    let info: Awaited<ReturnType<typeof parseApk>>;
    try {
      info = await parseApk(file.content);
    } catch (error) {
      if (error instanceof ApkRefused) throw refused(error.key, error.params);
      throw error;
    }
    const { platform, ...release } = context.input;
    return createVersion(
      context,
      {
        platform,
        ...info,
        file: {
          name: path.basename(file.filename || `${info.packageName}.apk`).slice(0, 200),
          content: file.content,
        },
      },
      release,
    );
  }),
  handle(appVersionAddIos, async (context) => {
    const { bundleId, versionName, versionCode, ...release } = context.input;
    return createVersion(
      context,
      { platform: 'ios', packageName: bundleId, versionName, versionCode, minSdk: null, file: null },
      release,
    );
  }),
  handle(appVersionUpdate, async (context) => {
    const { id, ...release } = context.input;
    const before = await versionOf(context, id);
    const enterpriseIds = await checkedEnterprises(context.db, release);
    await saveRelease(context.db, id, release, enterpriseIds);
    await audited(context, 'edit', `${before.packageName} ${before.versionName} (${before.versionCode})`, {
      forceUpdate: { from: before.forceUpdate, to: release.forceUpdate },
      rollout: { from: before.rollout, to: release.rollout },
      enterprises: { from: before.enterpriseIds.length, to: enterpriseIds.length },
    });
    return versionOf(context, id);
  }),
  handle(appVersionDelete, async (context) => {
    const rows = await versionDb(context.db)
      .selectFrom('app_versions')
      .selectAll()
      .where('id', 'in', context.input.ids)
      .execute();
    if (!rows.length) throw refused('api.appVersion.notFound');
    for (const row of rows) {
      await versionDb(context.db)
        .deleteFrom('app_version_enterprises')
        .where('version_id', '=', row.id)
        .execute();
      await versionDb(context.db).deleteFrom('app_versions').where('id', '=', row.id).execute();
      await removePackage(context.config.dataDir, row.stored_name);
      await audited(context, 'delete', `${row.package_name} ${row.version_name} (${row.version_code})`, {
        platform: row.platform,
      });
    }
    return { deleted: rows.length };
  }),
  handle(appVersionDownloadUrl, async (context) => {
    const row = await findVersion(context.db, context.input.id);
    if (!row) throw refused('api.appVersion.notFound');
    if (!row.stored_name) throw refused('api.appVersion.noFile');
    return signPackageUrl(context.db, row.id, context.now, sessionRef(sessionOf(context)));
  }),
  handle(appVersionEnterprises, async (context) => ({
    records: await context.db
      .selectFrom('enterprises')
      .select(['id', 'name', 'prefix'])
      .orderBy('prefix')
      .execute(),
  })),
];
