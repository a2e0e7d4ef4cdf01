import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import { DashboardWorkbench } from '../../../../src/elements/dashboard-workbench/DashboardWorkbench';
import { setRealtimeSocketFactory } from '../../../../src/elements/kit/realtime';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';
import { fakeSockets } from './fakeSocket';

function renderWorkbench(permCodes: string[]) {
  const harness = createKitHarness({ role: 'ENTERPRISE' });
  harness.root.user.setToken('token-1');
  harness.root.permission.setPermCodeList(permCodes);
  harness.http.call.mockImplementation(async (endpoint: EndpointDef) => {
    if (endpoint.path === '/sysinfo/get') return { wsport: 9999 };
    return { sos: [], operations: [] };
  });
  render(withCore(harness.core, <DashboardWorkbench />));
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const panels = () =>
  [...document.querySelectorAll('[data-figure]')].map((card) => card.getAttribute('data-figure'));

describe('<dashboard-workbench>', () => {
  beforeEach(async () => {
    setRealtimeSocketFactory(fakeSockets().factory);
    await useLocale('zh_CN');
  });
  afterEach(() => {
    cleanup();
    setRealtimeSocketFactory(undefined);
  });

  it('shows the open SOS alarms to a session holding sos:search', async () => {
    renderWorkbench(['sos:search']);
    await flush();
    expect(panels()).toEqual(['links', 'sos', 'operations']);
  });

  it('a session without sos:search (a platform admin has no alarm screen) sees no alarm panel', async () => {
    renderWorkbench([]);
    await flush();
    expect(panels()).toEqual(['links', 'operations']);
  });
});
