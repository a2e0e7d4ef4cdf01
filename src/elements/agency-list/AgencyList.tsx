import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agency } from '../../contract/accounts/agency';
import { agencyView } from '../../contract/accounts/views';
import type { FormFieldOptions } from '../kit/form/formFields';
import type { GridColumn } from '../kit/grid/DataGrid';
import { ResourceListScreen } from '../kit/screen/ResourceListScreen';

export interface AgencyListProps {
  /** Show rows only: no add, edit or delete. */
  readonly?: boolean;
  pageSize?: number;
}

const FORM: Omit<FormFieldOptions, 'labels'> = {
  include: ['name', 'username', 'password', 'contact', 'phone', 'enterpriseQuota', 'extensionQuota'],
  overrides: {
    username: { help: 'enterprises.agencyAccountHelp' },
    extensionQuota: { help: 'enterprises.extensionQuotaHelp' },
  },
};

/** Agencies (docs/behaviour.md#screens-and-routes /account/agency): resellers with their quotas and AGECNY accounts. */
export const AgencyList = observer(function AgencyList({ readonly, pageSize }: AgencyListProps) {
  const { t } = useTranslation();
  const columns = useMemo<(string | GridColumn<Agency>)[]>(
    () => [
      'name',
      'contact',
      'phone',
      {
        key: 'enterpriseQuota',
        title: t('resources.agency.fields.enterpriseQuota'),
        width: 150,
        render: (row) => t('enterprises.quotaUsed', { used: row.enterpriseCount, max: row.enterpriseQuota }),
      },
      'extensionQuota',
      {
        key: 'accounts',
        title: t('resources.agency.fields.accounts'),
        width: 200,
        render: (row) => row.accounts.join(t('enterprises.listSeparator')),
      },
      'createdAt',
    ],
    [t],
  );
  return (
    <ResourceListScreen<Agency>
      resource={agencyView}
      columns={columns}
      form={FORM}
      pageSize={pageSize}
      readonly={readonly}
    />
  );
});
