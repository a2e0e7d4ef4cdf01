import { defineElement } from '../kit/element/defineElement';
import { DatabaseBackupList } from './DatabaseBackupList';
import databaseBackupListCss from './databaseBackupList.css?inline';

/**
 * `<database-backup-list>` — backups of the platform's database (docs/behaviour.md#screens-and-routes /security-audits/database-backup,
 * ): back up now (SQLite's online backup while the server writes, or pg_dump), with size, duration,
 * SHA-256, schema version and who took it; download through a signed URL; restore after a confirmation
 * naming the backup's time (the server checks checksum, engine, integrity and schema version first, and keeps
 * serving); delete; how many to keep. ADMIN only; actions follow `database-backup:*`.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'database-backup', id, created: true }` after a backup was taken
 * @fires dc-deleted - `{ resource: 'database-backup', ids }` after a backup was deleted
 * @csspart screen - the screen
 * @csspart toolbar - title, engine, retention, back up now, refresh
 * @csspart grid - the backups
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'database-backup-list',
  component: DatabaseBackupList,
  attributes: {},
  events: ['dc-saved', 'dc-deleted'],
  styles: databaseBackupListCss,
});
