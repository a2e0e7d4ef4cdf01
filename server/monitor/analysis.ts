import type { Kysely } from 'kysely';
import type { Analysis, AnalysisPeriod } from '../../src/contract/monitor';
import type { Database } from '../db/schema';
import { type BucketRow, bucketed, busiest } from './callDataQueries';
import type { CallDataTables } from './callDataTables';
import { startOfDay } from './scopeFigures';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** docs/behaviour.md#screens-and-routes analysis view: today by hour, or the last 7 / 30 days (today included) by day. */
function periodRange(period: AnalysisPeriod, now: number) {
  const today = startOfDay(now);
  if (period === 'today')
    return { from: today, to: today + DAY_MS, bucket: 'hour' as const, bucketMs: HOUR_MS };
  const days = period === '7d' ? 7 : 30;
  return { from: today - (days - 1) * DAY_MS, to: today + DAY_MS, bucket: 'day' as const, bucketMs: DAY_MS };
}

/** Every bucket of the period, empty ones as zeros, so a chart's axis never skips an hour or a day. */
function fillBuckets(rows: readonly BucketRow[], range: { from: number; to: number; bucketMs: number }) {
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  const count = Math.round((range.to - range.from) / range.bucketMs);
  return Array.from({ length: count }, (_, index) => {
    const row = byBucket.get(index);
    return {
      at: range.from + index * range.bucketMs,
      n: row?.n ?? 0,
      answered: row?.answered ?? 0,
      seconds: row?.seconds ?? 0,
    };
  });
}

/** Calls per hour/day, answer rate, average duration, busiest groups and talkers, PTT use. */
export async function analysisOf(
  db: Kysely<Database>,
  tables: CallDataTables,
  enterpriseId: string | null,
  period: AnalysisPeriod,
  now: number,
): Promise<Analysis> {
  const range = periodRange(period, now);
  const { calls, ptt } = tables;
  const [callRows, pttRows, groups, talkers] = await Promise.all([
    calls ? bucketed(db, calls, enterpriseId, range) : Promise.resolve([]),
    ptt ? bucketed(db, ptt, enterpriseId, range) : Promise.resolve([]),
    // PTT is group talk: its groups and talkers are the busiest; without PTT data, the calls' own columns.
    ptt?.columns.group
      ? busiest(db, ptt, ptt.columns.group, enterpriseId, range)
      : calls
        ? busiest(db, calls, calls.columns.group, enterpriseId, range)
        : Promise.resolve([]),
    ptt?.columns.talker
      ? busiest(db, ptt, ptt.columns.talker, enterpriseId, range)
      : calls
        ? busiest(db, calls, calls.columns.talker, enterpriseId, range)
        : Promise.resolve([]),
  ]);
  const callBuckets = fillBuckets(callRows, range);
  const pttBuckets = fillBuckets(pttRows, range);
  const totalCalls = callBuckets.reduce((sum, b) => sum + b.n, 0);
  const answered = callBuckets.reduce((sum, b) => sum + b.answered, 0);
  const talkSeconds = callBuckets.reduce((sum, b) => sum + b.seconds, 0);
  return {
    period,
    from: range.from,
    to: range.to,
    bucket: range.bucket,
    callsOverTime: callBuckets.map((b) => ({ at: b.at, calls: b.n, answered: b.answered })),
    totals: {
      calls: totalCalls,
      answered,
      answerRate: totalCalls ? Math.round((answered / totalCalls) * 1000) / 10 : null,
      averageDurationSeconds: answered ? Math.round((talkSeconds / answered) * 10) / 10 : null,
      pttBursts: pttBuckets.reduce((sum, b) => sum + b.n, 0),
      pttSeconds: Math.round(pttBuckets.reduce((sum, b) => sum + b.seconds, 0)),
    },
    pttOverTime: pttBuckets.map((b) => ({ at: b.at, bursts: b.n, seconds: Math.round(b.seconds) })),
    busiestGroups: groups,
    busiestTalkers: talkers,
    callDataAvailable: Boolean(calls || ptt),
  };
}
