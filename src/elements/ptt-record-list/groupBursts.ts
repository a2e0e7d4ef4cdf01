import type { PttRecord } from '../../contract/calldata';
import type { PageQuery, PageResult } from '../kit/resource/resourceClient';

/** Bursts fetched per request while a group plays: a few minutes of talk, never the whole range at once. */
const GROUP_BURST_PAGE_SIZE = 50;

/**
 * The page request of a group's bursts: that group, oldest first, within the time range the screen shows
 * (`<timeParam>From/To`) and nothing else — a talker or emergency filter narrows the grid, not the group's
 * conversation ("play a group's talk bursts in sequence").
 */
export function groupBurstQuery(
  screenQuery: Record<string, unknown>,
  timeParam: string,
  groupName: string,
  pageNum: number,
  pageSize = GROUP_BURST_PAGE_SIZE,
): PageQuery {
  const query: PageQuery = { groupName, pageNum, pageSize, sort: timeParam, order: 'asc' };
  for (const bound of [`${timeParam}From`, `${timeParam}To`])
    if (screenQuery[bound] !== undefined) query[bound] = screenQuery[bound];
  return query;
}

export interface QueuedBurst {
  burst: PttRecord;
  /** 0-based position in the group's bursts of the range. */
  index: number;
  /** How many bursts the group has in the range (as the first page answered). */
  total: number;
}

/**
 * The group's bursts one by one, fetching the next page only when the previous one has been played through,
 * so a long range starts at once and holds one page in memory. Ends after the last page.
 */
export async function* groupBursts(
  fetchPage: (pageNum: number) => Promise<PageResult<PttRecord>>,
  pageSize = GROUP_BURST_PAGE_SIZE,
): AsyncGenerator<QueuedBurst> {
  let index = 0;
  let total = Number.POSITIVE_INFINITY;
  for (let pageNum = 1; index < total; pageNum += 1) {
    const page = await fetchPage(pageNum);
    // The total can move while we play (new bursts arrive); the first answer is the one shown.
    if (pageNum === 1) total = page.total;
    for (const burst of page.records) {
      if (index >= total) return;
      yield { burst, index, total };
      index += 1;
    }
    if (page.records.length < pageSize) return;
  }
}
