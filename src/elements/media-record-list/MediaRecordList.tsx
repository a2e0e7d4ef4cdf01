import { AnchorButton, Button, Drawer, Intent } from '@blueprintjs/core';
import { DownloadIcon, PlayIcon, TrashIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEDIA_TYPES,
  type MediaRecord,
  mediaRecordMediaUrl,
  mediaRecordResource,
} from '../../contract/calldata';
import { RecordListScreen } from '../cdr-list/record/RecordListScreen';
import type { RecordColumn } from '../cdr-list/record/recordColumns';
import { enumFilter, type RecordFilterField, textFilter } from '../cdr-list/record/recordFilters';
import { useFileUrl } from '../cdr-list/record/useFileUrl';
import { PermissionGuard, useConfirmDelete, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

const FILTERS: readonly RecordFilterField[] = [
  enumFilter(mediaRecordResource, 'mediaType', MEDIA_TYPES),
  textFilter(mediaRecordResource, 'member'),
  { kind: 'text', name: 'keyword', label: 'calldata.mediaRecord.fields.groupName' },
];

function Thumbnail({ clip }: { clip: MediaRecord }) {
  const { t } = useTranslation();
  const url = useFileUrl(mediaRecordMediaUrl, clip.thumbnailFileId);
  return url ? (
    <img
      className="dc-thumb"
      src={url}
      alt={t('calldata.mediaRecord.thumbnail', { name: clip.memberName })}
    />
  ) : null;
}

function ClipPlayer({ clip }: { clip: MediaRecord }) {
  const url = useFileUrl(mediaRecordMediaUrl, clip.fileId);
  const download = useFileUrl(mediaRecordMediaUrl, clip.fileId);
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <div className="dc-cdr-file">
      {clip.mediaType === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: terminal clips have no captions
        <video className="dc-cdr-video" controls autoPlay src={url} part="video-player" />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: terminal clips have no captions
        <audio className="dc-cdr-audio" controls autoPlay src={url} part="audio-player" />
      )}
      <AnchorButton
        icon={<DownloadIcon />}
        href={download ?? undefined}
        download
        text={t('calldata.common.download')}
      />
    </div>
  );
}

export interface MediaRecordListProps {
  pageSize?: number;
}

/** `<media-record-list>`: clips captured by terminals, with thumbnails, players, download and batch delete. */
export const MediaRecordList = observer(function MediaRecordList({ pageSize }: MediaRecordListProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const { confirmDelete, alert } = useConfirmDelete();
  const [playing, setPlaying] = useState<MediaRecord | null>(null);
  const [reloadSignal, setReloadSignal] = useState(0);
  const columns: readonly RecordColumn<MediaRecord>[] = [
    {
      key: 'thumbnail',
      title: t('calldata.mediaRecord.fields.thumbnailFileId'),
      width: 80,
      render: (row) => <Thumbnail clip={row} />,
    },
    'startTime',
    'memberName',
    'memberAccount',
    'groupName',
    'mediaType',
    'durationSec',
    'size',
    'address',
  ];
  return (
    <RecordListScreen<MediaRecord>
      resource={mediaRecordResource}
      columns={columns}
      filters={FILTERS}
      pageSize={pageSize}
      reloadSignal={reloadSignal}
      rowActionsWidth={100}
      rowActions={(row) => (
        <Button
          variant="minimal"
          size="small"
          icon={<PlayIcon />}
          text={t('calldata.common.play')}
          onClick={() => setPlaying(row)}
        />
      )}
      batchActions={(ids, list, clear) => (
        <PermissionGuard permission="claptrans:delete">
          <Button
            intent={Intent.DANGER}
            icon={<TrashIcon />}
            text={t('calldata.common.deleteSelected')}
            onClick={async () => {
              const names = ids.map((id) => list.rows.find((row) => row.id === id)?.memberName ?? id);
              if (!(await confirmDelete(names))) return;
              await watched(http.call(mediaRecordResource.endpoints.delete!, { ids } as never)).catch(
                () => undefined,
              );
              clear();
              setReloadSignal((value) => value + 1);
            }}
          />
        </PermissionGuard>
      )}
    >
      <Drawer isOpen={!!playing} onClose={() => setPlaying(null)} title={playing?.memberName} size="480px">
        <div className="dc-drawer-body">{playing ? <ClipPlayer clip={playing} /> : null}</div>
      </Drawer>
      {alert}
    </RecordListScreen>
  );
});
