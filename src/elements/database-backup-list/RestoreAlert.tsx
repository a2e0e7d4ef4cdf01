import { Alert, Intent } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { DatabaseBackup } from '../../contract/operations';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { formatBackupTime } from './backupFormat';

export interface RestoreAlertProps {
  backup: DatabaseBackup | null;
  onConfirm(backup: DatabaseBackup): void;
  onCancel(): void;
}

/** Restoring replaces everything written since the backup: the alert names the backup's time and says so. */
export function RestoreAlert({ backup, onConfirm, onCancel }: RestoreAlertProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn(!!backup);
  return (
    <Alert
      {...focusReturn}
      isOpen={!!backup}
      intent={Intent.DANGER}
      icon={<HistoryIcon />}
      confirmButtonText={t('operations.databaseBackup.restore')}
      cancelButtonText={t('common.cancelText')}
      onConfirm={() => backup && onConfirm(backup)}
      onCancel={onCancel}
      canEscapeKeyCancel
    >
      <p>
        {backup
          ? t('operations.databaseBackup.restoreConfirm', { time: formatBackupTime(backup.createdAt) })
          : ''}
      </p>
      <p>{t('operations.databaseBackup.restoreWarning')}</p>
    </Alert>
  );
}
