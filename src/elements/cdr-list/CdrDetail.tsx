import { Drawer, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallFile, type CallRecord, cdrFiles, cdrMediaUrl, cdrResource } from '../../contract/calldata';
import { useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { displayValue, fieldLabel } from './record/recordColumns';
import { SignedDownloadButton } from './record/SignedDownloadButton';
import { useFileUrl } from './record/useFileUrl';

export interface CdrDetailProps {
  call: CallRecord | null;
  onClose(): void;
}

const DETAIL_FIELDS = [
  'direction',
  'callerName',
  'callerNumber',
  'calleeName',
  'calleeNumber',
  'startTime',
  'answerTime',
  'endTime',
  'durationSec',
  'billedSec',
  'status',
  'hangupCause',
  'callType',
] as const;

/** The players of a call: audio for recordings, video for video calls, through signed Range URLs (seek works). */
function Player({ file }: { file: CallFile }) {
  const { t } = useTranslation();
  const url = useFileUrl(cdrMediaUrl, file.id);
  if (!url) return <Spinner size={20} />;
  return file.kind === 'video' ? (
    // biome-ignore lint/a11y/useMediaCaption: call recordings have no captions
    <video
      className="dc-cdr-video"
      part="video-player"
      controls
      preload="metadata"
      src={url}
      aria-label={t('calldata.cdr.videoPlayer')}
    />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: call recordings have no captions
    <audio
      className="dc-cdr-audio"
      part="audio-player"
      controls
      preload="metadata"
      src={url}
      aria-label={t('calldata.cdr.audioPlayer')}
    />
  );
}

/** The detail drawer of a call: its fields, players and files (spec §2 cdr "with file, video and audio viewers"). */
export function CdrDetail({ call, onClose }: CdrDetailProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [files, setFiles] = useState<CallFile[] | null>(null);
  useEffect(() => {
    setFiles(null);
    if (!call) return;
    let live = true;
    watched(http.call(cdrFiles, { id: call.id })).then(
      (answer) => live && setFiles(answer.files),
      () => live && setFiles([]),
    );
    return () => {
      live = false;
    };
  }, [http, call]);
  const title = call
    ? t('calldata.cdr.detailTitle', {
        caller: call.callerName || call.callerNumber,
        callee: call.calleeName || call.calleeNumber,
      })
    : '';
  return (
    <Drawer isOpen={!!call} onClose={onClose} title={title} size="520px">
      {call ? (
        <div className="dc-drawer-body" part="detail">
          <HTMLTable compact className="dc-detail-table">
            <tbody>
              {DETAIL_FIELDS.map((field) => (
                <tr key={field}>
                  <th>{fieldLabel(cdrResource, field, t)}</th>
                  <td data-field={field}>{displayValue(cdrResource, field, call[field], t)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <h4>{t('calldata.common.files')}</h4>
          {files === null ? <Spinner size={20} /> : null}
          {files?.length === 0 ? <NonIdealState title={t('calldata.common.noFiles')} /> : null}
          {files?.map((file) => (
            <div key={file.id} className="dc-cdr-file" data-kind={file.kind}>
              <Player file={file} />
              <div>
                {file.name} · {t('calldata.common.kilobytes', { value: Math.round(file.size / 1024) })} ·{' '}
                {t('calldata.common.seconds', { value: Math.round(file.durationMs / 1000) })}
                <SignedDownloadButton endpoint={cdrMediaUrl} fileId={file.id} fileName={file.name} small />
              </div>
            </div>
          ))}
        </div>
      ) : null}
    </Drawer>
  );
}
