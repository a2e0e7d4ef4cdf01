import { useCallback, useEffect, useMemo, useState } from 'react';
import { type DeptNode, deptTree } from '../../../contract/resources/dept';
import { useKitCore } from '../element/kitCore';
import { watched } from '../resource/resourceClient';
import { indexTree, type TreeIndex } from './deptTreeModel';

export interface DeptTreeState {
  roots: DeptNode[];
  index: TreeIndex;
  unassignedMemberCount: number;
  loading: boolean;
  error: string | null;
  reload(): void;
}

/** The enterprise's department tree from `/dept/tree`, with member counts per node. */
export function useDeptTree(): DeptTreeState {
  const { http } = useKitCore();
  const [roots, setRoots] = useState<DeptNode[]>([]);
  const [unassigned, setUnassigned] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is how reload() asks again.
  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    watched(http.call(deptTree, {})).then(
      (answer) => {
        if (!live) return;
        setRoots(answer.nodes);
        setUnassigned(answer.unassignedMemberCount);
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
  }, [http, generation]);

  const index = useMemo(() => indexTree(roots), [roots]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  // One object per answer: forms memoised on the tree must not reset on every render.
  return useMemo(
    () => ({ roots, index, unassignedMemberCount: unassigned, loading, error, reload }),
    [roots, index, unassigned, loading, error, reload],
  );
}
