import { Button } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type MediaRecord, mediaRecordMediaUrl } from '../../contract/calldata';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { SignedDownloadButton } from '../kit/record/SignedDownloadButton';
import { SignedMediaPlayer } from '../kit/record/SignedMediaPlayer';

/**
 * The clip being played, inline above the rows ("inline players"): a compact player in the page,
 * not an overlay, so the list stays in reach to pick the next clip.
 */
export function InlineClipPlayer({ clip, onClose }: { clip: MediaRecord; onClose(): void }) {
  const { t } = useTranslation();
  const label = t('calldata.mediaRecord.playerLabel', {
    name: clip.memberName,
    time: dayjs(clip.startTime).format(DATE_TIME_FORMAT),
  });
  return (
    <section className="dc-inline-player" part="inline-player" aria-label={label}>
      <SignedMediaPlayer
        endpoint={mediaRecordMediaUrl}
        fileId={clip.fileId}
        kind={clip.mediaType}
        className={clip.mediaType === 'video' ? 'dc-inline-video' : 'dc-inline-audio'}
        label={label}
        autoPlay
      />
      <span className="dc-inline-player-title">{label}</span>
      <SignedDownloadButton endpoint={mediaRecordMediaUrl} fileId={clip.fileId} small />
      <Button
        variant="minimal"
        size="small"
        icon={<CrossIcon />}
        aria-label={t('calldata.common.close')}
        onClick={onClose}
      />
    </section>
  );
}
