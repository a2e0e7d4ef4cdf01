import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKUP_RETENTION, type BackupPolicy, setBackupPolicy } from '../../contract/operations';
import { PermissionGuard, useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

/** The choices offered (the server takes any whole number in BACKUP_RETENTION's range). */
const KEEP_CHOICES = [1, 2, 3, 5, 7, 10, 14, 20, 30, 50, 100].filter(
  (value) => value >= BACKUP_RETENTION.min && value <= BACKUP_RETENTION.max,
);

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
      >
        <HTMLSelect
          iconProps={{ title: t('kit.assistive.openDropdown') }}
          id="dc-backup-keep"
          value={keep}
          onChange={(event) => setKeep(Number(event.currentTarget.value))}
          options={[...new Set([...KEEP_CHOICES, policy.keep])]
            .sort((a, b) => a - b)
            .map((value) => ({ value, label: t('operations.databaseBackup.copies', { count: value }) }))}
        />
        <Button text={t('common.saveText')} disabled={keep === policy.keep} onClick={() => void save()} />
      </FormGroup>
    </PermissionGuard>
  );
}
