import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OperationLogEntry } from '../../../../src/contract/audit';
import {
  detailValueText,
  operationLabel,
  parseOperationDetail,
  type Words,
} from '../../../../src/contract/audit/operationWords';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import { i18n } from '../../../../src/core/i18n/i18n';
import { setRealtimeSocketFactory } from '../../../../src/elements/kit/realtime';
import { OperationDetailDrawer } from '../../../../src/elements/operation-log-list/OperationDetailDrawer';
import { OperationLogList } from '../../../../src/elements/operation-log-list/OperationLogList';
import { fakeSockets } from '../dashboard/fakeSocket';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';

function entry(id: string, overrides: Partial<OperationLogEntry> = {}): OperationLogEntry {
  return {
    id,
    time: Date.UTC(2026, 10, 24, 8, 0, 0),
    account: 'acme',
    role: 'ENTERPRISE',
    enterpriseId: '3f0c2a9e-0000-4000-8000-000000000001',
    enterpriseName: 'Acme Logistics',
    action: 'localuser:update',
    target: 'driver.li (42)',
    detail: JSON.stringify({ name: { from: 'Li Lei', to: 'Li Wei' }, set: ['password'] }),
    ip: '10.0.0.8',
    result: 'success',
    ...overrides,
  };
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('operation-log text', () => {
  beforeEach(async () => useLocale('en'));
  afterEach(async () => useLocale('zh_CN'));

  it('names an operation by its screen and action, a session event by its words, an unknown code as written', () => {
    const t: Words = { t: (key, params) => i18n.t(key, params ?? {}), has: (key) => i18n.exists(key) };
    expect(operationLabel('localuser:update', t)).toBe('Members · Edit');
    expect(operationLabel('login', t)).toBe('Sign in');
    expect(operationLabel('mystery:thing', t)).toBe('mystery · thing');
    expect(operationLabel('somethingNew', t)).toBe('somethingNew');
  });

  it('reads a detail as before/after pairs, a created row as values, secrets as names, anything else as text', () => {
    expect(parseOperationDetail('{"name":{"from":"A","to":"B"},"set":["password"]}')).toEqual({
      changes: [
        { field: 'name', from: 'A', to: 'B' },
        { field: 'password', secret: true },
      ],
      text: '',
    });
    expect(parseOperationDetail('{"name":"New dept","sort":3}').changes).toEqual([
      { field: 'name', to: 'New dept' },
      { field: 'sort', to: 3 },
    ]);
    expect(parseOperationDetail('Department name "A" is already taken')).toEqual({
      changes: [],
      text: 'Department name "A" is already taken',
    });
    expect(parseOperationDetail('{not json').text).toBe('{not json');
    const words: Words = { t: (key, params) => i18n.t(key, params ?? {}), has: (key) => i18n.exists(key) };
    expect(detailValueText('name', null, words)).toBe('—');
    expect(detailValueText('name', ['a', 'b'], words)).toBe('a, b');
  });
});

describe('<operation-log-list>', () => {
  beforeEach(async () => {
    setRealtimeSocketFactory(fakeSockets().factory);
    await useLocale('en');
  });
  afterEach(async () => {
    cleanup();
    setRealtimeSocketFactory(undefined);
    await useLocale('zh_CN');
  });

  it('shows who did what, the operation in words', async () => {
    const harness = createKitHarness({ role: 'ADMIN' });
    harness.root.user.setToken('token-1');
    harness.root.permission.setPermCodeList(['operlog:search', 'operlog:export']);
    harness.http.call.mockImplementation(async (endpoint: EndpointDef) => {
      if (endpoint.path === '/operlog/page') return { records: [entry('1')], total: 1 };
      if (endpoint.path === '/sysinfo/get') return { wsport: 9999 };
      throw new Error(`unexpected ${endpoint.path}`);
    });
    render(withCore(harness.core, <OperationLogList />));
    await flush();
    expect(screen.getByText('Members · Edit')).toBeTruthy();
    expect(screen.getByText('acme')).toBeTruthy();
    expect(screen.queryByText('localuser:update')).toBeNull();
  });

  it("a line's details list each changed field before and after, and never a secret's value", async () => {
    render(
      withCore(
        createKitHarness({ role: 'ADMIN' }).core,
        <OperationDetailDrawer entry={entry('1')} onClose={() => undefined} />,
      ),
    );
    await flush();
    const changes = await screen.findByTestId('operation-changes');
    const nameRow = changes.querySelector('tr[data-field="name"]')!;
    expect(nameRow.textContent).toBe('NameLi LeiLi Wei');
    const secretRow = changes.querySelector('tr[data-field="password"]')!;
    expect(secretRow.textContent).toBe('Password—Set (never shown)');
    expect(screen.getByText('Enterprise administrator')).toBeTruthy();
  });

  it('a refused operation shows its reason instead of fields', async () => {
    render(
      withCore(
        createKitHarness({ role: 'ADMIN' }).core,
        <OperationDetailDrawer
          entry={entry('2', { result: 'failure', detail: 'The name is already taken' })}
          onClose={() => undefined}
        />,
      ),
    );
    await flush();
    expect(screen.getByText('The name is already taken')).toBeTruthy();
    expect(screen.queryByTestId('operation-changes')).toBeNull();
  });
});
