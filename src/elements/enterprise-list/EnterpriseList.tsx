import { Alert, AnchorButton, Button, HTMLSelect, Intent } from '@blueprintjs/core';
import { DisableIcon, EyeOpenIcon, TickCircleIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Enterprise,
  type EnterpriseQuota,
  enterpriseQuota,
  setEnterpriseStatus,
} from '../../contract/accounts/enterprise';
import { enterpriseView } from '../../contract/accounts/views';
import { useElementEvents } from '../kit/element/elementEvents';
import { useElementToaster } from '../kit/element/elementToaster';
import { useKitCore } from '../kit/element/kitCore';
import { ExpiryInput } from '../kit/enterprise/ExpiryInput';
import { ExpiryText, functionsText, StatusTag } from '../kit/enterprise/enterpriseColumns';
import { FunctionsInput } from '../kit/enterprise/FunctionsInput';
import { useAgencyOptions } from '../kit/enterprise/useAgencyOptions';
import type { FormFieldOptions } from '../kit/form/formFields';
import type { GridColumn } from '../kit/grid/DataGrid';
import { useCan } from '../kit/permission/useCan';
import { watched } from '../kit/resource/resourceClient';
import { ResourceListScreen, type ScreenControls } from '../kit/screen/ResourceListScreen';

export interface EnterpriseListProps {
  /** Show rows only: no add, edit, status change, delete or import. */
  readonly?: boolean;
  pageSize?: number;
}

/** Where an enterprise's detail page lives (docs/behaviour.md#screens-and-routes enterpriseDetail/{id}, hidden from the menu). */
function enterpriseDetailPath(id: string): string {
  return `/account/enterpriseDetail/${encodeURIComponent(id)}`;
}

const FORM_FIELDS = [
  'name',
  'prefix',
  'adminUsername',
  'adminPassword',
  'contact',
  'phone',
  'status',
  'expiry',
  'functions',
  'maxMembers',
  'maxExtensions',
  'maxConcurrentCalls',
  'maxGroups',
  'agencyId',
];

/**
 * Enterprise accounts (docs/behaviour.md#screens-and-routes /account/enterprise): the platform administrator's enterprises, or
 * an agency's own — the server scopes the rows; the screen only hides what an agency may not choose.
 */
