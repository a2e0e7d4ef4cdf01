import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CLIENT_TYPES } from '../../contract';
import { LOGIN_RESULTS, type LoginHistoryEntry, loginHistoryResource } from '../../contract/calldata';
import { RecordListScreen } from '../kit/record/RecordListScreen';
import type { RecordColumn } from '../kit/record/recordColumns';
import { enumFilter, type RecordFilterField, textFilter } from '../kit/record/recordFilters';

const FILTERS: readonly RecordFilterField[] = [
  textFilter(loginHistoryResource, 'accountPrefix'),
  enumFilter(loginHistoryResource, 'result', LOGIN_RESULTS),
  enumFilter(loginHistoryResource, 'clientType', CLIENT_TYPES),
  // The keyword matches the account, the IP address and the user agent (loginHistoryResource.searchable).
  textFilter(loginHistoryResource, 'keyword'),
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
    // A reason code (LOGIN_FAILURE_REASONS), shown from calldata.loginHistory.values.failureReason like
    // every enum cell, and exported the same way by the server.
    ['failureReason', 220],
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
