import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { type DeviceLicence, deviceLicenceResource } from '../../contract/resources/deviceLicence';
import type { FormFieldOptions } from '../kit/form/formFields';
import type { GridColumn } from '../kit/grid/DataGrid';
import { ResourceListScreen } from '../kit/screen/ResourceListScreen';
import { EnterpriseSelect } from './EnterpriseSelect';

export interface DeviceLicenseListProps {
  /** Show rows only: no add, edit, delete or import. */
  readonly?: boolean;
  pageSize?: number;
}

/**
 * Client authorisation (ADMIN, advanced configuration): the devices licensed to each enterprise,
 * within the platform licence's device count.
 */
export const DeviceLicenseList = observer(function DeviceLicenseList({
  readonly,
  pageSize,
}: DeviceLicenseListProps) {
  const form = useMemo<Omit<FormFieldOptions, 'labels'>>(
    () => ({
      include: ['serial', 'imei', 'enterprisePrefix', 'model', 'enabled', 'description'],
      overrides: {
        enterprisePrefix: {
          render: ({ value, onChange, id }) => (
            <EnterpriseSelect
              id={id}
              value={typeof value === 'string' && value ? value : null}
              onChange={(prefix) => onChange(prefix ?? '')}
            />
          ),
        },
      },
    }),
    [],
  );
  const columns = useMemo<(string | GridColumn<DeviceLicence>)[]>(
    () => ['serial', 'imei', 'enterprisePrefix', 'enterpriseName', 'model', 'enabled', 'createdAt'],
    [],
  );
  return (
    <ResourceListScreen<DeviceLicence>
      resource={deviceLicenceResource}
      columns={columns}
      form={form}
      pageSize={pageSize}
      readonly={readonly}
    />
  );
});
