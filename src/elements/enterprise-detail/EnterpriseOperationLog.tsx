import { HTMLTable, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enterpriseOperationLog, type OperationLogEntry } from '../../contract/accounts/enterprise';
import { operationLabel, operationSentence } from '../../contract/audit/operationWords';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { useOperationWords } from '../kit/audit/useOperationWords';
import { useKitCore } from '../kit/element/kitCore';
import { GridPager } from '../kit/grid/GridPager';
import { PAGING_PRESETS } from '../kit/grid/gridPresets';
import { type PageSource, useResourceList } from '../kit/list/useResourceList';
import { watched } from '../kit/resource/resourceClient';

const NO_FILTERS = {};

/**
 * The enterprise's operation log, newest first: who, what, on what, when, with the detail. A plain table
 * (not the virtual grid): its long details wrap, and the page reads top to bottom without a scroll box.
 */
export function EnterpriseOperationLog({ enterpriseId }: { enterpriseId: string }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const words = useOperationWords();
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
  const headings = ['time', 'account', 'action', 'target', 'result', 'detail', 'ip'] as const;
  return (
    <div className="dc-operation-log" data-testid="enterprise-operation-log">
      <HTMLTable compact striped className="dc-operation-log-table">
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {t(`enterprises.log.${heading}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.id}>
              <td>{dayjs(row.time).format(DATE_TIME_FORMAT)}</td>
              <td>{row.account}</td>
              <td data-action={row.action}>{operationLabel(row.action, words)}</td>
              <td>{row.target}</td>
              <td>
                <Tag minimal intent={row.result === 'success' ? Intent.SUCCESS : Intent.DANGER}>
                  {t(`enterprises.log.results.${row.result}`)}
                </Tag>
              </td>
              <td className="dc-operation-log-detail">{operationSentence(row, words)}</td>
              <td>{row.ip}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {!list.loading && list.rows.length === 0 ? (
        <NonIdealState title={list.error ?? t('enterprises.log.empty')} />
      ) : null}
      <GridPager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        pageSizes={PAGING_PRESETS.table.pageSizes}
        disabled={list.loading}
        onChange={list.setPage}
      />
    </div>
  );
}
