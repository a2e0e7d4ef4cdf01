import type { Kysely } from 'kysely';
import type { Rollout } from '../../src/contract/apps/appVersion';
import type { Database } from '../db/schema';
import { refused } from '../http/errors';
import { versionDb } from './tables';

export interface ReleaseInput {
  notesZh: string;
  notesEn: string;
  forceUpdate: boolean;
  rollout: Rollout;
  enterpriseIds: readonly string[];
}

/** The enterprises of a `selected` rollout, each checked to exist; none for `all`. */
export async function checkedEnterprises(db: Kysely<Database>, release: ReleaseInput): Promise<string[]> {
  if (release.rollout === 'all') return [];
  const ids = [...new Set(release.enterpriseIds)];
  if (!ids.length) return [];
  const known = await db.selectFrom('enterprises').select('id').where('id', 'in', ids).execute();
  if (known.length !== ids.length) throw refused('api.appVersion.unknownEnterprise');
  return ids;
}

/** Writes a version's release settings and its enterprise list (replacing the old one). */
export async function saveRelease(
  db: Kysely<Database>,
  versionId: string,
  release: ReleaseInput,
  enterpriseIds: readonly string[],
): Promise<void> {
  const vdb = versionDb(db);
  await vdb
    .updateTable('app_versions')
    .set({
      notes_zh: release.notesZh,
      notes_en: release.notesEn,
      force_update: release.forceUpdate ? 1 : 0,
      rollout: release.rollout,
    })
    .where('id', '=', versionId)
    .execute();
  await vdb.deleteFrom('app_version_enterprises').where('version_id', '=', versionId).execute();
  if (enterpriseIds.length)
    await vdb
      .insertInto('app_version_enterprises')
      .values(enterpriseIds.map((enterpriseId) => ({ version_id: versionId, enterprise_id: enterpriseId })))
      .execute();
}
