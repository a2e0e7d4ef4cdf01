import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LOGIN_RESULTS, type LoginHistoryEntry, loginHistoryResource } from '../../contract/calldata';
import { RecordListScreen } from '../cdr-list/record/RecordListScreen';
import type { RecordColumn } from '../cdr-list/record/recordColumns';
import { enumFilter, type RecordFilterField, textFilter } from '../cdr-list/record/recordFilters';

const FILTERS: readonly RecordFilterField[] = [
  textFilter(loginHistoryResource, 'accountPrefix'),
  enumFilter(loginHistoryResource, 'result', LOGIN_RESULTS),
  { kind: 'text', name: 'clientType', label: 'calldata.loginHistory.fields.clientType' },
  { kind: 'text', name: 'keyword', label: 'calldata.loginHistory.fields.ip' },
];

export interface LoginHistoryProps {
  pageSize?: number;
}

/** `<login-history>`: every sign-in attempt of the enterprise's accounts. */
export const LoginHistory = observer(function LoginHistory({ pageSize }: LoginHistoryProps) {
  const { t } = useTranslation();
  const columns: readonly RecordColumn<LoginHistoryEntry>[] = [
    'time',
    'account',
    'result',
    {
      key: 'failureReason',
      title: t('calldata.loginHistory.fields.failureReason'),
      // The foundation stores an i18n key (api.*) or a text; show the translation when there is one.
      render: (row) => (row.failureReason ? t(row.failureReason) : ''),
    },
    'ip',
    'clientType',
    { key: 'userAgent', title: t('calldata.loginHistory.fields.userAgent'), width: 320 },
  ];
  return (
    <RecordListScreen<LoginHistoryEntry>
      resource={loginHistoryResource}
      columns={columns}
      filters={FILTERS}
      pageSize={pageSize}
    />
  );
});
