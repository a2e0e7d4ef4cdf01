import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { listBackups } from '../../contract/operations';
import { useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

export type BackupListAnswer = z.infer<typeof listBackups.response>;

/** The stored backups with the running engine, schema version and retention; reloads on demand. */
export function useBackups() {
  const { http } = useKitCore();
  const [answer, setAnswer] = useState<BackupListAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setAnswer((await watched(http.call(listBackups, {}))) as BackupListAnswer);
      setFailed(false);
    } catch {
      // The HTTP client showed why; the screen offers a retry.
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [http]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { answer, loading, failed, reload };
}
