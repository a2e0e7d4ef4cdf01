import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EndpointDef, RequestOf, ResponseOf } from '../../../contract/endpoint';
import { useKitCore } from '../element/kitCore';
import { watched } from './resourceClient';

export interface EndpointAnswer<T> {
  /** The last answer; `initial` until the first one arrives. */
  answer: T;
  loading: boolean;
  /** The failure's message (translated by the HTTP client), null after an answer. */
  error: string | null;
  /** Asks again. */
  reload(): void;
}

/**
 * One endpoint's answer, asked when the element mounts and again on reload(): the loading a screen's
 * reference data (a department tree, say) shares. An answer that arrives after the element left, or after
 * a newer request began, is dropped.
 */
export function useEndpointAnswer<E extends EndpointDef>(
  endpoint: E,
  payload: RequestOf<E>,
  initial: ResponseOf<E>,
): EndpointAnswer<ResponseOf<E>> {
  const { http } = useKitCore();
  const [answer, setAnswer] = useState<ResponseOf<E>>(initial);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // The payload by value: a literal written in the caller's render is a new object every time.
  const payloadKey = JSON.stringify(payload ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is how reload() asks again; the payload is followed by its key.
  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    watched(http.call(endpoint, payload)).then(
      (answered) => {
        if (!live) return;
        setAnswer(answered);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [http, endpoint, payloadKey, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return useMemo(() => ({ answer, loading, error, reload }), [answer, loading, error, reload]);
}
