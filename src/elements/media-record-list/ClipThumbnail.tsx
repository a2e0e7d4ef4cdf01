import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaRecord } from '../../contract/calldata';
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { resolveMediaUrl } from '../kit/media/useSignedMediaUrl';
import type { ThumbnailUrlBatcher } from './thumbnailUrls';

/** The still of a video clip, its URL signed together with the other thumbnails in view. */
export function ClipThumbnail({ clip, batcher }: { clip: MediaRecord; batcher: ThumbnailUrlBatcher }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!clip.thumbnailFileId) return;
    let live = true;
    batcher.url(clip.thumbnailFileId).then(
      (signed) => live && setUrl(signed ? resolveMediaUrl(signed, getRuntimeConfig()) : null),
      // The HTTP client has shown why; the cell stays empty.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [batcher, clip.thumbnailFileId]);
  return url ? (
    <img
      className="dc-thumb"
      src={url}
      alt={t('calldata.mediaRecord.thumbnail', { name: clip.memberName })}
    />
  ) : null;
}
