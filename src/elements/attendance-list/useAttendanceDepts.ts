import { useCallback, useEffect, useMemo, useState } from 'react';
import { type AttendanceDept, attendanceDepartments } from '../../contract/apps/attendance';
import type { DeptNode } from '../../contract/resources/dept';
import { useKitCore } from '../kit';
import { indexTree, type TreeIndex } from '../kit/org/deptTreeModel';
import { watched } from '../kit/resource/resourceClient';

export interface AttendanceDepts {
  /** The departments as the department picker takes them. */
  tree: { roots: DeptNode[]; index: TreeIndex };
  byId: ReadonlyMap<string, AttendanceDept>;
  timeZone: string;
  loading: boolean;
  error: string | null;
  reload(): void;
}

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
  const { http } = useKitCore();
  const [records, setRecords] = useState<AttendanceDept[]>([]);
  const [timeZone, setTimeZone] = useState('UTC');
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is how reload() asks again.
  useEffect(() => {
    let live = true;
    setLoading(true);
    watched(http.call(attendanceDepartments, {})).then(
      (answer) => {
        if (!live) return;
        setRecords(answer.records);
        setTimeZone(answer.timeZone);
        setError(null);
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

  const tree = useMemo(() => {
    const roots = treeOf(records);
    return { roots, index: indexTree(roots) };
  }, [records]);
  const byId = useMemo(() => new Map(records.map((dept) => [dept.id, dept])), [records]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return useMemo(
    () => ({ tree, byId, timeZone, loading, error, reload }),
    [tree, byId, timeZone, loading, error, reload],
  );
}
