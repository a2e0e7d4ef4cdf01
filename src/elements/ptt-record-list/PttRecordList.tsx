import { Button, Intent } from '@blueprintjs/core';
import { PlayIcon, StopIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PttRecord, pttRecordMediaUrl, pttRecordResource } from '../../contract/calldata';
import { RecordListScreen } from '../cdr-list/record/RecordListScreen';
import { type RecordFilterField, textFilter } from '../cdr-list/record/recordFilters';
import { signFileUrl } from '../cdr-list/record/useFileUrl';
import { useElementToaster, useKitCore } from '../kit';
import type { PageResult } from '../kit/resource/resourceClient';
import { watched } from '../kit/resource/resourceClient';

const FILTERS: readonly RecordFilterField[] = [
  { kind: 'text', name: 'groupName', label: 'calldata.pttRecord.fields.groupName' },
  textFilter(pttRecordResource, 'talker'),
  { kind: 'boolean', name: 'emergency', label: 'calldata.pttRecord.fields.emergency' },
];

const COLUMNS = [
  'startTime',
  'groupName',
  'talkerName',
  'talkerExtension',
  'durationMs',
  'emergency',
  'address',
] as const;

export interface PttRecordListProps {
  pageSize?: number;
}

/** `<ptt-record-list>`: PTT bursts; play one, or a group's bursts of the shown time range one after another. */
export const PttRecordList = observer(function PttRecordList({ pageSize }: PttRecordListProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const audio = useRef<HTMLAudioElement>(null);
  const queue = useRef<PttRecord[]>([]);
  const [playing, setPlaying] = useState<{ index: number; count: number; id: string } | null>(null);

  const playAt = async (index: number) => {
    const burst = queue.current[index];
    const element = audio.current;
    if (!burst || !element) {
      setPlaying(null);
      return;
    }
    setPlaying({ index, count: queue.current.length, id: burst.id });
    if (!burst.fileId) return void playAt(index + 1);
    element.src = await signFileUrl((e, p) => http.call(e, p as never), pttRecordMediaUrl, burst.fileId);
    element.onended = () => void playAt(index + 1);
    await element.play().catch(() => undefined);
  };
  const playBursts = (bursts: PttRecord[]) => {
    queue.current = bursts;
    void playAt(0);
  };
  const stop = () => {
    audio.current?.pause();
    queue.current = [];
    setPlaying(null);
  };

  return (
    <RecordListScreen<PttRecord>
      resource={pttRecordResource}
      columns={COLUMNS}
      filters={FILTERS}
      pageSize={pageSize}
      rowActionsWidth={190}
      rowActions={(row, list) => (
        <>
          <Button
            variant="minimal"
            size="small"
            icon={<PlayIcon />}
            text={t('calldata.common.play')}
            onClick={() => playBursts([row])}
          />
          <Button
            variant="minimal"
            size="small"
            text={t('calldata.pttRecord.playGroup')}
            onClick={async () => {
              // The group's bursts in the screen's time range, oldest first (index: enterprise, group, time).
              const { pageNum: _page, pageSize: _size, sort: _sort, order: _order, ...filters } = list.query;
              const page = (await watched(
                http.call(pttRecordResource.endpoints.page!, {
                  ...filters,
                  groupName: row.groupName,
                  pageNum: 1,
                  pageSize: 100,
                  sort: 'startTime',
                  order: 'asc',
                } as never),
              )) as PageResult<PttRecord>;
              if (!page.records.length) toaster.show(t('calldata.common.noFiles'));
              playBursts(page.records);
            }}
          />
        </>
      )}
      toolbar={() =>
        playing ? (
          <span className="dc-export" role="status">
            {t('calldata.common.playing', { index: playing.index + 1, count: playing.count })}
            <Button
              intent={Intent.NONE}
              icon={<StopIcon />}
              text={t('calldata.common.stop')}
              onClick={stop}
            />
          </span>
        ) : null
      }
    >
      {/* biome-ignore lint/a11y/useMediaCaption: PTT bursts have no captions */}
      <audio ref={audio} controls className="dc-cdr-audio" part="audio-player" hidden={!playing} />
    </RecordListScreen>
  );
});
