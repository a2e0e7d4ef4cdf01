import type { Kysely } from 'kysely';
import type { AppDatabase } from '../apps/appTables';
import type { Database } from '../db/schema';
import type { FeedbackDatabase } from '../feedback/tables';

/** A dispatch-app package (an APK stored under DATA_DIR/files/appversions, or an iOS build). */
export interface AppVersionTable {
  id: string;
  platform: string;
  package_name: string;
  version_name: string;
  version_code: number;
  min_sdk: number | null;
  file_name: string | null;
  stored_name: string | null;
  bytes: number;
  sha256: string;
  notes_zh: string;
  notes_en: string;
  force_update: number;
  rollout: string;
  created_at: number;
  created_by: string;
}

/** The enterprises a version with rollout `selected` is released to. */
interface AppVersionEnterpriseTable {
  version_id: string;
  enterprise_id: string;
}

export interface AppVersionDatabase extends AppDatabase, FeedbackDatabase {
  app_versions: AppVersionTable;
  app_version_enterprises: AppVersionEnterpriseTable;
}

export function versionDb(db: Kysely<Database>): Kysely<AppVersionDatabase> {
  return db as unknown as Kysely<AppVersionDatabase>;
}
