import { Spinner } from '@blueprintjs/core';
import { type RefCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointDef } from '../../../contract/endpoint';
import { useKitCore } from '..';
import { watched } from '../resource/resourceClient';
import { SignedMediaSource } from './signedMediaSource';
import { signFile } from './signFile';

/** Where a signed player stands: its first URL on the way, playable, or not playable at all. */
type SignedMediaState = 'signing' | 'ready' | 'failed';

/**
 * Drives the `<audio>`/`<video>` given to `ref` with the signed URL of one call-data file, re-signed when
 * the URL has expired (./signedMediaSource.ts). The element's `src` is the mechanism's: do not set it.
 */
function useSignedMediaSource(
  endpoint: EndpointDef,
  fileId: string,
): { ref: RefCallback<HTMLMediaElement>; state: SignedMediaState } {
  const { http } = useKitCore();
  const [element, setElement] = useState<HTMLMediaElement | null>(null);
  const [state, setState] = useState<SignedMediaState>('signing');
  useEffect(() => {
    setState('signing');
    if (!element) return;
    const source = new SignedMediaSource(element, {
      sign: () => signFile((e, p) => watched(http.call(e, p as never)), endpoint, fileId),
      onFailure: () => setState('failed'),
    });
    source.start().then(
      () => setState((now) => (now === 'signing' ? 'ready' : now)),
      () => setState('failed'),
    );
    return () => source.detach();
  }, [element, http, endpoint, fileId]);
  return { ref: setElement, state };
}

export interface SignedMediaPlayerProps {
  /** The record family's `mediaUrl` endpoint (`{fileId, download}`): it signs the file's URL. */
  endpoint: EndpointDef;
  fileId: string;
  kind: 'audio' | 'video';
  /** The player's accessible name. */
  label: string;
  /** The class of the `<audio>`/`<video>` element; `dc-cdr-audio` / `dc-cdr-video` by default. */
  className?: string;
  /** Starts playing once loaded (otherwise only the metadata is fetched, for the duration and seeking). */
  autoPlay?: boolean;
}

function Player({ endpoint, fileId, kind, label, className, autoPlay }: SignedMediaPlayerProps) {
  const { t } = useTranslation();
  const { ref, state } = useSignedMediaSource(endpoint, fileId);
  const shared = {
    ref,
    className: className ?? `dc-cdr-${kind}`,
    part: `${kind}-player`,
    controls: true,
    autoPlay,
    preload: autoPlay ? undefined : 'metadata',
    hidden: state !== 'ready',
    'aria-label': label,
  };
  return (
    <>
      {state === 'signing' ? <Spinner size={20} /> : null}
      {state === 'failed' ? (
        <p className="dc-media-failed" role="alert">
          {t('calldata.common.playbackFailed')}
        </p>
      ) : null}
      {kind === 'video' ? <video {...shared} /> : <audio {...shared} />}
    </>
  );
}

/**
 * A call-data file's player through short-lived signed Range URLs (docs/protocol.md media), so seeking works,
 * no token sits in the page, and a player left paused past the URL's 10 minutes still plays and seeks.
 * One element per file: another file is another element, never a source swapped under a playing one.
 */
export function SignedMediaPlayer(props: SignedMediaPlayerProps) {
  return <Player key={`${props.kind}:${props.fileId}`} {...props} />;
}
