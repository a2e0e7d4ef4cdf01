import { Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type MediaServer, mediaServerResource } from '../../contract/switch/mediaServer';
import type { FormFieldOptions } from '../kit/form/formFields';
import type { GridColumn } from '../kit/grid/DataGrid';
import { ResourceListScreen } from '../kit/screen/ResourceListScreen';

export interface MediaServerListProps {
  readonly?: boolean;
  pageSize?: number;
}

const STATE_INTENT = { online: Intent.SUCCESS, offline: Intent.DANGER, disabled: Intent.NONE } as const;

/** 流媒体配置 (ADMIN): media servers and whether their heartbeat is fresh. */
export const MediaServerList = observer(function MediaServerList({
  readonly,
  pageSize,
}: MediaServerListProps) {
  const { t } = useTranslation();
  const form = useMemo<Omit<FormFieldOptions, 'labels'>>(
    () => ({
      include: mediaServerResource.importColumns,
      overrides: { secret: { kind: 'password', help: 'resources.mediaServer.secretKept' } },
    }),
    [],
  );
  const columns = useMemo<(string | GridColumn<MediaServer>)[]>(
    () => [
      'name',
      'type',
      'host',
      'port',
      'capacity',
      'region',
      {
        key: 'state',
        title: t('resources.mediaServer.fields.state'),
        render: (row) => (
          <Tag minimal intent={STATE_INTENT[row.state]}>
            {t(`resources.mediaServer.values.state.${row.state}`)}
          </Tag>
        ),
      },
      'lastHeartbeatAt',
    ],
    [t],
  );
  return (
    <ResourceListScreen<MediaServer>
      resource={mediaServerResource}
      columns={columns}
      form={form}
      pageSize={pageSize}
      readonly={readonly}
    />
  );
});
