import { useEffect, useState } from 'react';
import type { EndpointDef } from '../../../contract/endpoint';
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { useKitCore } from '../../kit';
import { resolveMediaUrl } from '../../kit/media/useSignedMediaUrl';

interface SignedUrl {
  url: string;
  expiresAt: number;
}

/** Asks a call-data `mediaUrl` endpoint (`{fileId, download}`) for a signed URL and resolves it against apiBase. */
export async function signFileUrl(
  call: (endpoint: EndpointDef, payload: unknown) => Promise<unknown>,
  endpoint: EndpointDef,
  fileId: string,
  download = false,
): Promise<string> {
  const signed = (await call(endpoint, { fileId, download })) as SignedUrl;
  return resolveMediaUrl(signed.url, getRuntimeConfig());
}

/**
 * The signed URL of one call-data file for `<audio>`/`<video>`/`<img>` (the kit's useSignedMediaUrl asks
 * `{id}`; these endpoints take `{fileId}`). Null until known.
 */
export function useFileUrl(endpoint: EndpointDef, fileId: string | null): string | null {
  const { http } = useKitCore();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!fileId) return;
    let live = true;
    signFileUrl((e, p) => http.call(e, p as never), endpoint, fileId).then(
      (signed) => live && setUrl(signed),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http, endpoint, fileId]);
  return url;
}
