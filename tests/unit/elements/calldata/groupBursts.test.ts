// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { PttRecord } from '../../../../src/contract/calldata';
import type { PageResult } from '../../../../src/elements/kit/resource/resourceClient';
import { groupBurstQuery, groupBursts } from '../../../../src/elements/ptt-record-list/groupBursts';
import { sampleBurst } from './sampleBurst';

const burst = sampleBurst;

/** A server holding `total` bursts, answering pages of `pageSize`. */
function pagedServer(total: number, pageSize: number) {
  return vi.fn(
    async (pageNum: number): Promise<PageResult<PttRecord>> => ({
      records: Array.from(
        { length: Math.max(0, Math.min(pageSize, total - (pageNum - 1) * pageSize)) },
        (_, index) => burst((pageNum - 1) * pageSize + index),
      ),
      total,
    }),
  );
}

describe('a group played in sequence', () => {
  it('asks for that group, oldest first, in the screen time range only (talker and emergency filters left out)', () => {
    const screen = {
      startTimeFrom: 10,
      startTimeTo: 20,
      talker: '8001',
      emergency: true,
      groupName: 'Other',
      pageNum: 7,
      pageSize: 500,
      sort: 'durationMs',
      order: 'desc',
    };
    expect(groupBurstQuery(screen, 'startTime', 'Patrol', 3, 50)).toEqual({
      groupName: 'Patrol',
      startTimeFrom: 10,
      startTimeTo: 20,
      pageNum: 3,
      pageSize: 50,
      sort: 'startTime',
      order: 'asc',
    });
  });

  it('an open time range sends no bounds', () => {
    expect(groupBurstQuery({}, 'startTime', 'Patrol', 1, 50)).toEqual({
      groupName: 'Patrol',
      pageNum: 1,
      pageSize: 50,
      sort: 'startTime',
      order: 'asc',
    });
  });

  it('plays every burst of the range, past the first 100, in order with its position of the total', async () => {
    const fetchPage = pagedServer(230, 50);
    const seen: string[] = [];
    for await (const item of groupBursts(fetchPage, 50)) {
      expect(item.total).toBe(230);
      expect(item.index).toBe(seen.length);
      seen.push(item.burst.id);
    }
    expect(seen).toEqual(Array.from({ length: 230 }, (_, n) => String(n)));
    expect(fetchPage.mock.calls.map(([pageNum]) => pageNum)).toEqual([1, 2, 3, 4, 5]);
  });

  it('fetches the next page only once the bursts before it have been played', async () => {
    const fetchPage = pagedServer(120, 50);
    const bursts = groupBursts(fetchPage, 50);
    for (let n = 0; n < 50; n += 1) await bursts.next();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect((await bursts.next()).value?.burst.id).toBe('50');
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stopping early fetches nothing more', async () => {
    const fetchPage = pagedServer(500, 50);
    for await (const item of groupBursts(fetchPage, 50)) if (item.index === 2) break;
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('a group with no bursts in the range yields nothing after one request', async () => {
    const fetchPage = pagedServer(0, 50);
    const seen = [];
    for await (const item of groupBursts(fetchPage, 50)) seen.push(item);
    expect(seen).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('bursts that arrive while playing do not push the sequence past the total first announced', async () => {
    let total = 60;
    const fetchPage = vi.fn(async (pageNum: number): Promise<PageResult<PttRecord>> => {
      const answer = {
        records: Array.from({ length: 50 }, (_, index) => burst((pageNum - 1) * 50 + index)),
        total,
      };
      total += 40;
      return answer;
    });
    let count = 0;
    for await (const _item of groupBursts(fetchPage, 50)) count += 1;
    expect(count).toBe(60);
  });
});
