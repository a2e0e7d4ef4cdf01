import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { broadcastFileMediaUrl } from '../../contract/resources/broadcastFile';
import { useSignedMediaUrl } from '../kit/media/useSignedMediaUrl';

export interface AudioPlayerBarProps {
  file: { id: string; name: string };
  onClose(): void;
}

/**
 * Plays a broadcast file in the browser through its short-lived signed URL (served with HTTP Range, so
 * seeking works); a URL that expired while paused is renewed on the player's error.
 */
export function AudioPlayerBar({ file, onClose }: AudioPlayerBarProps) {
  const { t } = useTranslation();
  const media = useSignedMediaUrl(broadcastFileMediaUrl, file.id);
  const renewed = useRef(false);
  return (
    <section className="dc-player" part="player" aria-label={t('elements.broadcast-file-list.player')}>
      <strong className="dc-player-name">
        {t('elements.broadcast-file-list.playing', { name: file.name })}
      </strong>
      {media.error ? (
        <Callout intent={Intent.DANGER} compact role="alert">
          {media.error}
        </Callout>
      ) : media.url ? (
        // biome-ignore lint/a11y/useMediaCaption: broadcast announcements are audio files without caption tracks.
        <audio
          key={media.url}
          src={media.url}
          controls
          autoPlay
          preload="metadata"
          data-testid="broadcast-audio"
          onPlaying={() => {
            renewed.current = false;
          }}
          onError={() => {
            if (renewed.current) return;
            renewed.current = true;
            media.renew();
          }}
        />
      ) : (
        <Spinner size={20} aria-label={t('common.loadingText')} />
      )}
      <Button
        variant="minimal"
        icon={<CrossIcon />}
        aria-label={t('elements.broadcast-file-list.closePlayer')}
        onClick={onClose}
      />
    </section>
  );
}
