import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPERATION_RESULTS,
  OPERATION_ROLES,
  type OperationLogEntry,
  operationLogResource,
} from '../../contract/audit';
import { operationLabel, operationSentence } from '../../contract/audit/operationWords';
import { useOperationWords } from '../kit/audit/useOperationWords';
import { RecordListScreen } from '../kit/record/RecordListScreen';
import { RowDetailsButton, useRowOpen } from '../kit/record/RowDetailsButton';
import type { RecordColumn } from '../kit/record/recordColumns';
import { enumFilter, type RecordFilterField, textFilter } from '../kit/record/recordFilters';
import { OperationDetailDrawer } from './OperationDetailDrawer';

const FILTERS: readonly RecordFilterField[] = [
  textFilter(operationLogResource, 'accountPrefix'),
  textFilter(operationLogResource, 'actionPrefix'),
  enumFilter(operationLogResource, 'role', OPERATION_ROLES),
  enumFilter(operationLogResource, 'result', OPERATION_RESULTS),
  textFilter(operationLogResource, 'enterprisePrefix'),
  textFilter(operationLogResource, 'keyword'),
];

export interface OperationLogListProps {
  pageSize?: number;
}

/** `<operation-log-list>`: every write through the API and every session event, platform-wide (ADMIN). */
export const OperationLogList = observer(function OperationLogList({ pageSize }: OperationLogListProps) {
  const { t } = useTranslation();
  const words = useOperationWords();
  const [open, setOpen] = useState<OperationLogEntry | null>(null);
  const openRow = useRowOpen<OperationLogEntry>('operlog', setOpen);
  const columns: readonly RecordColumn<OperationLogEntry>[] = [
    'time',
    ['account', 130],
    {
      key: 'action',
      title: t('calldata.operationLog.fields.action'),
      sortable: true,
      width: 200,
      render: (row) => <span title={row.action}>{operationLabel(row.action, words)}</span>,
    },
    ['role', 150],
    ['enterpriseName', 150],
    ['target', 180],
    ['result', 90],
    ['ip', 120],
    {
      key: 'detail',
      title: t('calldata.operationLog.fields.detail'),
      width: 320,
      render: (row) => <span data-detail>{operationSentence(row, words)}</span>,
    },
  ];
  return (
    <RecordListScreen<OperationLogEntry>
      resource={operationLogResource}
      columns={columns}
      filters={FILTERS}
      pageSize={pageSize}
      onRowOpen={openRow}
      rowActionsWidth={100}
      rowActions={(row) => <RowDetailsButton resource="operlog" id={row.id} onOpen={() => setOpen(row)} />}
    >
      <OperationDetailDrawer entry={open} onClose={() => setOpen(null)} />
    </RecordListScreen>
  );
});
