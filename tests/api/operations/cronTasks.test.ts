import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calldataDb } from '../../../server/calldata/tables';
import { Scheduler, schedulerOf } from '../../../server/scheduler/scheduler';
import { schedulerDb } from '../../../server/scheduler/schedulerTables';
import type { CronRun, CronTask } from '../../../src/contract/operations';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * `<cron-task-list>`: tasks on the real scheduler — checked expressions and parameters, next five
 * runs, enable/disable rescheduling at once, run now with a run log (rows affected, outcome), never two runs
 * of a task at once, runs cut by a restart marked interrupted; ADMIN only.
 */

const DAY = 86_400_000;
let t: TestServer;
let admin: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
});
afterAll(async () => t?.stop());

const tasks = async () => (await admin.ok<{ records: CronTask[] }>('/corn-task/page')).records;
const add = (body: Record<string, unknown>) => admin.ok<CronTask>('/corn-task/add', body);

describe('scheduled tasks', () => {
  it('only ADMIN may see or change them', async () => {
    const acme = await signIn(t, 'acme');
    expect((await acme.call('/corn-task/page')).status).toBe(403);
    expect((await acme.call('/corn-task/run', { id: 'x' })).status).toBe(403);
  });

  it('the seed schedules a nightly backup and retention jobs, each enabled one with its next five runs', async () => {
    const seeded = await tasks();
    expect(seeded.map((task) => task.kind).sort()).toEqual(['databaseBackup', 'purgeCalldata', 'purgeLogs']);
    const backup = seeded.find((task) => task.kind === 'databaseBackup')!;
    expect(backup.enabled).toBe(true);
    expect(backup.nextRuns).toHaveLength(5);
    expect(
      backup.nextRuns.every((time, index) => index === 0 || time - backup.nextRuns[index - 1]! === DAY),
    ).toBe(true);
    expect(new Date(backup.nextRuns[0]!).getHours()).toBe(3);
    expect(schedulerOf(t.server.db)?.isScheduled(backup.id)).toBe(true);
    const purge = seeded.find((task) => task.kind === 'purgeCalldata')!;
    expect(purge.enabled).toBe(false);
    expect(purge.nextRuns).toEqual([]);
  });

  it('refuses schedules that do not parse, fire more than once a minute, and purges without days', async () => {
    const bad = await admin.refused('/corn-task/add', {
      name: 'Bad',
      kind: 'databaseBackup',
      expression: '61 * * * *',
    });
    expect(bad.status).toBe(400);
    expect(bad.message).toBe(message('en', 'api.cron.invalid'));
    const often = await admin.refused('/corn-task/add', {
      name: 'Often',
      kind: 'databaseBackup',
      expression: '*/5 * * * * *',
    });
    expect(often.message).toBe(message('en', 'api.cron.tooFrequent'));
    const noDays = await admin.refused('/corn-task/add', {
      name: 'Purge',
      kind: 'purgeLogs',
      expression: '0 1 * * *',
    });
    expect(noDays.message).toBe(message('en', 'api.cron.daysRequired'));
    const preview = await admin.ok<{ nextRuns: number[] }>('/corn-task/preview', {
      expression: '15 6 * * 1',
    });
    expect(preview.nextRuns).toHaveLength(5);
    expect(preview.nextRuns.every((time) => new Date(time).getDay() === 1)).toBe(true);
    expect((await admin.refused('/corn-task/preview', { expression: 'every day' })).message).toBe(
      message('en', 'api.cron.invalid'),
    );
  });

  it('disabling a task stops it at once; enabling schedules it again', async () => {
    const task = await add({ name: 'Weekly backup', kind: 'databaseBackup', expression: '0 2 * * 0' });
    expect(schedulerOf(t.server.db)?.isScheduled(task.id)).toBe(true);
    const off = await admin.ok<CronTask>('/corn-task/update', { id: task.id, enabled: false });
    expect(off.nextRuns).toEqual([]);
    expect(schedulerOf(t.server.db)?.isScheduled(task.id)).toBe(false);
    const on = await admin.ok<CronTask>('/corn-task/update', {
      id: task.id,
      enabled: true,
      expression: '0 5 * * *',
    });
    expect(new Date(on.nextRuns[0]!).getHours()).toBe(5);
    expect(schedulerOf(t.server.db)?.isScheduled(task.id)).toBe(true);
  });

  it('run now purges what is older than the days kept, and the run log says how many rows', async () => {
    const now = Date.now();
    await t.server.db
      .insertInto('operation_log')
      .values({
        account: 'old',
        enterprise_id: null,
        time: now - 40 * DAY,
        action: 'x',
        target: '',
        detail: '',
        ip: '',
        result: 'success',
      })
      .execute();
    const task = await add({
      name: 'Purge logs',
      kind: 'purgeLogs',
      expression: '0 4 * * *',
      params: { days: 30 },
    });
    const run = await admin.ok<CronRun>('/corn-task/run', { id: task.id });
    expect(run).toMatchObject({ outcome: 'success', trigger: 'manual' });
    expect(run.rowsAffected).toBeGreaterThanOrEqual(1);
    expect(run.detail.key).toBe('operations.cronTask.results.purgedLogs');
    const left = await t.server.db
      .selectFrom('operation_log')
      .select('id')
      .where('account', '=', 'old')
      .execute();
    expect(left).toEqual([]);
    const runs = await admin.ok<Page<CronRun>>('/corn-task/runs', { taskId: task.id });
    expect(runs.total).toBe(1);
    expect(runs.records[0]!.id).toBe(run.id);
    const [listed] = (await tasks()).filter((candidate) => candidate.id === task.id);
    expect(listed!.lastRun?.id).toBe(run.id);
  });

  it('purging call data removes only rows older than the days kept', async () => {
    const calldata = calldataDb(t.server.db);
    const cutoff = Date.now() - 20 * DAY;
    const count = async (older: boolean) =>
      Number(
        (
          await calldata
            .selectFrom('call_records')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('start_time', older ? '<' : '>=', cutoff)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const older = await count(true);
    const newer = await count(false);
    expect(older).toBeGreaterThan(0);
    const task = await add({
      name: 'Purge calls',
      kind: 'purgeCalldata',
      expression: '0 4 * * *',
      params: { days: 20 },
    });
    const run = await admin.ok<CronRun>('/corn-task/run', { id: task.id });
    expect(run.outcome).toBe('success');
    expect(run.rowsAffected).toBeGreaterThanOrEqual(older);
    expect(await count(true)).toBe(0);
    expect(await count(false)).toBe(newer);
  });

  it('a backup task takes a backup; a task never runs twice at once', async () => {
    const task = await add({
      name: 'Backup now',
      kind: 'databaseBackup',
      expression: '0 3 * * *',
      enabled: false,
    });
    const run = await admin.ok<CronRun>('/corn-task/run', { id: task.id });
    expect(run.outcome).toBe('success');
    const backups = await admin.ok<{ records: { id: string; createdBy: string }[] }>('/database-backup/page');
    expect(backups.records[0]).toMatchObject({ id: run.detail.params.id, createdBy: 'scheduler' });

    // A run still going (as another instance would leave it): a second run is refused and logged as skipped.
    await schedulerDb(t.server.db)
      .insertInto('cron_task_runs')
      .values({
        task_id: task.id,
        trigger: 'schedule',
        started_at: Date.now(),
        ended_at: null,
        outcome: 'running',
        rows_affected: 0,
        detail_key: '',
        detail_params: '{}',
      })
      .execute();
    const refused = await admin.refused('/corn-task/run', { id: task.id });
    expect(refused.message).toBe(message('en', 'api.cron.alreadyRunning', { name: 'Backup now' }));
    const runs = await admin.ok<Page<CronRun>>('/corn-task/runs', { taskId: task.id });
    expect(runs.records.map((entry) => entry.outcome)).toContain('skipped');

    // The server restarts: the run that never ended is marked interrupted.
    await new Scheduler({ db: t.server.db, config: t.server.config }).start();
    const after = await admin.ok<Page<CronRun>>('/corn-task/runs', { taskId: task.id });
    expect(after.records.map((entry) => entry.outcome)).toContain('interrupted');
    expect(after.records.map((entry) => entry.outcome)).not.toContain('running');
  });

  it('deleting a task removes it, its schedule and its runs; unknown ids are refused', async () => {
    const task = await add({
      name: 'Short lived',
      kind: 'purgeLogs',
      expression: '0 1 * * *',
      params: { days: 90 },
    });
    await admin.ok('/corn-task/run', { id: task.id });
    await admin.ok('/corn-task/delete', { ids: [task.id] });
    expect((await tasks()).map((candidate) => candidate.id)).not.toContain(task.id);
    expect(schedulerOf(t.server.db)?.isScheduled(task.id)).toBe(false);
    const runs = await schedulerDb(t.server.db)
      .selectFrom('cron_task_runs')
      .select('id')
      .where('task_id', '=', task.id)
      .execute();
    expect(runs).toEqual([]);
    expect((await admin.refused('/corn-task/run', { id: task.id })).message).toBe(
      message('en', 'api.cron.missing', { id: task.id }),
    );
  });
});
