import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EndpointDef, RequestOf, ResponseOf } from '../../../contract/endpoint';
import { type KitCore, useKitCore } from '../element/kitCore';
import { watched } from './resourceClient';

export interface Answered<T> {
  /** The last answer; `initial` until the first one arrives. */
  answer: T;
  loading: boolean;
  /** The failure's message (translated by the HTTP client), null after an answer. */
  error: string | null;
  /** Asks again. */
  reload(): void;
  /** Takes an answer a change gave, without asking again. */
  replace(answer: T): void;
}

/**
 * What `ask` answers, asked when the element mounts, whenever `key` changes and on reload(): the loading a
 * screen's reference data (a department tree, one enterprise) shares. A null `ask` asks nothing. An answer
 * that arrives after the element left, or after a newer request began, is dropped.
 */
export function useAnswer<T>(
  ask: ((http: KitCore['http']) => Promise<T>) | null,
  key: string,
  initial: T,
): Answered<T> {
  const { http } = useKitCore();
  const [answer, setAnswer] = useState<T>(initial);
  const [loading, setLoading] = useState(ask !== null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // The caller's function is new on every render; the request follows `key`, not its identity.
  const asking = useRef(ask);
  asking.current = ask;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the request, `generation` is how reload() asks again.
  useEffect(() => {
    const current = asking.current;
    if (!current) {
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    setError(null);
    watched(current(http)).then(
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
  }, [http, key, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return useMemo(
    () => ({ answer, loading, error, reload, replace: setAnswer }),
    [answer, loading, error, reload],
  );
}

/** One endpoint's answer (see useAnswer); the request is the endpoint with this payload. */
export function useEndpointAnswer<E extends EndpointDef>(
  endpoint: E,
  payload: RequestOf<E>,
  initial: ResponseOf<E>,
): Answered<ResponseOf<E>> {
  const key = `${endpoint.method} ${endpoint.path} ${JSON.stringify(payload ?? null)}`;
  return useAnswer((http) => http.call(endpoint, payload), key, initial);
}
