import type { Kysely } from 'kysely';
import type { AppPlatform } from '../../src/contract/apps/appAuth';
import { appVersionDevices, appVersionReleased, type VersionCount } from '../../src/contract/apps/appVersion';
import type { Database } from '../db/schema';
import { type EndpointHandler, handle, sessionOf } from '../handlers/handler';
import { forbidden } from '../http/errors';
import { containsAny } from './contains';
import { versionDb } from './tables';
import { releasedTo, toVersions } from './versionRows';

/*
 * `<app-version-list>`, enterprise view: the versions released to the caller's enterprise, its
 * devices per reported version (app_devices: at sign-in and by the app's version report), and which of
 * them run an older version than the newest released for their platform.
 */

function enterpriseOf(context: Parameters<EndpointHandler['run']>[0]): string {
  const { enterpriseId } = sessionOf(context);
  if (!enterpriseId) throw forbidden('api.forbiddenRole');
  return enterpriseId;
}

/** The newest version code released to the enterprise, per platform. */
async function newestCodes(db: Kysely<Database>, enterpriseId: string): Promise<Map<string, number>> {
  const rows = await releasedTo(db, enterpriseId).execute();
  const newest = new Map<string, number>();
  for (const row of rows) newest.set(row.platform, Math.max(newest.get(row.platform) ?? 0, row.version_code));
  return newest;
}

const released = handle(appVersionReleased, async (context) => {
  const enterpriseId = enterpriseOf(context);
  const rows = await releasedTo(context.db, enterpriseId)
    .orderBy('version_code', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  const newest = await newestCodes(context.db, enterpriseId);
  const groups = await versionDb(context.db)
    .selectFrom('app_devices')
    .select([
      'platform',
      'app_version_code',
      (eb) => eb.fn.max('app_version_name').as('app_version_name'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where('enterprise_id', '=', enterpriseId)
    .groupBy(['platform', 'app_version_code'])
    .orderBy('platform')
    .orderBy('app_version_code', 'desc')
    .execute();
  const byVersion: VersionCount[] = groups.map((group) => ({
    platform: group.platform as AppPlatform,
    versionCode: Number(group.app_version_code),
    versionName: String(group.app_version_name ?? ''),
    devices: Number(group.n),
    outdated: Number(group.app_version_code) < (newest.get(group.platform) ?? 0),
  }));
  const devicesOn = (platform: string, code: number) =>
    byVersion.find((count) => count.platform === platform && count.versionCode === code)?.devices ?? 0;
  const versions = (await toVersions(context.db, rows)).map(
    ({ enterpriseIds: _ids, enterpriseNames: _names, ...version }) => ({
      ...version,
      devices: devicesOn(version.platform, version.versionCode),
    }),
  );
  return {
    versions,
    byVersion,
    totalDevices: byVersion.reduce((sum, count) => sum + count.devices, 0),
    outdatedDevices: byVersion
      .filter((count) => count.outdated)
      .reduce((sum, count) => sum + count.devices, 0),
  };
});

const devices = handle(appVersionDevices, async (context) => {
  const enterpriseId = enterpriseOf(context);
  const { platform, outdatedOnly, keyword, pageNum, pageSize } = context.input;
  const newest = await newestCodes(context.db, enterpriseId);
  let query = versionDb(context.db)
    .selectFrom('app_devices')
    .leftJoin('members', 'members.id', 'app_devices.member_id')
    .where('app_devices.enterprise_id', '=', enterpriseId);
  if (platform) query = query.where('app_devices.platform', '=', platform);
  if (keyword)
    query = query.where(
      containsAny(
        ['app_devices.device_id', 'app_devices.device_model', 'members.account', 'members.name'],
        keyword,
      ),
    );
  if (outdatedOnly) {
    const behind = [...newest.entries()];
    query = behind.length
      ? query.where((eb) =>
          eb.or(
            behind.map(([name, code]) =>
              eb.and([eb('app_devices.platform', '=', name), eb('app_devices.app_version_code', '<', code)]),
            ),
          ),
        )
      : query.where((eb) => eb.val(1), '=', 0);
  }
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'app_devices.device_id',
      'app_devices.platform',
      'app_devices.device_model',
      'app_devices.os_version',
      'app_devices.app_version_name',
      'app_devices.app_version_code',
      'app_devices.last_seen_at',
      'members.account',
      'members.name',
    ])
    .orderBy('app_devices.last_seen_at', 'desc')
    .orderBy('app_devices.device_id')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  return {
    total: Number(total.n),
    records: rows.map((row) => ({
      deviceId: row.device_id,
      memberAccount: row.account ?? '',
      memberName: row.name ?? '',
      platform: row.platform as AppPlatform,
      deviceModel: row.device_model,
      osVersion: row.os_version,
      appVersionName: row.app_version_name,
      appVersionCode: Number(row.app_version_code),
      lastSeenAt: Number(row.last_seen_at),
      outdated: Number(row.app_version_code) < (newest.get(row.platform) ?? 0),
    })),
  };
});

export const ENTERPRISE_VERSION_HANDLERS: readonly EndpointHandler[] = [released, devices];
