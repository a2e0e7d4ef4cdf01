import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import type { Workbench } from '../../../../src/contract/monitor';
import { DashboardWorkbench } from '../../../../src/elements/dashboard-workbench/DashboardWorkbench';
import { setRealtimeSocketFactory } from '../../../../src/elements/kit/realtime';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';
import { fakeSockets } from './fakeSocket';

const EMPTY: Workbench = { sos: [], operations: [], callDataAvailable: true };

function renderWorkbench(permCodes: string[], workbench: Workbench = EMPTY) {
  const harness = createKitHarness({ role: 'ENTERPRISE' });
  harness.root.user.setToken('token-1');
  harness.root.permission.setPermCodeList(permCodes);
  harness.http.call.mockImplementation(async (endpoint: EndpointDef) => {
    if (endpoint.path === '/sysinfo/get') return { wsport: 9999 };
    return workbench;
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

  it('an answer without alarms (the server left them out for want of sos:search) draws no alarm panel', async () => {
    renderWorkbench(['sos:search'], { operations: [], callDataAvailable: true });
    await flush();
    expect(panels()).toEqual(['links', 'operations']);
  });

  it('lists each alarm and operation on a line, or says there are none', async () => {
    renderWorkbench(['sos:search'], {
      sos: [
        {
          id: 'a1',
          member: 'Farah Silva',
          type: 'man_down',
          time: Date.UTC(2026, 0, 2, 3, 4),
          status: 'open',
        },
      ],
      operations: [
        { id: 7, time: Date.UTC(2026, 0, 2, 3, 5), action: '新增成员', target: 'li.lei', result: 'failure' },
        { id: 8, time: Date.UTC(2026, 0, 2, 3, 6), action: '登出', target: '', result: 'success' },
      ],
      callDataAvailable: true,
    });
    await flush();
    const lines = (figure: string) =>
      [...document.querySelectorAll(`[data-figure="${figure}"] li`)].map((line) =>
        [...line.querySelectorAll('span')].map((part) => part.textContent),
      );
    expect(lines('sos')).toEqual([['Farah Silva · 倒地', expect.stringMatching(/ · 未处理$/)]]);
    expect(lines('operations')).toEqual([
      ['新增成员 · li.lei', expect.stringMatching(/ · 失败$/)],
      ['登出', expect.stringMatching(/ · 成功$/)],
    ]);
    cleanup();
    renderWorkbench(['sos:search']);
    await flush();
    expect(document.querySelector('[data-figure="sos"]')?.textContent).toContain('没有未处理的告警');
    expect(document.querySelector('[data-figure="operations"]')?.textContent).toContain('暂无数据');
  });
});
