import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Gateway, gatewayResource } from '../../contract/switch/gateway';
import type { FormFieldOptions } from '../kit/form/formFields';
import type { GridColumn } from '../kit/grid/DataGrid';
import { ResourceListScreen } from '../kit/screen/ResourceListScreen';
import { ProfileSelect, useProfileNames } from './ProfileSelect';

export interface GatewayListProps {
  readonly?: boolean;
  pageSize?: number;
}

/** 级联配置 (ADMIN): trunks of the SIP profiles, rendered into sofia.conf. */
export const GatewayList = observer(function GatewayList({ readonly, pageSize }: GatewayListProps) {
  const { t } = useTranslation();
  const profileNames = useProfileNames();
  const form = useMemo<Omit<FormFieldOptions, 'labels'>>(
    () => ({
      include: gatewayResource.importColumns,
      overrides: {
        password: { help: 'resources.gateway.passwordKept' },
        profileId: {
          render: ({ value, onChange, id }) => (
            <ProfileSelect
              id={id}
              value={typeof value === 'string' && value ? value : null}
              onChange={(next) => onChange(next ?? '')}
            />
          ),
        },
      },
    }),
    [],
  );
  const columns = useMemo<(string | GridColumn<Gateway>)[]>(
    () => [
      'name',
      {
        key: 'profileId',
        title: t('resources.gateway.fields.profileId'),
        render: (row) => profileNames.get(row.profileId ?? '') ?? '',
      },
      'realm',
      'proxy',
      'username',
      'register',
      'pingSeconds',
      'enabled',
      'updatedAt',
    ],
    [t, profileNames],
  );
  return (
    <ResourceListScreen<Gateway>
      resource={gatewayResource}
      columns={columns}
      form={form}
      pageSize={pageSize}
      readonly={readonly}
    />
  );
});
