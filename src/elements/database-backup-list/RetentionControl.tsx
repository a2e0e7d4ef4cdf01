import { Button, FormGroup, NumericInput } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKUP_RETENTION, type BackupPolicy, setBackupPolicy } from '../../contract/operations';
import { PermissionGuard, useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

export interface RetentionControlProps {
  policy: BackupPolicy;
  onSaved(): void;
}

/** How many backups to keep: older ones are deleted after each new backup. */
export function RetentionControl({ policy, onSaved }: RetentionControlProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [keep, setKeep] = useState(policy.keep);
  useEffect(() => setKeep(policy.keep), [policy.keep]);
  const valid = Number.isInteger(keep) && keep >= BACKUP_RETENTION.min && keep <= BACKUP_RETENTION.max;
  const save = async () => {
    try {
      await watched(http.call(setBackupPolicy, { keep }));
      toaster.show(t('operations.databaseBackup.retentionSaved', { keep }));
      onSaved();
    } catch {
      // The HTTP client showed why.
    }
  };
  return (
    <PermissionGuard permission="database-backup:edit">
      <FormGroup
        inline
        className="dc-backup-retention"
        label={t('operations.databaseBackup.retention')}
        labelFor="dc-backup-keep"
        helperText={valid ? undefined : t('operations.databaseBackup.retentionRange', BACKUP_RETENTION)}
        intent={valid ? 'none' : 'danger'}
      >
        <NumericInput
          id="dc-backup-keep"
          min={BACKUP_RETENTION.min}
          max={BACKUP_RETENTION.max}
          value={keep}
          onValueChange={(value) => setKeep(value)}
          intent={valid ? 'none' : 'danger'}
          style={{ width: 70 }}
        />
        <Button
          text={t('common.saveText')}
          disabled={!valid || keep === policy.keep}
          onClick={() => void save()}
        />
      </FormGroup>
    </PermissionGuard>
  );
}
