import { useEffect, useState } from 'react';
import { useKitCore } from '../element/kitCore';
import { acquirePageRealtime } from './pageRealtime';
import type { RealtimeClient } from './RealtimeClient';

/** Holds the page's real-time client while the component is mounted (components observe its status). */
export function useRealtimeClient(): RealtimeClient | null {
  const core = useKitCore();
  const [client, setClient] = useState<RealtimeClient | null>(null);
  useEffect(() => {
    const held = acquirePageRealtime(core);
    setClient(held.client);
    return () => held.release();
  }, [core]);
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
