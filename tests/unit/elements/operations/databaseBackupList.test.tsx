import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import type { DatabaseBackup } from '../../../../src/contract/operations';
import { DatabaseBackupList } from '../../../../src/elements/database-backup-list/DatabaseBackupList';
import { formatBackupSize, schemaVersionLabel } from '../../../../src/elements/kit/figures/backupFormat';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';

function backup(id: string, overrides: Partial<DatabaseBackup> = {}): DatabaseBackup {
  return {
    id,
    createdAt: Date.UTC(2026, 10, 24, 12, 0, 0),
    engine: 'sqlite',
    fileName: `dispatch-console-${id}.sqlite.gz`,
    sizeBytes: 3_500_000,
    durationMs: 420,
    sha256: 'a'.repeat(64),
    schemaVersion: '0016_operation_log_audit',
    createdBy: 'admin',
    ...overrides,
  };
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function renderWith(records: DatabaseBackup[], permits = ['database-backup:search', 'database-backup:edit']) {
  const harness = createKitHarness({ role: 'ADMIN' });
  harness.root.user.setToken('token-1');
  harness.root.permission.setPermCodeList(permits);
  const calls: { path: string; payload: unknown }[] = [];
  harness.http.call.mockImplementation(async (endpoint: EndpointDef, payload: unknown) => {
    calls.push({ path: endpoint.path, payload });
    if (endpoint.path === '/database-backup/page')
      return {
        records,
        total: records.length,
        engine: 'sqlite',
        schemaVersion: '0016_operation_log_audit',
        policy: { keep: 10 },
      };
    if (endpoint.path === '/database-backup/restore')
      return { restoredAt: 1, schemaVersion: '0016_operation_log_audit', durationMs: 5, sessionsEnded: 3 };
    throw new Error(`unexpected ${endpoint.path}`);
  });
  render(withCore(harness.core, <DatabaseBackupList />));
  return calls;
}

describe('database backup formatting', () => {
  it('sizes in binary units, schema versions by their number', () => {
    expect(formatBackupSize(512)).toBe('512 B');
    expect(formatBackupSize(3_500_000)).toBe('3.3 MB');
    expect(formatBackupSize(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(schemaVersionLabel('0016_operation_log_audit')).toBe('0016');
  });
});

describe('<database-backup-list>', () => {
  beforeEach(async () => useLocale('en'));
  afterEach(async () => {
    cleanup();
    await useLocale('zh_CN');
  });

  it('says there are no backups yet, and offers no backup button without database-backup:add', async () => {
    renderWith([]);
    await flush();
    expect(screen.getByText('No backups yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
  });

  it('restores only after a confirmation that names the time, and only backups that fit this server', async () => {
    const calls = renderWith([
      backup('b20261124-020000-aaaaaa'),
      backup('b20261123-020000-bbbbbb', { engine: 'postgres', fileName: 'x.pgdump' }),
      backup('b20261122-020000-cccccc', { schemaVersion: '0011_calldata_duration_count_index' }),
    ]);
    await flush();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const restoreOf = (row: HTMLElement) => within(row).getByRole('button', { name: 'Restore' });
    expect((restoreOf(rows[1]!) as HTMLButtonElement).disabled).toBe(true);
    expect(within(rows[1]!).getByText('Other database')).toBeTruthy();
    expect((restoreOf(rows[2]!) as HTMLButtonElement).disabled).toBe(true);
    expect(within(rows[2]!).getByText('Other version')).toBeTruthy();

    fireEvent.click(restoreOf(rows[0]!));
    await flush();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('2026-11-24');
    expect(calls.some((call) => call.path === '/database-backup/restore')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await flush();
    expect(calls.find((call) => call.path === '/database-backup/restore')?.payload).toEqual({
      id: 'b20261124-020000-aaaaaa',
    });
  });
});
