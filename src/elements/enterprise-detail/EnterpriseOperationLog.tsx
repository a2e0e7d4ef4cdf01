import { Intent, Tag } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enterpriseOperationLog, type OperationLogEntry } from '../../contract/accounts/enterprise';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { useKitCore } from '../kit/element/kitCore';
import type { GridColumn } from '../kit/grid/DataGrid';
import { DataTable } from '../kit/grid/DataTable';
import { type PageSource, useResourceList } from '../kit/list/useResourceList';
import { watched } from '../kit/resource/resourceClient';

const NO_FILTERS = {};

/** The enterprise's operation log, newest first: who, what, on what, when, with the detail. */
export function EnterpriseOperationLog({ enterpriseId }: { enterpriseId: string }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const source = useMemo<PageSource<OperationLogEntry>>(
    () => ({
      page: (query, signal) =>
        watched(
          http.call(
            enterpriseOperationLog,
            { id: enterpriseId, pageNum: query.pageNum, pageSize: query.pageSize },
            { signal },
          ),
        ),
    }),
    [http, enterpriseId],
  );
  const list = useResourceList(source, NO_FILTERS, { preset: 'table' });
  const columns = useMemo<GridColumn<OperationLogEntry>[]>(
    () => [
      {
        key: 'time',
        title: t('enterprises.log.time'),
        width: 170,
        render: (row) => dayjs(row.time).format(DATE_TIME_FORMAT),
      },
      { key: 'account', title: t('enterprises.log.account'), width: 130 },
      { key: 'action', title: t('enterprises.log.action'), width: 200 },
      { key: 'target', title: t('enterprises.log.target'), width: 180 },
      {
        key: 'result',
        title: t('enterprises.log.result'),
        width: 90,
        render: (row) => (
          <Tag minimal intent={row.result === 'success' ? Intent.SUCCESS : Intent.DANGER}>
            {t(`enterprises.log.results.${row.result}`)}
          </Tag>
        ),
      },
      { key: 'detail', title: t('enterprises.log.detail'), width: 320 },
      { key: 'ip', title: t('enterprises.log.ip'), width: 120 },
    ],
    [t],
  );
  return <DataTable<OperationLogEntry> columns={columns} list={list} rowKey={(row) => String(row.id)} />;
}
