import { useMemo } from 'react';
import { type Member, memberResource } from '../../../contract/resources/member';
import { useResourceList } from '../list/useResourceList';
import { useResourceClient } from '../resource/useResourceClient';

/** Members shown as candidates in a picker. */
const CANDIDATES_PER_PAGE = 100;

/** A page of members matching a keyword and (with its sub-departments) a department. */
export function useMemberSearch(keyword: string, deptId: string | null) {
  const client = useResourceClient<Member>(memberResource);
  const filters = useMemo(
    () => ({ keyword: keyword.trim(), ...(deptId ? { deptTree: deptId } : {}) }),
    [keyword, deptId],
  );
  return useResourceList(client, filters, {
    preset: 'table',
    pageSize: CANDIDATES_PER_PAGE,
    defaultSort: memberResource.defaultSort,
  });
}
