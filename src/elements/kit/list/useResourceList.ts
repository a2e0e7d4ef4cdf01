import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isCancel } from '../../../core/http/httpError';
import { type GridPreset, pageSizeFor } from '../grid/gridPresets';
import type { PageQuery, PageResult, SortOrder } from '../resource/resourceClient';
import { useTokenGeneration } from '../session/SessionScope';

export interface SortState {
  field: string;
  order: SortOrder;
}

/** Anything that answers a page: a resource client, or a screen's own function. */
export interface PageSource<Row> {
  page(query: PageQuery, signal?: AbortSignal): Promise<PageResult<Row>>;
}

export interface ResourceListOptions {
  preset?: GridPreset;
  pageSize?: number;
  defaultSort?: SortState;
}

export interface ResourceListState<Row> {
  rows: Row[];
  total: number;
  /** false when `total` is only "more than" (the server's bound); the pager then pages without a count. */
  totalExact: boolean;
  loading: boolean;
  /** The failure's message (already translated by the HTTP client); null when the last call succeeded. */
  error: string | null;
  /** The page shown: 1, 2, … from the start, or -1, -2, … from the end (the last page of an uncounted list). */
  pageNum: number;
  pageSize: number;
  sort: SortState | undefined;
  /** The filters of the last request (what an export of "the rows shown" sends). */
  query: PageQuery;
  setPage(pageNum: number, pageSize?: number): void;
  setSort(sort: SortState | undefined): void;
  reload(): void;
  /**
   * Filters submitted (all of them, as given to the hook). Answers true when they changed — the caller then
   * keeps them and the list goes to page 1 by itself; the same filters again ("Search" pressed to see
   * what is new) run the query again from page 1 and answer false.
   */
  submit(filters: Record<string, unknown>): boolean;
}

/** Filters without their empty values: '' and undefined are "no filter", not "equal to nothing". */
function activeFilters(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/**
 * Paging, sorting and filter state of a server-paged list and its calls (docs/behaviour.md#entities: `pageNum`/`pageSize`
 * → `records`/`total`). A filter change goes back to page 1; an answer to a superseded request is dropped.
 */
export function useResourceList<Row>(
  source: PageSource<Row>,
  filters: Record<string, unknown>,
  options: ResourceListOptions = {},
): ResourceListState<Row> {
  const preset = options.preset ?? 'grid';
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(() => pageSizeFor(preset, options.pageSize));
  // A host that changes the element's `page-size` attribute later (a framework binding it) is followed.
  const requestedSize = pageSizeFor(preset, options.pageSize);
  const followedSize = useRef(requestedSize);
  useEffect(() => {
    if (followedSize.current === requestedSize) return;
    followedSize.current = requestedSize;
    setPageSize(requestedSize);
    setPageNum(1);
  }, [requestedSize]);
  const [sort, setSortState] = useState<SortState | undefined>(options.defaultSort);
  const [result, setResult] = useState<PageResult<Row>>({ records: [], total: 0 });
  // How the page is reached besides its number: a cursor of the page shown, or "the last page". Not part of
  // `query` (an export of the rows shown sends the filters only).
  const [reach, setReach] = useState<{ cursor?: string; last?: boolean } | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // A fresh token for the same account (a portal renewing it) loads the page again, rows kept meanwhile.
  const tokenGeneration = useTokenGeneration();

  const filterKey = JSON.stringify(activeFilters(filters));
  const previousFilterKey = useRef(filterKey);
  const query = useMemo<PageQuery>(
    () => ({
      pageNum: Math.max(1, pageNum),
      pageSize,
      ...(sort ? { sort: sort.field, order: sort.order } : {}),
      ...(JSON.parse(filterKey) as Record<string, unknown>),
    }),
    [pageNum, pageSize, sort, filterKey],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` (reload()) and `tokenGeneration` re-run the same query.
  useEffect(() => {
    // A new filter starts again from page 1 (the effect re-runs with pageNum 1).
    if (previousFilterKey.current !== filterKey) {
      previousFilterKey.current = filterKey;
      if (pageNum !== 1 || reach) {
        setReach(undefined);
        setPageNum(1);
        return;
      }
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    source.page(reach ? { ...query, ...reach } : query, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setResult(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted || isCancel(failure)) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // `source` identity is the caller's to keep stable.
  }, [source, query, filterKey, pageNum, reach, generation, tokenGeneration]);

  const setPage = useCallback(
    (nextPage: number, nextSize?: number) => {
      if (nextSize !== undefined) {
        setPageSize(nextSize);
        setReach(undefined);
        setPageNum(1);
        return;
      }
      // The page beside the one shown is read from its cursor (no offset to skip); -1 is the last page of a
      // list counted only up to a bound, read backwards; page 1 and a typed page by number.
      const page = nextPage < 0 ? nextPage : Math.max(1, nextPage);
      if (page !== 1 && page === pageNum + 1 && result.next) setReach({ cursor: result.next });
      else if (page !== 1 && page === pageNum - 1 && result.prev) setReach({ cursor: result.prev });
      else if (page === -1) setReach({ last: true });
      else setReach(undefined);
      setPageNum(page);
    },
    [pageNum, result],
  );
  const setSort = useCallback((next: SortState | undefined) => {
    setSortState(next);
    setReach(undefined);
    setPageNum(1);
  }, []);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const submit = useCallback(
    (next: Record<string, unknown>) => {
      if (JSON.stringify(activeFilters(next)) !== previousFilterKey.current) return true;
      setReach(undefined);
      if (pageNum !== 1) setPageNum(1);
      else setGeneration((value) => value + 1);
      return false;
    },
    [pageNum],
  );

  return {
    rows: result.records,
    total: result.total,
    totalExact: result.totalExact !== false,
    loading,
    error,
    pageNum,
    pageSize,
    sort,
    query,
    setPage,
    setSort,
    reload,
    submit,
  };
}
