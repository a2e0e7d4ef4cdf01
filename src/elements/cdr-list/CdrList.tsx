import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CALL_DIRECTIONS,
  CALL_STATUSES,
  CALL_TYPES,
  type CallRecord,
  cdrResource,
} from '../../contract/calldata';
import { CdrDetail } from '../kit/record/CdrDetail';
import { RecordListScreen } from '../kit/record/RecordListScreen';
import { RowDetailsButton, useRowOpen } from '../kit/record/RowDetailsButton';
import { enumFilter, type RecordFilterField, textFilter } from '../kit/record/recordFilters';
import { simulatedFilter } from '../kit/record/simulatedColumn';
import { cdrColumns } from './cdrColumns';

const FILTERS: readonly RecordFilterField[] = [
  textFilter(cdrResource, 'caller'),
  textFilter(cdrResource, 'callee'),
  enumFilter(cdrResource, 'direction', CALL_DIRECTIONS),
  enumFilter(cdrResource, 'status', CALL_STATUSES),
  enumFilter(cdrResource, 'callType', CALL_TYPES),
  { kind: 'boolean', name: 'hasRecording', label: 'calldata.cdr.fields.hasRecording' },
  { kind: 'numberRange', name: 'durationSec', label: 'calldata.cdr.fields.durationSec' },
  simulatedFilter(cdrResource),
];

export interface CdrListProps {
  pageSize?: number;
}

/** `<cdr-list>`: call records with filters, a detail drawer with players and files, streamed export. */
export const CdrList = observer(function CdrList({ pageSize }: CdrListProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<CallRecord | null>(null);
  const columns = useMemo(() => cdrColumns(t), [t]);
  const openRow = useRowOpen<CallRecord>('cdr', setOpen);
  return (
    <RecordListScreen<CallRecord>
      resource={cdrResource}
      columns={columns}
      filters={FILTERS}
      // Caller and callee first; the keyboard reaches the rows in ten Tab presses from the export button.
      inlineFilters={2}
      pageSize={pageSize}
      rowActionsWidth={90}
      onRowOpen={openRow}
      rowActions={(row) => <RowDetailsButton resource="cdr" id={row.id} onOpen={() => setOpen(row)} />}
    >
      <CdrDetail call={open} onClose={() => setOpen(null)} />
    </RecordListScreen>
  );
});