export const EnterpriseList = observer(function EnterpriseList({ readonly, pageSize }: EnterpriseListProps) {
  const { t } = useTranslation();
  const { store, http } = useKitCore();
  const toaster = useElementToaster();
  const { emit } = useElementEvents();
  const isAdmin = store.user.userInfo?.roles[0]?.value === 'ADMIN';
  const canEdit = useCan('enterprise:edit') && !readonly;
  const agencies = useAgencyOptions(isAdmin);
  const [statusChange, setStatusChange] = useState<{ row: Enterprise; reload(): void } | null>(null);
  const canAdd = useCan('enterprise:add') && !readonly;
  const [quota, setQuota] = useState<EnterpriseQuota | null>(null);
  useEffect(() => {
    if (!canAdd) return;
    let current = true;
    // Quiet: without it the form keeps the contract's defaults; the add path still checks the quota.
    http
      .call(enterpriseQuota, {}, { errorMessageMode: 'none' })
      .then((answer) => {
        if (current) setQuota(answer);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [http, canAdd]);
  /** A new enterprise starts within what the caller may give (an agency's remaining extensions). */
  const resource = useMemo(
    () =>
      quota
        ? { ...enterpriseView, defaults: { ...enterpriseView.defaults, ...quota.defaults } }
        : enterpriseView,
    [quota],
  );
  const quotaHelp = quota?.agency
    ? t('enterprises.quotaHelp', {
        left: Math.max(0, quota.agency.extensionQuota - quota.agency.extensionsAllotted),
        quota: quota.agency.extensionQuota,
        enterprises: quota.agency.enterprises,
        enterpriseQuota: quota.agency.enterpriseQuota,
      })
    : undefined;

  const form = useMemo<Omit<FormFieldOptions, 'labels'>>(
    () => ({
      include: isAdmin ? FORM_FIELDS : FORM_FIELDS.filter((field) => field !== 'agencyId'),
      overrides: {
        adminPassword: { help: 'enterprises.adminPasswordHelp' },
        prefix: { help: 'enterprises.prefixHelp' },
        // Already translated (with the figures): the form's t() hands a text without a key back unchanged.
        ...(quotaHelp ? { maxExtensions: { help: quotaHelp } } : {}),
        expiry: {
          help: 'enterprises.expiryHelp',
          render: ({ id, value, onChange }) => (
            <ExpiryInput id={id} value={typeof value === 'string' ? value : ''} onChange={onChange} />
          ),
        },
        functions: {
          render: ({ id, value, onChange }) => (
            <FunctionsInput id={id} value={Array.isArray(value) ? value : []} onChange={onChange} />
          ),
        },
        agencyId: {
          render: ({ id, value, onChange }) => (
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id={id}
              fill
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => onChange(event.currentTarget.value)}
              options={[
                { value: '', label: t('enterprises.platformDirect') },
                ...agencies.map((agency) => ({ value: agency.id, label: agency.name })),
              ]}
            />
          ),
        },
      },
    }),
    [isAdmin, agencies, t, quotaHelp],
  );

  const columns = useMemo<(string | GridColumn<Enterprise>)[]>(
    () => [
      // The platform administrator opens an enterprise's detail page from its name (also a row action).
      isAdmin
        ? {
            key: 'name',
            title: t('resources.enterprise.fields.name'),
            sortable: true,
            width: 180,
            render: (row) => (
              <a
                href={`#${enterpriseDetailPath(row.id)}`}
                onClick={() => emit('dc-row-open', { resource: 'enterprise', id: row.id })}
              >
                {row.name}
              </a>
            ),
          }
        : 'name',
      'prefix',
      'contact',
      'phone',
      {
        key: 'status',
        title: t('resources.enterprise.fields.status'),
        sortable: true,
        width: 90,
        render: (row) => <StatusTag status={row.status} t={t} />,
      },
      {
        key: 'expiry',
        title: t('resources.enterprise.fields.expiry'),
        sortable: true,
        width: 150,
        render: (row) => <ExpiryText expiry={row.expiry} t={t} />,
      },
      {
        key: 'functions',
        title: t('resources.enterprise.fields.functions'),
        width: 200,
        render: (row) => functionsText(row.functions, t),
      },
      {
        key: 'limits',
        title: t('enterprises.limitsColumn'),
        width: 170,
        render: (row) =>
          t('enterprises.limitsValue', {
            members: row.maxMembers,
            extensions: row.maxExtensions,
            calls: row.maxConcurrentCalls,
            groups: row.maxGroups,
          }),
      },
      ...(isAdmin ? ['agencyName'] : []),
      'adminUsername',
      'createdAt',
    ],
    [t, isAdmin, emit],
  );

  const changeStatus = async (row: Enterprise, reload: () => void) => {
    const status = row.status === 'enabled' ? 'disabled' : 'enabled';
    try {
      await watched(http.call(setEnterpriseStatus, { ids: [row.id], status }));
      toaster.show(t(`enterprises.statusChanged.${status}`, { name: row.name }), Intent.SUCCESS);
      reload();
    } catch {
      // The HTTP client has shown why.
    }
  };

  return (
    <>
      <ResourceListScreen<Enterprise>
        resource={resource}
        columns={columns}
        form={form}
        pageSize={pageSize}
        readonly={readonly}
        drawerSize="520px"
        rowActionsWidth={isAdmin ? 330 : 250}
        rowActions={(row, _client, controls: ScreenControls<Enterprise>) => (
          <>
            {isAdmin ? (
              <AnchorButton
                variant="minimal"
                size="small"
                icon={<EyeOpenIcon />}
                text={t('enterprises.details')}
                href={`#${enterpriseDetailPath(row.id)}`}
                onClick={() => emit('dc-row-open', { resource: 'enterprise', id: row.id })}
              />
            ) : null}
            {canEdit ? (
              <Button
                variant="minimal"
                size="small"
                icon={row.status === 'enabled' ? <DisableIcon /> : <TickCircleIcon />}
                text={t(row.status === 'enabled' ? 'enterprises.disable' : 'enterprises.enable')}
                onClick={() =>
                  row.status === 'enabled'
                    ? setStatusChange({ row, reload: controls.reload })
                    : void changeStatus(row, controls.reload)
                }
              />
            ) : null}
          </>
        )}
      />
      <Alert
        isOpen={statusChange !== null}
        intent={Intent.WARNING}
        icon={<DisableIcon size={40} />}
        confirmButtonText={t('enterprises.disable')}
        cancelButtonText={t('common.cancelText')}
        canEscapeKeyCancel
        onConfirm={() => {
          if (statusChange) void changeStatus(statusChange.row, statusChange.reload);
          setStatusChange(null);
        }}
        onCancel={() => setStatusChange(null)}
      >
        <p>{t('enterprises.disableConfirm', { name: statusChange?.row.name ?? '' })}</p>
      </Alert>
    </>
  );
});
