import { useCallback, useEffect, useState } from 'react';
import { type AppVersion, appVersionEnterprises, appVersionPage } from '../../contract/apps';
import { useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

export interface RolloutEnterprise {
  id: string;
  name: string;
  prefix: string;
}

/** ADMIN: the versions (newest code first, filtered by platform) and the enterprises to roll out to. */
export function useVersions(platform: string) {
  const { http } = useKitCore();
  const [versions, setVersions] = useState<AppVersion[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [enterprises, setEnterprises] = useState<RolloutEnterprise[]>([]);
  const reload = useCallback(async () => {
    try {
      const answer = (await watched(
        http.call(appVersionPage, {
          pageNum: 1,
          pageSize: 500,
          ...(platform ? { platform: platform as AppVersion['platform'] } : {}),
        }),
      )) as { records: AppVersion[] };
      setVersions(answer.records);
      setFailed(false);
    } catch {
      // The HTTP client showed why; the screen offers a retry.
      setFailed(true);
    }
  }, [http, platform]);
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    http
      .call(appVersionEnterprises, {})
      .then((answer) => setEnterprises((answer as { records: RolloutEnterprise[] }).records))
      .catch(() => {
        // The HTTP client showed why; the rollout list stays empty.
      });
  }, [http]);
  return { versions, failed, reload, enterprises };
}
