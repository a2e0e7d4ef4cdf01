import { useCallback, useEffect, useState } from 'react';
import { type CronTask, listCronTasks } from '../../contract/operations';
import { useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

/** The scheduled tasks with their next runs and last run; reloads on demand. */
export function useCronTasks() {
  const { http } = useKitCore();
  const [tasks, setTasks] = useState<CronTask[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      const answer = (await watched(http.call(listCronTasks, {}))) as { records: CronTask[] };
      setTasks(answer.records);
      setFailed(false);
    } catch {
      // The HTTP client showed why; the screen offers a retry.
      setFailed(true);
    }
  }, [http]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { tasks, failed, reload };
}
