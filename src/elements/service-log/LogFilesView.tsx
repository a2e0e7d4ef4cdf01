import { Button, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LogFile, listLogFiles, logFileUrl } from '../../contract/operations';
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { PermissionGuard, useKitCore } from '../kit';
import { formatBackupSize } from '../kit/figures/backupFormat';
import { resolveMediaUrl } from '../kit/media/useSignedMediaUrl';
import { openDownloadUrl } from '../kit/record/SignedDownloadButton';
import { watched } from '../kit/resource/resourceClient';

/** The days the log has files for, each downloadable as one file. */
export function LogFilesView() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [days, setDays] = useState<LogFile[] | null>(null);
  useEffect(() => {
    watched(http.call(listLogFiles, {}))
      .then((answer) => setDays((answer as { records: LogFile[] }).records))
      .catch(() => setDays([]));
  }, [http]);
  const download = async (day: string) => {
    try {
      const signed = (await watched(http.call(logFileUrl, { day }))) as { url: string };
      openDownloadUrl(resolveMediaUrl(signed.url, getRuntimeConfig()), `service-${day}.log`);
    } catch {
      // The HTTP client showed why.
    }
  };
  if (!days) return <Spinner size={24} />;
  if (!days.length) return <NonIdealState title={t('operations.serviceLog.noFiles')} />;
  return (
    <HTMLTable compact striped className="dc-log-table">
      <thead>
        <tr>
          <th scope="col">{t('operations.serviceLog.fields.day')}</th>
          <th scope="col">{t('operations.serviceLog.fields.sizeBytes')}</th>
          <th scope="col">{t('operations.serviceLog.fields.files')}</th>
          <th scope="col">{t('operations.databaseBackup.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((entry) => (
          <tr key={entry.day}>
            <td>{entry.day}</td>
            <td>{formatBackupSize(entry.sizeBytes)}</td>
            <td>{entry.files}</td>
            <td>
              <PermissionGuard permission="log:export">
                <Button
                  variant="minimal"
                  size="small"
                  icon={<DownloadIcon />}
                  text={t('operations.serviceLog.download')}
                  onClick={() => void download(entry.day)}
                />
              </PermissionGuard>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
