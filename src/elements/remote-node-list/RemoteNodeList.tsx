import { Button, Intent, Tag } from '@blueprintjs/core';
import { PulseIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkRemoteNodes, type RemoteNode, remoteNodeResource } from '../../contract/switch/remoteNode';
import { useElementEvents } from '../kit/element/elementEvents';
import { useElementToaster } from '../kit/element/elementToaster';
import { useKitCore } from '../kit/element/kitCore';
import type { FormFieldOptions } from '../kit/form/formFields';
import type { GridColumn } from '../kit/grid/DataGrid';
import { watched } from '../kit/resource/resourceClient';
import { ResourceListScreen } from '../kit/screen/ResourceListScreen';

export interface RemoteNodeListProps {
  readonly?: boolean;
  pageSize?: number;
}

const LINK_INTENT = { up: Intent.SUCCESS, down: Intent.DANGER, disabled: Intent.NONE } as const;

/** 信令级联 (ADMIN): remote platforms, their prefixes, and their link probed on demand. */
export const RemoteNodeList = observer(function RemoteNodeList({ readonly, pageSize }: RemoteNodeListProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const { emit } = useElementEvents();
  const [checking, setChecking] = useState(false);
  const form = useMemo<Omit<FormFieldOptions, 'labels'>>(
    () => ({
      include: remoteNodeResource.importColumns,
      overrides: { password: { help: 'resources.gateway.passwordKept' } },
    }),
    [],
  );
  const columns = useMemo<(string | GridColumn<RemoteNode>)[]>(
    () => [
      'name',
      'host',
      'port',
      'transport',
      'prefixes',
      'enabled',
      {
        key: 'linkState',
        title: t('resources.remoteNode.fields.linkState'),
        render: (row) => (
          <Tag minimal intent={LINK_INTENT[row.linkState]}>
            {t(`resources.remoteNode.values.linkState.${row.linkState}`)}
          </Tag>
        ),
      },
      'linkCheckedAt',
    ],
    [t],
  );
  return (
    <ResourceListScreen<RemoteNode>
      resource={remoteNodeResource}
      columns={columns}
      form={form}
      pageSize={pageSize}
      readonly={readonly}
      toolbar={(controls) => (
        <Button
          icon={<PulseIcon />}
          text={t('resources.remoteNode.check')}
          loading={checking}
          onClick={async () => {
            setChecking(true);
            try {
              const { results } = await watched(http.call(checkRemoteNodes, {}));
              toaster.show(t('resources.remoteNode.checked', { count: results.length }), Intent.SUCCESS);
              emit('dc-checked', { results });
              controls.reload();
            } catch {
              // The HTTP client has shown why.
            } finally {
              setChecking(false);
            }
          }}
        />
      )}
    />
  );
});
