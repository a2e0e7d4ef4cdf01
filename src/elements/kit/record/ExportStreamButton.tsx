import { ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportTicket, RecordResourceDef } from '../../../contract/calldata';
import { FILE_FORMATS, type FileFormat } from '../../../contract/resources/files';
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { ExportButton, PermissionGuard, useElementToaster, useKitCore } from '..';
import { resolveMediaUrl } from '../media/useSignedMediaUrl';
import { watched } from '../resource/resourceClient';
import { downloadExport, type ExportProgress } from './streamExport';

export interface ExportStreamButtonProps {
  resource: RecordResourceDef;
  /** The filters of the rows shown (without paging). */
  filters: Record<string, unknown>;
  /** The grid's selection: the export then holds only these rows. */
  ids?: readonly string[];
}

/**
 * Export of the filtered records as CSV or XLSX, streamed: the server sends the row count first and the rows as it
 * reads them, and the button shows how many CSV rows (or, for a zipped XLSX, how many bytes) have arrived ("exports stream and report progress").
 */
export function ExportStreamButton({ resource, filters, ids }: ExportStreamButtonProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const run = async (format: FileFormat) => {
    setProgress({ rows: 0, total: 0, bytes: 0 });
    try {
      const ticket = (await watched(
        http.call(resource.exportUrl, {
          ...filters,
          format,
          ...(ids?.length ? { ids } : {}),
        } as never),
      )) as ExportTicket;
      setProgress({ rows: format === 'csv' ? 0 : null, total: ticket.total, bytes: 0 });
      const done = await downloadExport(
        ticket,
        (url) => resolveMediaUrl(url, getRuntimeConfig()),
        setProgress,
        undefined,
        format,
      );
      toaster.show(t('calldata.common.exported', { count: done.rows }), 'success');
    } catch (error) {
      // A refused ticket was already shown by the HTTP client; a broken stream is ours to report.
      if (error instanceof TypeError || (error instanceof Error && error.message.startsWith('HTTP')))
        toaster.show(t('calldata.common.exportFailed', { reason: error.message }), 'danger');
    } finally {
      setProgress(null);
    }
  };
  return (
    <PermissionGuard permission={`${resource.routeName}:export`}>
      <span className="dc-export" part="export">
        <ExportButton formats={FILE_FORMATS} selectedCount={ids?.length ?? 0} onExport={run} />
        {progress ? (
          <span role="status" className="dc-export-progress">
            <ProgressBar
              value={progress.total && progress.rows !== null ? progress.rows / progress.total : undefined}
            />
            {progress.rows === null
              ? t('calldata.common.exportingBytes', {
                  total: progress.total,
                  size: t('calldata.common.kilobytes', { value: Math.round(progress.bytes / 1024) }),
                })
              : t('calldata.common.exporting', { done: progress.rows, total: progress.total })}
          </span>
        ) : null}
      </span>
    </PermissionGuard>
  );
}
