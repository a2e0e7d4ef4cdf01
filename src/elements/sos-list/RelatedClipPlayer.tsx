import { Spinner } from '@blueprintjs/core';
import type { EndpointDef } from '../../contract/endpoint';
import { useFileUrl } from '../cdr-list/record/useFileUrl';

export interface RelatedClipPlayerProps {
  /** The record family's `mediaUrl` endpoint (PTT bursts, clips): it signs the file's URL. */
  endpoint: EndpointDef;
  fileId: string;
  kind: 'audio' | 'video';
  label: string;
}

/**
 * A linked burst or clip, played through the same short-lived signed Range URL as the call players
 * (ARCHITECTURE §3 media), so seeking works and no token sits in the page.
 */
export function RelatedClipPlayer({ endpoint, fileId, kind, label }: RelatedClipPlayerProps) {
  const url = useFileUrl(endpoint, fileId);
  if (!url) return <Spinner size={20} />;
  return kind === 'video' ? (
    // biome-ignore lint/a11y/useMediaCaption: terminal clips have no captions
    <video
      className="dc-cdr-video"
      part="video-player"
      controls
      preload="metadata"
      src={url}
      aria-label={label}
    />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: PTT bursts and audio clips have no captions
    <audio
      className="dc-cdr-audio"
      part="audio-player"
      controls
      preload="metadata"
      src={url}
      aria-label={label}
    />
  );
}
