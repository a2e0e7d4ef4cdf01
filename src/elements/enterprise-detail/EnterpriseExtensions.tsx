import { Button } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type EnterpriseExtension,
  enterpriseExtensions,
  resetEnterpriseExtensionSecret,
} from '../../contract/accounts/enterprise';
import { useKitCore } from '../kit/element/kitCore';
import { FilterBar } from '../kit/filter/FilterBar';
import type { GridColumn } from '../kit/grid/DataGrid';
import { DataTable } from '../kit/grid/DataTable';
import { type PageSource, useResourceList } from '../kit/list/useResourceList';
import { watched } from '../kit/resource/resourceClient';
import { useSecretReset } from '../kit/secret/useSecretReset';

/** The enterprise's extensions, paged, with a reset of an extension's SIP secret (asked first, shown once). */
export function EnterpriseExtensions({ enterpriseId, canEdit }: { enterpriseId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const secret = useSecretReset<EnterpriseExtension>((extension) =>
    http.call(resetEnterpriseExtensionSecret, { id: enterpriseId, extensionId: extension.id }),
  );
  const source = useMemo<PageSource<EnterpriseExtension>>(
    () => ({
      page: (query, signal) =>
        watched(
          http.call(
            enterpriseExtensions,
            {
              id: enterpriseId,
              pageNum: query.pageNum,
              pageSize: query.pageSize,
              ...(typeof query.keyword === 'string' ? { keyword: query.keyword } : {}),
            },
            { signal },
          ),
        ),
    }),
    [http, enterpriseId],
  );
  const list = useResourceList(source, filters, { preset: 'table' });
  const columns = useMemo<GridColumn<EnterpriseExtension>[]>(
    () => [
      { key: 'number', title: t('resources.extension.fields.number'), width: 160 },
      { key: 'displayName', title: t('resources.extension.fields.displayName'), width: 200 },
      {
        key: 'enabled',
        title: t('resources.extension.fields.enabled'),
        width: 90,
        render: (row) => t(row.enabled ? 'kit.value.yes' : 'kit.value.no'),
      },
    ],
    [t],
  );
  return (
    <>
      <FilterBar
        fields={[{ name: 'keyword', kind: 'text', label: 'kit.filter.keyword' }]}
        onSubmit={(next) => {
          if (list.submit(next)) setFilters(next);
        }}
      />
      <DataTable<EnterpriseExtension>
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        rowActionsWidth={canEdit ? 160 : undefined}
        rowActions={
          canEdit
            ? (row) => (
                <Button
                  variant="minimal"
                  size="small"
                  icon={<KeyIcon />}
                  text={t('enterprises.resetSecret')}
                  onClick={() => secret.ask(row)}
                />
              )
            : undefined
        }
      />
      {secret.dialogs}
    </>
  );
}
