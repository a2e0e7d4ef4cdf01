import { Button, HTMLTable, Intent, NonIdealState, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { DatabaseIcon, DownloadIcon, HistoryIcon, TrashIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  backupDownloadUrl,
  createBackup,
  type DatabaseBackup,
  deleteBackups,
  restoreBackup,
} from '../../contract/operations';
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import {
  PermissionGuard,
  RefreshButton,
  useConfirmDelete,
  useElementEvents,
  useElementToaster,
  useKitCore,
} from '../kit';
import { formatBackupSize, formatBackupTime, schemaVersionLabel } from '../kit/figures/backupFormat';
import { resolveMediaUrl } from '../kit/media/useSignedMediaUrl';
import { openDownloadUrl } from '../kit/record/SignedDownloadButton';
import { watched } from '../kit/resource/resourceClient';
import { RestoreAlert } from './RestoreAlert';
import { RetentionControl } from './RetentionControl';
import { useBackups } from './useBackups';

/** `<database-backup-list>`: back up the database now, keep a number of backups, download, restore, delete. */
export const DatabaseBackupList = observer(function DatabaseBackupList() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const events = useElementEvents();
  const { answer, loading, failed, reload } = useBackups();
  const [creating, setCreating] = useState(false);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [confirmRestore, setConfirmRestore] = useState<DatabaseBackup | null>(null);
  const { confirmDelete, alert } = useConfirmDelete();

  const create = async () => {
    setCreating(true);
    try {
      const backup = (await watched(http.call(createBackup, {}))) as DatabaseBackup;
      toaster.show(
        t('operations.databaseBackup.created', { size: formatBackupSize(backup.sizeBytes) }),
        Intent.SUCCESS,
      );
      events.emit('dc-saved', { resource: 'database-backup', id: backup.id, created: true });
    } catch {
      // The HTTP client showed why (another backup running, pg_dump failing).
    } finally {
      setCreating(false);
      void reload();
    }
  };
  const download = async (backup: DatabaseBackup) => {
    try {
      const signed = (await watched(http.call(backupDownloadUrl, { id: backup.id }))) as { url: string };
      openDownloadUrl(resolveMediaUrl(signed.url, getRuntimeConfig()), backup.fileName);
    } catch {
      // The HTTP client showed why.
    }
  };
  const restore = async (backup: DatabaseBackup) => {
    setConfirmRestore(null);
    setRestoring(backup.id);
    try {
      const done = (await watched(http.call(restoreBackup, { id: backup.id }))) as { sessionsEnded: number };
      toaster.show(
        t('operations.databaseBackup.restored', {
          time: formatBackupTime(backup.createdAt),
          count: done.sessionsEnded,
        }),
        Intent.SUCCESS,
      );
    } catch {
      // The HTTP client showed the check that failed; the database is unchanged.
    } finally {
      setRestoring(null);
      void reload();
    }
  };
  const remove = async (backup: DatabaseBackup) => {
    if (!(await confirmDelete([formatBackupTime(backup.createdAt)]))) return;
    try {
      await watched(http.call(deleteBackups, { ids: [backup.id] }));
      events.emit('dc-deleted', { resource: 'database-backup', ids: [backup.id] });
    } catch {
      // The HTTP client showed why.
    } finally {
      void reload();
    }
  };

  const records = answer?.records ?? [];
  const busy = creating || restoring !== null;
  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('operations.databaseBackup.title')}</strong>
        {answer ? (
          <span className="dc-backup-engine" data-testid="backup-engine">
            {t('operations.databaseBackup.running', {
              engine: t(`operations.databaseBackup.engines.${answer.engine}`),
              version: schemaVersionLabel(answer.schemaVersion),
            })}
          </span>
        ) : null}
        <span className="dc-toolbar-spacer" />
        {answer ? <RetentionControl policy={answer.policy} onSaved={() => void reload()} /> : null}
        <PermissionGuard permission="database-backup:add">
          <Button
            intent={Intent.PRIMARY}
            icon={<DatabaseIcon />}
            text={creating ? t('operations.databaseBackup.creating') : t('operations.databaseBackup.create')}
            loading={creating}
            disabled={busy}
            onClick={() => void create()}
          />
        </PermissionGuard>
        <RefreshButton onClick={() => void reload()} />
      </div>
      {busy ? (
        <div className="dc-backup-progress" role="status" aria-live="polite">
          <ProgressBar intent={Intent.PRIMARY} />
          <span>
            {creating ? t('operations.databaseBackup.creating') : t('operations.databaseBackup.restoring')}
          </span>
        </div>
      ) : null}
      <div className="dc-backup-body" part="grid">
        {loading && !answer ? (
          <Spinner size={24} />
        ) : failed && !answer ? (
          <NonIdealState
            title={t('calldata.common.loadFailed')}
            action={<Button text={t('common.redo')} onClick={() => void reload()} />}
          />
        ) : records.length === 0 ? (
          <NonIdealState
            icon={<DatabaseIcon size={32} />}
            title={t('operations.databaseBackup.empty')}
            description={t('operations.databaseBackup.emptyHint')}
          />
        ) : (
          <HTMLTable compact striped interactive className="dc-backup-table">
            <thead>
              <tr>
                <th scope="col">{t('operations.databaseBackup.fields.createdAt')}</th>
                <th scope="col">{t('operations.databaseBackup.fields.engine')}</th>
                <th scope="col">{t('operations.databaseBackup.fields.sizeBytes')}</th>
                <th scope="col">{t('operations.databaseBackup.fields.durationMs')}</th>
                <th scope="col">{t('operations.databaseBackup.fields.schemaVersion')}</th>
                <th scope="col">{t('operations.databaseBackup.fields.sha256')}</th>
                <th scope="col">{t('operations.databaseBackup.fields.createdBy')}</th>
                <th scope="col">{t('operations.databaseBackup.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((backup) => {
                const otherEngine = backup.engine !== answer?.engine;
                const otherSchema = backup.schemaVersion !== answer?.schemaVersion;
                return (
                  <tr key={backup.id} data-backup-id={backup.id}>
                    <td>{formatBackupTime(backup.createdAt)}</td>
                    <td>
                      {t(`operations.databaseBackup.engines.${backup.engine}`)}
                      {otherEngine ? (
                        <Tag minimal intent={Intent.WARNING} className="dc-backup-tag">
                          {t('operations.databaseBackup.otherEngine')}
                        </Tag>
                      ) : null}
                    </td>
                    <td>{formatBackupSize(backup.sizeBytes)}</td>
                    <td>{t('operations.databaseBackup.milliseconds', { value: backup.durationMs })}</td>
                    <td title={backup.schemaVersion}>
                      {schemaVersionLabel(backup.schemaVersion)}
                      {otherSchema && !otherEngine ? (
                        <Tag minimal intent={Intent.WARNING} className="dc-backup-tag">
                          {t('operations.databaseBackup.otherSchema')}
                        </Tag>
                      ) : null}
                    </td>
                    <td>
                      <code title={backup.sha256}>{backup.sha256.slice(0, 12)}</code>
                    </td>
                    <td>{backup.createdBy}</td>
                    <td className="dc-backup-actions">
                      <PermissionGuard permission="database-backup:export">
                        <Button
                          variant="minimal"
                          size="small"
                          icon={<DownloadIcon />}
                          text={t('calldata.common.download')}
                          onClick={() => void download(backup)}
                        />
                      </PermissionGuard>
                      <PermissionGuard permission="database-backup:edit">
                        <Button
                          variant="minimal"
                          size="small"
                          intent={Intent.WARNING}
                          icon={<HistoryIcon />}
                          text={t('operations.databaseBackup.restore')}
                          disabled={busy || otherEngine || otherSchema}
                          loading={restoring === backup.id}
                          title={
                            otherEngine
                              ? t('operations.databaseBackup.otherEngineHint')
                              : otherSchema
                                ? t('operations.databaseBackup.otherSchemaHint')
                                : undefined
                          }
                          onClick={() => setConfirmRestore(backup)}
                        />
                      </PermissionGuard>
                      <PermissionGuard permission="database-backup:delete">
                        <Button
                          variant="minimal"
                          size="small"
                          intent={Intent.DANGER}
                          icon={<TrashIcon />}
                          text={t('common.delText')}
                          disabled={busy}
                          onClick={() => void remove(backup)}
                        />
                      </PermissionGuard>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
      </div>
      <RestoreAlert
        backup={confirmRestore}
        onConfirm={(backup) => void restore(backup)}
        onCancel={() => setConfirmRestore(null)}
      />
      {alert}
    </div>
  );
});
