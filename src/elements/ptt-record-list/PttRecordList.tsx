import { Button } from '@blueprintjs/core';
import { PlayIcon, StopIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type PttRecord, pttRecordMediaUrl, pttRecordResource } from '../../contract/calldata';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { useElementToaster, useKitCore } from '../kit';
import { locationColumn } from '../kit/record/locationColumn';
import { PlayRecordingButton } from '../kit/record/PlayRecordingButton';
import { RecordListScreen } from '../kit/record/RecordListScreen';
import { quantityColumn, type RecordColumn } from '../kit/record/recordColumns';
import { type RecordFilterField, textFilter, timeRangeParam } from '../kit/record/recordFilters';
import { signFile } from '../kit/record/signFile';
import { simulatedFilter, simulatedMarkColumn } from '../kit/record/simulatedColumn';
import { timeAfterStartColumn } from '../kit/record/timeAfterStartColumn';
import type { PageResult } from '../kit/resource/resourceClient';
import { watched } from '../kit/resource/resourceClient';
import { groupBurstQuery, groupBursts, type QueuedBurst } from './groupBursts';
import { useBurstPlayback } from './useBurstPlayback';

const FILTERS: readonly RecordFilterField[] = [
  { kind: 'text', name: 'groupName', label: 'calldata.pttRecord.fields.groupName' },
  textFilter(pttRecordResource, 'talker'),
  { kind: 'boolean', name: 'emergency', label: 'calldata.pttRecord.fields.emergency' },
  simulatedFilter(pttRecordResource),
];

const TIME_PARAM = timeRangeParam(pttRecordResource);

/** One burst as a sequence of one. */
async function* single(burst: PttRecord): AsyncGenerator<QueuedBurst> {
  yield { burst, index: 0, total: 1 };
}

export interface PttRecordListProps {
  pageSize?: number;
}

/** `<ptt-record-list>`: PTT bursts; play one, or a group's bursts of the shown time range one after another. */
export const PttRecordList = observer(function PttRecordList({ pageSize }: PttRecordListProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const audio = useRef<HTMLAudioElement>(null);
  const sign = useCallback(
    (fileId: string) => signFile((e, p) => watched(http.call(e, p as never)), pttRecordMediaUrl, fileId),
    [http],
  );
  const { playing, play, stop } = useBurstPlayback(audio, sign);
  const columns = useMemo<readonly RecordColumn<PttRecord>[]>(
    () => [
      simulatedMarkColumn<PttRecord>(pttRecordResource, 'startTime', 150, t),
      // Narrow where the values are short, so the row actions stay in view at 1440 px (both languages).
      timeAfterStartColumn<PttRecord>(pttRecordResource, 'endTime', 72, t),
      'groupName',
      'talkerName',
      ['talkerExtension', 90],
      quantityColumn<PttRecord>(pttRecordResource, 'durationMs', 'milliseconds', 80, t),
      ['emergency', 60],
      locationColumn<PttRecord>(t, 220),
    ],
    [t],
  );

  const playGroup = async (row: PttRecord, screenQuery: Record<string, unknown>) => {
    const fetchPage = (pageNum: number) =>
      watched(
        http.call(
          pttRecordResource.endpoints.page!,
          groupBurstQuery(screenQuery, TIME_PARAM, row.groupName, pageNum) as never,
        ),
      ) as Promise<PageResult<PttRecord>>;
    // A failed page or URL was already shown by the HTTP client; the sequence just ends there.
    const reached = await play(groupBursts(fetchPage)).catch(() => -1);
    if (reached === 0) toaster.show(t('calldata.common.noFiles'));
  };

  return (
    <RecordListScreen<PttRecord>
      resource={pttRecordResource}
      columns={columns}
      filters={FILTERS}
      pageSize={pageSize}
      // Wide enough for English ("Play" and "Play group in sequence") before the fit measures the buttons.
      rowActionsWidth={250}
      rowActions={(row, list) => (
        <>
          <PlayRecordingButton
            fileId={row.fileId}
            icon={<PlayIcon />}
            text={t('calldata.common.play')}
            onClick={() => void play(single(row)).catch(() => undefined)}
          />
          <PlayRecordingButton
            fileId={row.fileId}
            text={t('calldata.pttRecord.playGroup')}
            onClick={() => void playGroup(row, list.query)}
          />
        </>
      )}
      toolbar={() =>
        playing ? (
          <span className="dc-export" role="status" part="now-playing">
            {t('calldata.pttRecord.nowPlaying', {
              index: playing.index + 1,
              count: playing.total,
              group: playing.burst.groupName,
              talker: playing.burst.talkerName || playing.burst.talkerExtension,
              time: dayjs(playing.burst.startTime).format(DATE_TIME_FORMAT),
            })}
            <Button icon={<StopIcon />} text={t('calldata.common.stop')} onClick={stop} />
          </span>
        ) : null
      }
    >
      {/* biome-ignore lint/a11y/useMediaCaption: PTT bursts have no captions */}
      <audio ref={audio} controls className="dc-cdr-audio" part="audio-player" hidden={!playing} />
    </RecordListScreen>
  );
});
