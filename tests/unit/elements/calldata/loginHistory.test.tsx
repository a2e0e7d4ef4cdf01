import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginHistoryEntry } from '../../../../src/contract/calldata';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import { setRealtimeSocketFactory } from '../../../../src/elements/kit/realtime';
import { LoginHistory } from '../../../../src/elements/login-history/LoginHistory';
import { fakeSockets } from '../dashboard/fakeSocket';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';

function entry(id: string, overrides: Partial<LoginHistoryEntry> = {}): LoginHistoryEntry {
  return {
    id,
    account: `dispatcher-${id}`,
    time: Date.UTC(2026, 10, 22, 5, 30, 0),
    result: 'failure',
    failureReason: 'wrongPasswordLocked',
    ip: '10.0.0.7',
    userAgent: 'DispatchApp/3.2 (Android 13)',
    clientType: 'dispatch',
    ...overrides,
  };
}

function renderWith(rows: LoginHistoryEntry[]) {
  const harness = createKitHarness({ role: 'ENTERPRISE' });
  harness.root.user.setToken('token-1');
  harness.root.permission.setPermCodeList(['login-history:search']);
  harness.http.call.mockImplementation(async (endpoint: EndpointDef) => {
    if (endpoint.path === '/login-history/page') return { records: rows, total: rows.length };
    if (endpoint.path === '/sysinfo/get') return { wsport: 9999 };
    throw new Error(`unexpected ${endpoint.path}`);
  });
  render(withCore(harness.core, <LoginHistory />));
  return harness;
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('<login-history>', () => {
  beforeEach(async () => {
    setRealtimeSocketFactory(fakeSockets().factory);
    await useLocale('en');
  });
  afterEach(async () => {
    cleanup();
    setRealtimeSocketFactory(undefined);
    await useLocale('zh_CN');
  });

  it('shows the failure reason and the client type in words, in the chosen language', async () => {
    renderWith([entry('1'), entry('2', { failureReason: 'unknownAccount', clientType: 'app' })]);
    await flush();
    expect(screen.getByText('Wrong password; the account was locked')).toBeTruthy();
    expect(screen.getByText('No such account')).toBeTruthy();
    expect(screen.getByText('Dispatch client')).toBeTruthy();
    expect(screen.queryByText('wrongPasswordLocked')).toBeNull();
    await useLocale('zh_CN');
    expect(screen.getByText('密码错误，账号已锁定')).toBeTruthy();
  });

  it('a reason the console has no words for is shown as stored', async () => {
    renderWith([entry('1', { failureReason: 'gatewayTimeout' })]);
    await flush();
    expect(screen.getByText('gatewayTimeout')).toBeTruthy();
  });

  it('offers the client types as a choice and says what the keyword searches', async () => {
    renderWith([]);
    await flush();
    const clientType = screen.getByLabelText('Client type') as HTMLSelectElement;
    expect(
      within(clientType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Web', 'App', 'Dispatch client']);
    expect(screen.getByLabelText('Account, IP or user agent').tagName).toBe('INPUT');
  });
});
