import { useEffect, useState } from 'react';
import { type CallGroup, callGroupResource } from '../../contract/resources/callGroup';
import { useCan } from '../kit';
import { useResourceClient } from '../kit/resource/useResourceClient';

/** The enterprise's call groups (a few dozen at most) for the pickers; none without `callgroup:search`. */
export function useCallGroups(): CallGroup[] {
  const client = useResourceClient<CallGroup>(callGroupResource);
  const allowed = useCan('callgroup:search');
  const [groups, setGroups] = useState<CallGroup[]>([]);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    client.page({ pageNum: 1, pageSize: 500, sort: 'number', order: 'asc' }).then(
      (answer) => {
        if (live) setGroups(answer.records);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, allowed]);
  return groups;
}
