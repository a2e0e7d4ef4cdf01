import { useCallback, useEffect, useState } from 'react';
import type { EndpointDef } from '../../../contract/endpoint';
import { getRuntimeConfig, resolveApiUrl } from '../../../core/config/runtimeConfig';
import { useKitCore } from '../element/kitCore';
import { watched } from '../resource/resourceClient';

interface SignedUrl {
  url: string;
  expiresAt: number;
}

/** A signed media path (`/api/media/…`) as the browser loads it: against `apiBase` when one is set. */
export const resolveMediaUrl = resolveApiUrl;

/** Asks for a fresh signed URL a little before the current one expires. */
const RENEW_MARGIN_MS = 30_000;

export interface SignedMediaUrl {
  /** The URL to put in `<img src>` / `<audio src>`; null until known (or when `id` is null). */
  url: string | null;
  error: string | null;
  /** Fetches a new URL now (after a playback error, say). */
  renew(): void;
}

/**
 * docs/protocol.md media: `<audio>` and `<img>` cannot send headers, so the element asks the resource's
 * `mediaUrl` endpoint for a short-lived signed URL, and renews it before it expires.
 */
export function useSignedMediaUrl(
  endpoint: EndpointDef,
  id: string | null,
  now: () => number = Date.now,
): SignedMediaUrl {
  const { http } = useKitCore();
  const [signed, setSigned] = useState<SignedUrl | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is how renew() asks again.
  useEffect(() => {
    setSigned(null);
    setError(null);
    if (!id) return;
    let live = true;
    watched(http.call(endpoint, { id }) as Promise<SignedUrl>).then(
      (answer) => live && setSigned(answer),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [http, endpoint, id, generation]);

  useEffect(() => {
    if (!signed) return;
    const timer = setTimeout(
      () => setGeneration((value) => value + 1),
      Math.max(1_000, signed.expiresAt - now() - RENEW_MARGIN_MS),
    );
    return () => clearTimeout(timer);
  }, [signed, now]);

  const renew = useCallback(() => setGeneration((value) => value + 1), []);
  return { url: signed ? resolveMediaUrl(signed.url, getRuntimeConfig()) : null, error, renew };
}
