import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import { setRealtimeSocketFactory } from '../../../../src/elements/kit/realtime';
import { LoginHistory } from '../../../../src/elements/login-history/LoginHistory';
import { fakeSockets } from '../dashboard/fakeSocket';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';

/** The login history screen with an empty list; returns the page requests it sends. */
function renderScreen() {
  const harness = createKitHarness({ role: 'ENTERPRISE' });
  harness.root.user.setToken('token-1');
  harness.root.permission.setPermCodeList(['login-history:search']);
  const pageRequests: Record<string, unknown>[] = [];
  harness.http.call.mockImplementation(async (endpoint: EndpointDef, data?: Record<string, unknown>) => {
    if (endpoint.path === '/login-history/page') {
      pageRequests.push(data ?? {});
      return { records: [], total: 0 };
    }
    if (endpoint.path === '/sysinfo/get') return { wsport: 9999 };
    throw new Error(`unexpected ${endpoint.path}`);
  });
  render(withCore(harness.core, <LoginHistory />));
  return pageRequests;
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function typeInto(label: string, text: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('record screens: a custom time range in YYYY-MM-DD HH:mm:ss (docs/behaviour.md#constants)', () => {
  beforeEach(() => setRealtimeSocketFactory(fakeSockets().factory));
  afterEach(async () => {
    cleanup();
    setRealtimeSocketFactory(undefined);
    await useLocale('zh_CN');
  });

  it('the bounds show as YYYY-MM-DD HH:mm:ss, today by default', async () => {
    await useLocale('en');
    renderScreen();
    await flush();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
  });

  it('typed bounds filter the list: the request carries that range', async () => {
    await useLocale('en');
    const requests = renderScreen();
    await flush();
    typeInto('From', '2026-11-24 08:30:00');
    typeInto('To', '2026-11-25 17:45:10');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await flush();
    expect(requests.at(-1)).toMatchObject({
      timeFrom: new Date(2026, 10, 24, 8, 30, 0).getTime(),
      timeTo: new Date(2026, 10, 25, 17, 45, 10, 999).getTime(),
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('text that is not a time says so, in either language, and nothing is sent', async () => {
    await useLocale('zh_CN');
    const requests = renderScreen();
    await flush();
    const sent = requests.length;
    typeInto('开始', '11/24/2026, 12:00 AM');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await flush();
    expect(requests).toHaveLength(sent);
    expect(screen.getByRole('alert').textContent).toContain('请按 YYYY-MM-DD HH:mm:ss 格式输入时间');
    expect(screen.getByLabelText('开始').getAttribute('aria-invalid')).toBe('true');
    await useLocale('en');
    expect(screen.getByRole('alert').textContent).toContain('Enter times as YYYY-MM-DD HH:mm:ss');
  });

  it('choosing a quick range again clears the message and searches', async () => {
    await useLocale('en');
    const requests = renderScreen();
    await flush();
    typeInto('From', 'yesterday');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Time' }), { target: { value: 'last7Days' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    const sent = requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await flush();
    expect(requests.length).toBe(sent + 1);
  });
});
