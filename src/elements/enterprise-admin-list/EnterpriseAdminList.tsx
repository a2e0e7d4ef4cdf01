import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminAccount, subUserView } from '../../contract/accounts/adminAccount';
import { ManagedAccountList } from '../kit/accounts/ManagedAccountList';
import type { GridColumn } from '../kit/grid/DataGrid';
import { PermitTreeInput } from './PermitTreeInput';

export interface EnterpriseAdminListProps {
  pageSize?: number;
}

/** `<enterprise-admin-list>`: the enterprise's sub-users and what each may do. */
export const EnterpriseAdminList = observer(function EnterpriseAdminList({
  pageSize,
}: EnterpriseAdminListProps) {
  const { t } = useTranslation();
  const extraColumns = useMemo<GridColumn<AdminAccount>[]>(
    () => [
      {
        key: 'permits',
        title: t('resources.adminAccount.fields.permits'),
        width: 120,
        render: (row) => t('accounts.admins.grants', { count: row.permits.length }),
      },
    ],
    [t],
  );
  const formOverrides = useMemo(
    () => ({
      permits: {
        render: ({
          value,
          onChange,
          id,
        }: {
          value: unknown;
          onChange(value: string[]): void;
          id: string;
        }) => (
          <PermitTreeInput
            id={id}
            value={Array.isArray(value) ? (value as string[]) : []}
            onChange={onChange}
          />
        ),
      },
    }),
    [],
  );
  return (
    <ManagedAccountList
      view={subUserView}
      pageSize={pageSize}
      extraColumns={extraColumns}
      formOverrides={formOverrides}
      drawerSize="560px"
    />
  );
});
