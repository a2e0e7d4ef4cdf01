import { useMemo } from 'react';
import { type AttendanceDept, attendanceDepartments } from '../../contract/apps/attendance';
import type { DeptNode } from '../../contract/resources/dept';
import { indexTree, type TreeIndex } from '../kit/org/deptTreeModel';
import { useEndpointAnswer } from '../kit/resource/useEndpointAnswer';

export interface AttendanceDepts {
  /** The departments as the department picker takes them. */
  tree: { roots: DeptNode[]; index: TreeIndex };
  byId: ReadonlyMap<string, AttendanceDept>;
  timeZone: string;
  loading: boolean;
  error: string | null;
  reload(): void;
}

const NO_DEPARTMENTS = { records: [], timeZone: 'UTC' };

function treeOf(records: readonly AttendanceDept[]): DeptNode[] {
  const nodes = new Map<string, DeptNode>(
    records.map((dept) => [
      dept.id,
      {
        id: dept.id,
        name: dept.name,
        parentId: dept.parentId,
        sortOrder: dept.sortOrder,
        managerId: null,
        description: '',
        memberCount: dept.memberCount,
        totalMemberCount: dept.memberCount,
        children: [],
      },
    ]),
  );
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * The enterprise's departments from `/attendance/departments` (readable with `attendance:search`, so a
 * sub-user without the department screen still gets them), and the platform's time zone.
 */
export function useAttendanceDepts(): AttendanceDepts {
  const { answer, loading, error, reload } = useEndpointAnswer(attendanceDepartments, {}, NO_DEPARTMENTS);
  const { records, timeZone } = answer;
  const tree = useMemo(() => {
    const roots = treeOf(records);
    return { roots, index: indexTree(roots) };
  }, [records]);
  const byId = useMemo(() => new Map(records.map((dept) => [dept.id, dept])), [records]);
  return useMemo(
    () => ({ tree, byId, timeZone, loading, error, reload }),
    [tree, byId, timeZone, loading, error, reload],
  );
}
