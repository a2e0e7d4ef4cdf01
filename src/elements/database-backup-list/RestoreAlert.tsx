import { Button, Classes, Intent } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { DatabaseBackup } from '../../contract/operations';
import { formatBackupTime } from '../kit/figures/backupFormat';
import { Dialog } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';

export interface RestoreAlertProps {
  backup: DatabaseBackup | null;
  onConfirm(backup: DatabaseBackup): void;
  onCancel(): void;
}

/**
 * Restoring replaces everything written since the backup: an alert dialog that names the backup's time and
 * says so. A titled Dialog rather than Blueprint's Alert, whose dialog has no accessible name.
 */
export function RestoreAlert({ backup, onConfirm, onCancel }: RestoreAlertProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn(!!backup);
  return (
    <Dialog
      {...focusReturn}
      role="alertdialog"
      isOpen={!!backup}
      onClose={onCancel}
      icon={<HistoryIcon />}
      title={t('operations.databaseBackup.restoreTitle')}
    >
      <div className={Classes.DIALOG_BODY}>
        <p>
          {backup
            ? t('operations.databaseBackup.restoreConfirm', { time: formatBackupTime(backup.createdAt) })
            : ''}
        </p>
        <p>{t('operations.databaseBackup.restoreWarning')}</p>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t('common.cancelText')} onClick={onCancel} />
          <Button
            intent={Intent.DANGER}
            text={t('operations.databaseBackup.restore')}
            onClick={() => backup && onConfirm(backup)}
          />
        </div>
      </div>
    </Dialog>
  );
}
