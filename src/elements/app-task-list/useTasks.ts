import { useCallback, useMemo } from 'react';
import { type AppTask, pageTasks, TASK_TOPIC, type TaskEvent } from '../../contract/apps/appTask';
import { useKitCore } from '../kit';
import type { PageSource } from '../kit/list/useResourceList';
import { useResourceList } from '../kit/list/useResourceList';
import { useRealtimeClient, useRealtimeTopic } from '../kit/realtime';
import type { PageQuery, PageResult } from '../kit/resource/resourceClient';
import { watched } from '../kit/resource/resourceClient';

/** The task grid's rows: `/task/page` with the filters, paging and sort of the grid. */
export function useTaskList(filters: Record<string, unknown>, pageSize?: number) {
  const { http } = useKitCore();
  const source = useMemo<PageSource<AppTask>>(
    () => ({
      page: (query: PageQuery, signal?: AbortSignal) =>
        watched(
          http.call(pageTasks, query as never, signal ? { signal } : {}) as Promise<PageResult<AppTask>>,
        ),
    }),
    [http],
  );
  return useResourceList(source, filters, {
    preset: 'grid',
    pageSize,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
}

/**
 * Task changes pushed on the `task` topic (every step and comment, from the console, the app or
 * the server) while mounted; `enabled` false (no `task:search`) opens no socket.
 */
export function useTaskEvents(enabled: boolean, listener: (event: TaskEvent) => void) {
  const client = useRealtimeClient(enabled);
  const stable = useCallback((event: TaskEvent) => listener(event), [listener]);
  useRealtimeTopic(client, TASK_TOPIC, stable);
  return client;
}
