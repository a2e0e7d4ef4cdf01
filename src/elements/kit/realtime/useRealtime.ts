import { useEffect, useState } from 'react';
import { useKitCore } from '../element/kitCore';
import { acquirePageRealtime } from './pageRealtime';
import type { RealtimeClient } from './RealtimeClient';

/**
 * Holds the page's real-time client while the component is mounted (components observe its status).
 * With `enabled` false it holds nothing and answers null: a view whose session may not hear its topic
 * opens no socket for it.
 */
export function useRealtimeClient(enabled = true): RealtimeClient | null {
  const core = useKitCore();
  const [client, setClient] = useState<RealtimeClient | null>(null);
  useEffect(() => {
    if (!enabled) {
      setClient(null);
      return;
    }
    const held = acquirePageRealtime(core);
    setClient(held.client);
    return () => held.release();
  }, [core, enabled]);
  return client;
}

/** Calls `listener` for every message of `topic` while mounted. */
export function useRealtimeTopic<T>(
  client: RealtimeClient | null,
  topic: string,
  listener: (data: T) => void,
): void {
  useEffect(() => {
    if (!client) return;
    return client.subscribe<T>(topic, listener);
  }, [client, topic, listener]);
}
