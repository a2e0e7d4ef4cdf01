import { useCallback, useEffect, useState } from 'react';
import { type TaskLogEntry, taskLog } from '../../contract/apps/appTask';
import { useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

/**
 * A task's log: loaded when the task opens, then followed by the entries pushed live (`add`), each once
 * (an entry can arrive both in the answer and on the socket).
 */
export function useTaskLog(taskId: string | null) {
  const { http } = useKitCore();
  const [entries, setEntries] = useState<TaskLogEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    if (!taskId) return;
    try {
      const answer = await watched(http.call(taskLog, { id: taskId }));
      setEntries((current) => merge(answer.records, current ?? []));
      setFailed(false);
    } catch {
      // The HTTP client showed why; the drawer offers a retry.
      setFailed(true);
    }
  }, [http, taskId]);
  useEffect(() => {
    setEntries(null);
    void load();
  }, [load]);
  const add = useCallback(
    (entry: TaskLogEntry) => {
      if (entry.taskId !== taskId) return;
      setEntries((current) => merge(current ?? [], [entry]));
    },
    [taskId],
  );
  return { entries, failed, reload: load, add };
}

function merge(a: readonly TaskLogEntry[], b: readonly TaskLogEntry[]): TaskLogEntry[] {
  const byId = new Map<string, TaskLogEntry>();
  for (const entry of [...a, ...b]) byId.set(entry.id, entry);
  return [...byId.values()].sort((x, y) => Number(x.id) - Number(y.id));
}
