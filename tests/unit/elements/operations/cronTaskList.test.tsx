import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import type { CronRun, CronTask } from '../../../../src/contract/operations';
import { i18n } from '../../../../src/core/i18n/i18n';
import { CronTaskList } from '../../../../src/elements/cron-task-list/CronTaskList';
import { outcomeIntent, runDetailText } from '../../../../src/elements/cron-task-list/cronText';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';

function run(overrides: Partial<CronRun> = {}): CronRun {
  return {
    id: '1',
    taskId: 't1',
    trigger: 'manual',
    startedAt: Date.UTC(2026, 10, 24, 12, 0, 0),
    endedAt: Date.UTC(2026, 10, 24, 12, 0, 1),
    outcome: 'success',
    rowsAffected: 12,
    detail: {
      key: 'operations.cronTask.results.purgedLogs',
      params: { operations: 10, logins: 2, days: 30 },
    },
    ...overrides,
  };
}

function task(id: string, overrides: Partial<CronTask> = {}): CronTask {
  return {
    id,
    name: `Task ${id}`,
    kind: 'purgeLogs',
    expression: '0 4 * * *',
    params: { days: 30 },
    enabled: true,
    createdAt: 1,
    updatedAt: 1,
    nextRuns: [Date.UTC(2026, 10, 25, 4, 0, 0)],
    lastRun: null,
    ...overrides,
  };
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('scheduled tasks on screen', () => {
  beforeEach(async () => useLocale('en'));
  afterEach(async () => {
    cleanup();
    await useLocale('zh_CN');
  });

  it("reads a run's message in the reader's language and colours outcomes", () => {
    const t = i18n.t.bind(i18n);
    expect(runDetailText(run(), t)).toBe(
      '10 operation-log and 2 login-history lines older than 30 days deleted',
    );
    expect(runDetailText(run({ detail: { key: '', params: {} } }), t)).toBe('');
    expect(outcomeIntent('failure')).toBe('danger');
    expect(outcomeIntent('interrupted')).toBe('warning');
  });

  it('lists tasks with their schedule and last run, and runs one now', async () => {
    const harness = createKitHarness({ role: 'ADMIN' });
    harness.root.user.setToken('token-1');
    harness.root.permission.setPermCodeList(['corn-task:search', 'corn-task:edit']);
    const calls: string[] = [];
    harness.http.call.mockImplementation(async (endpoint: EndpointDef) => {
      calls.push(endpoint.path);
      if (endpoint.path === '/corn-task/page')
        return {
          records: [
            task('t1', { lastRun: run({ outcome: 'failure' }) }),
            task('t2', { enabled: false, nextRuns: [] }),
          ],
          total: 2,
        };
      if (endpoint.path === '/corn-task/run') return run();
      throw new Error(`unexpected ${endpoint.path}`);
    });
    render(withCore(harness.core, <CronTaskList />));
    await flush();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Failed')).toBeTruthy();
    expect(within(rows[1]!).getByText('Disabled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New task' })).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Run now' }));
    await flush();
    expect(calls).toContain('/corn-task/run');
    expect(calls.filter((path) => path === '/corn-task/page')).toHaveLength(2);
  });
});
