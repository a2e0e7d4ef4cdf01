import { Button, Intent } from '@blueprintjs/core';
import { PauseIcon, PlayIcon, TrashIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEDIA_TYPES,
  type MediaRecord,
  mediaRecordMediaUrl,
  mediaRecordMediaUrls,
  mediaRecordResource,
} from '../../contract/calldata';
import { PermissionGuard, useConfirmDelete, useKitCore } from '../kit';
import { locationColumn } from '../kit/record/locationColumn';
import { RecordListScreen } from '../kit/record/RecordListScreen';
import { quantityColumn, type RecordColumn } from '../kit/record/recordColumns';
import { enumFilter, type RecordFilterField, textFilter } from '../kit/record/recordFilters';
import { SignedDownloadButton } from '../kit/record/SignedDownloadButton';
import { watched } from '../kit/resource/resourceClient';
import { ClipThumbnail } from './ClipThumbnail';
import { InlineClipPlayer } from './InlineClipPlayer';
import { type SignedUrl, ThumbnailUrlBatcher } from './thumbnailUrls';

/** A row of the clip list: the 36 px still (cdrList.css .dc-thumb) and 2 px either side. */
const THUMBNAIL_ROW_HEIGHT = 40;

const FILTERS: readonly RecordFilterField[] = [
  enumFilter(mediaRecordResource, 'mediaType', MEDIA_TYPES),
  textFilter(mediaRecordResource, 'member'),
  { kind: 'text', name: 'keyword', label: 'calldata.mediaRecord.fields.groupName' },
];

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
  const thumbnails = useMemo(
    () =>
      new ThumbnailUrlBatcher(async (fileIds) => {
        const answer = (await watched(http.call(mediaRecordMediaUrls, { fileIds } as never))) as {
          urls: Record<string, SignedUrl>;
        };
        return answer.urls;
      }),
    [http],
  );
  const columns = useMemo<readonly RecordColumn<MediaRecord>[]>(
    () => [
      {
        key: 'thumbnail',
        title: t('calldata.mediaRecord.fields.thumbnailFileId'),
        width: 80,
        render: (row) => <ClipThumbnail clip={row} batcher={thumbnails} />,
      },
      // Narrow where the values are short and units in the cells, so the row actions stay in view at 1440 px.
      ['startTime', 146],
      ['memberName', 90],
      'memberAccount',
      'groupName',
      ['mediaType', 60],
      quantityColumn<MediaRecord>(mediaRecordResource, 'durationSec', 'seconds', 70, t),
      quantityColumn<MediaRecord>(mediaRecordResource, 'size', 'bytes', 80, t),
      locationColumn<MediaRecord>(t, 190),
    ],
    [t, thumbnails],
  );
  return (
    <RecordListScreen<MediaRecord>
      resource={mediaRecordResource}
      columns={columns}
      filters={FILTERS}
      pageSize={pageSize}
      reloadSignal={reloadSignal}
      rowActionsWidth={190}
      // The 36 px stills fit their rows (a 20 px row showed a sliver of them).
      rowHeight={THUMBNAIL_ROW_HEIGHT}
      rowActions={(row) => (
        <>
          <Button
            variant="minimal"
            size="small"
            icon={playing?.id === row.id ? <PauseIcon /> : <PlayIcon />}
            text={t(playing?.id === row.id ? 'calldata.common.stop' : 'calldata.common.play')}
            onClick={() => setPlaying(playing?.id === row.id ? null : row)}
          />
          <SignedDownloadButton endpoint={mediaRecordMediaUrl} fileId={row.fileId} small />
        </>
      )}
      aboveGrid={playing ? <InlineClipPlayer clip={playing} onClose={() => setPlaying(null)} /> : null}
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
              if (playing && ids.includes(playing.id)) setPlaying(null);
              clear();
              setReloadSignal((value) => value + 1);
            }}
          />
        </PermissionGuard>
      )}
    >
      {alert}
    </RecordListScreen>
  );
});
