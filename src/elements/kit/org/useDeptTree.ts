import { useMemo } from 'react';
import { type DeptNode, deptTree } from '../../../contract/resources/dept';
import { useEndpointAnswer } from '../resource/useEndpointAnswer';
import { indexTree, type TreeIndex } from './deptTreeModel';

export interface DeptTreeState {
  roots: DeptNode[];
  index: TreeIndex;
  unassignedMemberCount: number;
  loading: boolean;
  error: string | null;
  reload(): void;
}

const NO_TREE = { nodes: [], unassignedMemberCount: 0 };

/** The enterprise's department tree from `/dept/tree`, with member counts per node. */
export function useDeptTree(): DeptTreeState {
  const { answer, loading, error, reload } = useEndpointAnswer(deptTree, {}, NO_TREE);
  const roots = answer.nodes;
  const index = useMemo(() => indexTree(roots), [roots]);
  // One object per answer: forms memoised on the tree must not reset on every render.
  return useMemo(
    () => ({ roots, index, unassignedMemberCount: answer.unassignedMemberCount, loading, error, reload }),
    [roots, index, answer, loading, error, reload],
  );
}
