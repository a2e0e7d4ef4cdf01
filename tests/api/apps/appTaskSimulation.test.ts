import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTasks, simulateTaskRound } from '../../../server/apptasks/taskSimulation';
import { taskDb } from '../../../server/apptasks/taskTables';
import { TASK_TOPIC, type TaskEvent } from '../../../src/contract/apps';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * The traffic simulator's dispatch tasks go through the endpoints' own functions: tasks are created
 * for a call group or members, and assigned members move them along, each step logged and pushed.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

describe('seedDemoTasks', () => {
  it('starts each enterprise with tasks already worked on, judged by the same rules, and seeds them once', async () => {
    const db = taskDb(t.server.db);
    const tasks = await db.selectFrom('app_tasks').selectAll().execute();
    // Every demo enterprise with the dispatch function (Acme, Globex), none without it (Initech).
    const withDispatch = await t.server.db
      .selectFrom('enterprises')
      .select(['id', 'prefix'])
      .where('prefix', 'in', ['8001', '8002', '8003'])
      .orderBy('prefix')
      .execute();
    expect(new Set(tasks.map((task) => task.enterprise_id))).toEqual(
      new Set(withDispatch.filter((row) => row.prefix !== '8003').map((row) => row.id)),
    );
    expect(tasks.some((task) => task.stage !== 'new')).toBe(true);
    // Created hours ago with deadlines of minutes to hours: some have passed theirs.
    expect(tasks.some((task) => Number(task.deadline) < Date.now())).toBe(true);
    const steps = await db
      .selectFrom('app_task_log')
      .select('action')
      .where('actor_kind', '=', 'member')
      .execute();
    expect(steps.length).toBeGreaterThan(0);
    await seedDemoTasks(t.server.db, Date.now());
    expect(await db.selectFrom('app_tasks').select('id').execute()).toHaveLength(tasks.length);
  });
});

describe('simulateTaskRound', () => {
  beforeAll(async () => {
    // The rounds below start from no task at all (the seed's are gone).
    const db = taskDb(t.server.db);
    await db.deleteFrom('app_task_log').execute();
    await db.deleteFrom('app_task_members').execute();
    await db.deleteFrom('app_task_attachments').execute();
    await db.deleteFrom('app_tasks').execute();
  });

  it('creates tasks and has an assigned member accept, start and finish the oldest one', async () => {
    const events: TaskEvent[] = [];
    const publish = (topic: string, data: unknown) => {
      if (topic === TASK_TOPIC) events.push(data as TaskEvent);
      return 1;
    };
    const start = Date.now();
    for (let round = 0; round < 3; round++)
      await simulateTaskRound({ db: t.server.db, publish, now: start + round * 3000, random: () => 0 });
    const db = taskDb(t.server.db);
    const tasks = await db.selectFrom('app_tasks').selectAll().orderBy('created_at').execute();
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    const first = tasks[0];
    if (!first) throw new Error('no task');
    expect(first.stage).toBe('done');
    const log = await db
      .selectFrom('app_task_log')
      .select(['action', 'actor_kind'])
      .where('task_id', '=', first.id)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'created', actor_kind: 'console' },
      { action: 'accepted', actor_kind: 'member' },
      { action: 'in_progress', actor_kind: 'member' },
      { action: 'done', actor_kind: 'member' },
    ]);
    expect(events.filter((event) => event.taskId === first.id)).toHaveLength(4);
  });
});
