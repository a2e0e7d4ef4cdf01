import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Publish } from '../ws';
import { markOverdueTasks } from './taskActions';

/** How often the server looks for tasks whose deadline has just passed. */
const OVERDUE_SWEEP_MS = 30_000;

/**
 * Marks overdue tasks (logged once, pushed live) every `intervalMs`, so a screen left open sees a
 * deadline pass without anyone reading the list. Reads mark their enterprise's tasks first as well, so what
 * is answered is right between two sweeps. Answers the stop function.
 */
export function startTaskOverdueSweep(options: {
  db: Kysely<Database>;
  publish: Publish;
  log?: FastifyBaseLogger;
  intervalMs?: number;
}): () => void {
  // One sweep at a time: a slow one is not overtaken by the next tick.
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    markOverdueTasks({ db: options.db, publish: options.publish, now: Date.now() })
      .catch((error: unknown) => options.log?.error({ err: error }, 'task overdue sweep failed'))
      .finally(() => {
        busy = false;
      });
  }, options.intervalMs ?? OVERDUE_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
