import { Button, Intent, Tag } from '@blueprintjs/core';
import { DisableIcon, KeyIcon, TickCircleIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminAccount, adminSetStatus } from '../../../contract/accounts/adminAccount';
import type { ResourceDef } from '../../../contract/resources/defineResource';
import { useCan, useKitCore } from '..';
import type { FormFieldOptions } from '../form/formFields';
import type { GridColumn } from '../grid/DataGrid';
import { watched } from '../resource/resourceClient';
import { ResourceListScreen, type ScreenControls } from '../screen/ResourceListScreen';
import { ManagedPasswordDrawer } from './ManagedPasswordDrawer';

export interface ManagedAccountListProps {
  view: ResourceDef;
  pageSize?: number;
  /** Extra columns after name and mobile number (a sub-user's grants). */
  extraColumns?: readonly GridColumn<AdminAccount>[];
  /** The form's own inputs (a sub-user's permission tree). */
  formOverrides?: FormFieldOptions['overrides'];
  drawerSize?: string;
}

/**
 * The accounts an administrator manages: the grid, add and edit in the drawer, enable/disable,
 * password reset and delete with confirmation — for platform administrators and for enterprise sub-users.
 */
export const ManagedAccountList = observer(function ManagedAccountList({
  view,
  pageSize,
  extraColumns = [],
  formOverrides,
  drawerSize,
}: ManagedAccountListProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const canEdit = useCan('admin:edit');
  const [passwordOf, setPasswordOf] = useState<AdminAccount | null>(null);
  const values = `resources.${view.name}.values`;

  const setStatus = async (
    ids: string[],
    status: AdminAccount['status'],
    controls: ScreenControls<AdminAccount>,
  ) => {
    try {
      await watched(http.call(adminSetStatus, { ids, status }));
      controls.clearSelection();
      controls.reload();
    } catch {
      // The HTTP client has shown why (your own account).
    }
  };
  const columns = useMemo<(string | GridColumn<AdminAccount>)[]>(
    () => [
      'username',
      'name',
      'phone',
      {
        key: 'status',
        title: t('resources.adminAccount.fields.status'),
        width: 90,
        render: (row) => (
          <Tag minimal intent={row.status === 'enabled' ? Intent.SUCCESS : Intent.NONE}>
            {t(`${values}.status.${row.status}`)}
          </Tag>
        ),
      },
      ...extraColumns,
      'lastSignInAt',
      'createdAt',
    ],
    [t, values, extraColumns],
  );
  const form = useMemo(() => ({ exclude: ['id'], overrides: formOverrides }), [formOverrides]);

  return (
    <>
      <ResourceListScreen<AdminAccount>
        resource={view}
        columns={columns}
        form={form}
        pageSize={pageSize}
        drawerSize={drawerSize}
        rowActionsWidth={canEdit ? 320 : 160}
        rowActions={(row, _client, controls) =>
          canEdit ? (
            <>
              <Button
                variant="minimal"
                size="small"
                icon={<KeyIcon />}
                text={t('accounts.admins.resetPassword')}
                onClick={() => setPasswordOf(row)}
              />
              <Button
                variant="minimal"
                size="small"
                icon={row.status === 'enabled' ? <DisableIcon /> : <TickCircleIcon />}
                text={t(row.status === 'enabled' ? 'accounts.admins.disable' : 'accounts.admins.enable')}
                onClick={() =>
                  void setStatus([row.id], row.status === 'enabled' ? 'disabled' : 'enabled', controls)
                }
              />
            </>
          ) : null
        }
      />
      <ManagedPasswordDrawer account={passwordOf} onClose={() => setPasswordOf(null)} />
    </>
  );
});
