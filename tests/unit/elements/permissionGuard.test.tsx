import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PermissionGuard } from '../../../src/elements/kit/permission/PermissionGuard';
import { createKitHarness, withCore } from './elementTestHarness';

function Actions() {
  return (
    <>
      <PermissionGuard permission="localuser:add">
        <button type="button">add</button>
      </PermissionGuard>
      <PermissionGuard permission="localuser:delete">
        <button type="button">delete</button>
      </PermissionGuard>
      <PermissionGuard permission="localuser:export" mode="disable">
        {(allowed) => (
          <button type="button" disabled={!allowed}>
            export
          </button>
        )}
      </PermissionGuard>
    </>
  );
}

describe('PermissionGuard / useCan', () => {
  afterEach(cleanup);

  it('hides actions whose <route>:<action> code the session lacks, and disables in disable mode', () => {
    const harness = createKitHarness({ role: 'ENTERPRISE_CHILDUSER' });
    harness.root.permission.setPermCodeList(['localuser:search', 'localuser:add']);
    render(withCore(harness.core, <Actions />));
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
    expect((screen.getByRole('button', { name: 'export' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('follows the session when its codes change', async () => {
    const harness = createKitHarness({ role: 'ENTERPRISE_CHILDUSER' });
    render(withCore(harness.core, <Actions />));
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
    await act(async () => harness.root.permission.setPermCodeList(['localuser:add', 'localuser:export']));
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'export' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
