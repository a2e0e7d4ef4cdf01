import { Button } from '@blueprintjs/core';
import { PlayIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BroadcastFile,
  broadcastFileResource,
  uploadBroadcastFile,
} from '../../contract/resources/broadcastFile';
import { useElementEvents } from '../kit/element/elementEvents';
import type { GridColumn } from '../kit/grid/DataGrid';
import { formatBytes, formatDuration, nameFromFile } from '../kit/media/mediaFormat';
import { useCan } from '../kit/permission/useCan';
import { ResourceListScreen } from '../kit/screen/ResourceListScreen';
import { UploadButton } from '../kit/upload/UploadButton';
import { AudioPlayerBar } from './AudioPlayerBar';

export interface BroadcastFileListProps {
  /** Show and play only: no upload, rename or delete. */
  readonly?: boolean;
  pageSize?: number;
}

const FORM = { include: ['name', 'description'] } as const;

/** Broadcast audio files (docs/behaviour.md#screens-and-routes /org/broadcast-file): upload, play, rename, delete. */
export const BroadcastFileList = observer(function BroadcastFileList({
  readonly,
  pageSize,
}: BroadcastFileListProps) {
  const { t } = useTranslation();
  const { emit } = useElementEvents();
  const canUpload = useCan('broadcast-file:add') && !readonly;
  const [playing, setPlaying] = useState<BroadcastFile | null>(null);

  const columns = useMemo<(string | GridColumn<BroadcastFile>)[]>(
    () => [
      'name',
      'format',
      {
        key: 'durationMs',
        title: t('elements.broadcast-file-list.duration'),
        width: 90,
        render: (row) => formatDuration(row.durationMs),
      },
      {
        key: 'size',
        title: t('elements.broadcast-file-list.size'),
        width: 90,
        render: (row) => formatBytes(row.size),
      },
      'fileName',
      'description',
      'createdAt',
    ],
    [t],
  );

  return (
    <ResourceListScreen<BroadcastFile>
      resource={broadcastFileResource}
      columns={columns}
      form={FORM}
      pageSize={pageSize}
      readonly={readonly}
      rowActionsWidth={240}
      toolbar={(controls) => (
        <>
          {canUpload ? (
            <UploadButton<BroadcastFile>
              path={uploadBroadcastFile.path}
              accept=".wav,.mp3,audio/wav,audio/mpeg"
              multiple
              text={t('elements.broadcast-file-list.upload')}
              fieldsFor={(file) => ({ name: nameFromFile(file.name) })}
              onUploaded={(saved) => {
                emit('dc-saved', { resource: broadcastFileResource.routeName, id: saved.id, created: true });
                controls.reload();
              }}
            />
          ) : null}
          {playing ? <AudioPlayerBar file={playing} onClose={() => setPlaying(null)} /> : null}
        </>
      )}
      rowActions={(row) => (
        <Button
          variant="minimal"
          size="small"
          icon={<PlayIcon />}
          text={t('elements.broadcast-file-list.play')}
          aria-label={t('elements.broadcast-file-list.playName', { name: row.name })}
          onClick={() => setPlaying(row)}
        />
      )}
    />
  );
});
