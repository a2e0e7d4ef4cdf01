import { Cron } from 'croner';

/*
 * Cron expressions read by croner, the scheduler that runs them, so a check here and a run there always
 * agree. Runs closer than a minute apart are refused: a platform task is a maintenance job, and one that
 * fires every second would be a mistake that loads the server.
 */

const MIN_INTERVAL_MS = 60_000;

export type ExpressionProblem = 'invalid' | 'tooFrequent' | 'never';

/** The next `count` fire times from `from`, or why the expression cannot be scheduled. */
export function nextRunsOf(
  expression: string,
  count: number,
  from = new Date(),
): { runs: number[] } | { problem: ExpressionProblem } {
  let job: Cron;
  try {
    job = new Cron(expression, { paused: true });
  } catch {
    return { problem: 'invalid' };
  }
  try {
    const runs = job.nextRuns(Math.max(count, 2), from).map((date) => date.getTime());
    if (runs.length === 0) return { problem: 'never' };
    for (let index = 1; index < runs.length; index++)
      if (runs[index]! - runs[index - 1]! < MIN_INTERVAL_MS) return { problem: 'tooFrequent' };
    return { runs: runs.slice(0, count) };
  } finally {
    job.stop();
  }
}
