import { Classes, HTMLTable, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CallFile,
  type CallRecord,
  cdrFiles,
  cdrMediaUrl,
  cdrResource,
} from '../../../contract/calldata';
import { useKitCore } from '..';
import { Drawer } from '../overlay/LabelledOverlays';
import { useFocusReturn } from '../overlay/useFocusReturn';
import { watched } from '../resource/resourceClient';
import { displayValue, fieldLabel } from './recordColumns';
import { SignedDownloadButton } from './SignedDownloadButton';
import { SignedMediaPlayer } from './SignedMediaPlayer';

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

/** The detail drawer of a call: its fields, players and files (docs/behaviour.md#screens-and-routes cdr "with file, video and audio viewers"). */
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
  const focusReturn = useFocusReturn(!!call);
  const title = call
    ? t('calldata.cdr.detailTitle', {
        caller: call.callerName || call.callerNumber,
        callee: call.calleeName || call.calleeNumber,
      })
    : '';
  return (
    <Drawer isOpen={!!call} onClose={onClose} title={title} size="520px" {...focusReturn}>
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
          {/* A line, not a NonIdealState: that one fills the drawer's height and centres its text out of sight. */}
          {files?.length === 0 ? (
            <p className={`${Classes.TEXT_MUTED} dc-cdr-no-files`} data-testid="cdr-no-files">
              {t('calldata.common.noFiles')}
            </p>
          ) : null}
          {files?.map((file) => (
            <div key={file.id} className="dc-cdr-file" data-kind={file.kind}>
              {/* Audio for recordings, video for video calls: signed Range URLs, so seeking works. */}
              <SignedMediaPlayer
                endpoint={cdrMediaUrl}
                fileId={file.id}
                kind={file.kind === 'video' ? 'video' : 'audio'}
                label={t(file.kind === 'video' ? 'calldata.cdr.videoPlayer' : 'calldata.cdr.audioPlayer')}
              />
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
