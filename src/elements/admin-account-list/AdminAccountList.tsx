import { observer } from 'mobx-react-lite';
import { platformAdminView } from '../../contract/accounts/adminAccount';
import { ManagedAccountList } from '../kit/accounts/ManagedAccountList';

export interface AdminAccountListProps {
  pageSize?: number;
}

/** `<admin-account-list>`: the platform's administrators. */
export const AdminAccountList = observer(function AdminAccountList({ pageSize }: AdminAccountListProps) {
  return <ManagedAccountList view={platformAdminView} pageSize={pageSize} />;
});
