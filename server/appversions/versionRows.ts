import type { Kysely, Selectable } from 'kysely';
import type { AppPlatform } from '../../src/contract/apps/appAuth';
import type { AppVersion, Rollout } from '../../src/contract/apps/appVersion';
import type { Database } from '../db/schema';
import { type AppVersionTable, versionDb } from './tables';

/*
 * App_versions rows as the contract's AppVersion — with the enterprises a `selected` rollout
 * names and the devices (of the enterprises it reaches) that report running it.
 */

export type VersionRow = Selectable<AppVersionTable>;

/** Enterprise ids per version of `ids`. */
async function rolloutsOf(db: Kysely<Database>, ids: readonly string[]) {
  const map = new Map<string, { id: string; name: string }[]>();
  if (!ids.length) return map;
  const rows = await versionDb(db)
    .selectFrom('app_version_enterprises')
    .innerJoin('enterprises', 'enterprises.id', 'app_version_enterprises.enterprise_id')
    .select(['app_version_enterprises.version_id', 'enterprises.id', 'enterprises.name'])
    .where('app_version_enterprises.version_id', 'in', ids)
    .orderBy('enterprises.name')
    .execute();
  for (const row of rows) {
    const list = map.get(row.version_id) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.version_id, list);
  }
  return map;
}

/** Devices per (platform, code, enterprise) for the codes of `rows`. */
async function deviceCounts(db: Kysely<Database>, rows: readonly VersionRow[]) {
  const codes = [...new Set(rows.map((row) => row.version_code))];
  if (!codes.length) return [];
  return versionDb(db)
    .selectFrom('app_devices')
    .select(['platform', 'app_version_code', 'enterprise_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('app_version_code', 'in', codes)
    .groupBy(['platform', 'app_version_code', 'enterprise_id'])
    .execute();
}

export async function toVersions(db: Kysely<Database>, rows: readonly VersionRow[]): Promise<AppVersion[]> {
  const rollouts = await rolloutsOf(
    db,
    rows.map((row) => row.id),
  );
  const counts = await deviceCounts(db, rows);
  return rows.map((row) => {
    const enterprises = rollouts.get(row.id) ?? [];
    const reached = new Set(enterprises.map((enterprise) => enterprise.id));
    const devices = counts
      .filter(
        (count) =>
          count.platform === row.platform &&
          Number(count.app_version_code) === row.version_code &&
          (row.rollout === 'all' || reached.has(count.enterprise_id)),
      )
      .reduce((sum, count) => sum + Number(count.n), 0);
    return {
      id: row.id,
      platform: row.platform as AppPlatform,
      packageName: row.package_name,
      versionName: row.version_name,
      versionCode: row.version_code,
      minSdk: row.min_sdk,
      fileName: row.file_name,
      bytes: Number(row.bytes),
      sha256: row.sha256,
      notesZh: row.notes_zh,
      notesEn: row.notes_en,
      forceUpdate: row.force_update === 1,
      rollout: row.rollout as Rollout,
      enterpriseIds: enterprises.map((enterprise) => enterprise.id),
      enterpriseNames: enterprises.map((enterprise) => enterprise.name),
      createdAt: Number(row.created_at),
      createdBy: row.created_by,
      devices,
    };
  });
}

export async function findVersion(db: Kysely<Database>, id: string): Promise<VersionRow | undefined> {
  return versionDb(db).selectFrom('app_versions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The versions released to an enterprise: rolled out to all, or to a list naming it. `platform` narrows
 * to one platform.
 */
export function releasedTo(db: Kysely<Database>, enterpriseId: string, platform?: string) {
  let query = versionDb(db)
    .selectFrom('app_versions')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('rollout', '=', 'all'),
        eb(
          'id',
          'in',
          eb
            .selectFrom('app_version_enterprises')
            .select('version_id')
            .where('enterprise_id', '=', enterpriseId),
        ),
      ]),
    );
  if (platform) query = query.where('platform', '=', platform);
  return query;
}
