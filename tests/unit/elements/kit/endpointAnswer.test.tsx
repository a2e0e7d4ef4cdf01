import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { attendanceDepartments } from '../../../../src/contract/apps/attendance';
import { deptTree } from '../../../../src/contract/resources/dept';
import { useAttendanceDepts } from '../../../../src/elements/attendance-list/useAttendanceDepts';
import { useDeptTree } from '../../../../src/elements/kit/org/useDeptTree';
import { createKitHarness, withCore } from '../elementTestHarness';

/*
 * The kit's loading of one endpoint's answer (src/elements/kit/resource/useEndpointAnswer.ts), as the
 * department tree and the attendance screen's departments use it: the answer, a failure's message, reload()
 * asking again, and an answer that comes after a newer request dropped.
 */

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup() {
  const harness = createKitHarness({ role: 'ENTERPRISE_CHILDUSER' });
  const wrapper = ({ children }: { children: ReactNode }) => withCore(harness.core, children);
  return { harness, wrapper };
}

const dept = (id: string, parentId: string | null) => ({
  id,
  name: id,
  parentId,
  sortOrder: 10,
  managerId: null,
  description: '',
  memberCount: 1,
  totalMemberCount: 1,
  children: [],
});

describe('useEndpointAnswer through useDeptTree', () => {
  afterEach(cleanup);

  it('loads the tree, shows a failure, and reload() asks again', async () => {
    const { harness, wrapper } = setup();
    const first = deferred<unknown>();
    harness.http.call.mockReturnValueOnce(first.promise);
    const { result } = renderHook(() => useDeptTree(), { wrapper });
    expect(result.current.loading).toBe(true);
    expect(harness.http.call).toHaveBeenCalledWith(deptTree, {});
    await act(async () => first.reject(new Error('网络错误')));
    expect(result.current).toMatchObject({ loading: false, error: '网络错误', roots: [] });

    harness.http.call.mockResolvedValueOnce({ nodes: [dept('hq', null)], unassignedMemberCount: 3 });
    await act(async () => result.current.reload());
    expect(harness.http.call).toHaveBeenCalledTimes(2);
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBeNull();
    expect(result.current.roots.map((node) => node.id)).toEqual(['hq']);
    expect(result.current.unassignedMemberCount).toBe(3);
    expect(result.current.index.byId.has('hq')).toBe(true);
  });

  it('drops an answer that arrives after a newer request began', async () => {
    const { harness, wrapper } = setup();
    const stale = deferred<unknown>();
    const fresh = deferred<unknown>();
    harness.http.call.mockReturnValueOnce(stale.promise).mockReturnValueOnce(fresh.promise);
    const { result } = renderHook(() => useDeptTree(), { wrapper });
    await act(async () => result.current.reload());
    await act(async () => fresh.resolve({ nodes: [dept('new', null)], unassignedMemberCount: 0 }));
    await act(async () => stale.resolve({ nodes: [dept('old', null)], unassignedMemberCount: 9 }));
    expect(result.current.roots.map((node) => node.id)).toEqual(['new']);
    expect(result.current.unassignedMemberCount).toBe(0);
  });
});

describe('useAttendanceDepts', () => {
  afterEach(cleanup);

  it("builds the picker's tree from /attendance/departments and keeps the time zone", async () => {
    const { harness, wrapper } = setup();
    harness.http.call.mockResolvedValueOnce({
      timeZone: 'Asia/Shanghai',
      records: [
        { id: 'hq', name: '总部', parentId: null, sortOrder: 1, hasOwnRule: true, memberCount: 2 },
        { id: 'ops', name: '运营部', parentId: 'hq', sortOrder: 2, hasOwnRule: false, memberCount: 5 },
      ],
    });
    const { result } = renderHook(() => useAttendanceDepts(), { wrapper });
    await act(async () => {});
    expect(harness.http.call).toHaveBeenCalledWith(attendanceDepartments, {});
    expect(result.current.loading).toBe(false);
    expect(result.current.timeZone).toBe('Asia/Shanghai');
    expect(result.current.tree.roots.map((node) => node.id)).toEqual(['hq']);
    expect(result.current.tree.roots[0].children.map((node) => node.id)).toEqual(['ops']);
    expect(result.current.byId.get('ops')?.memberCount).toBe(5);
  });
});
