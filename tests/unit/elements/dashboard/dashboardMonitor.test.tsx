import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import { MONITOR_TOPIC } from '../../../../src/contract/monitor';
import { DashboardMonitor } from '../../../../src/elements/dashboard-monitor/DashboardMonitor';
import { MonitorStore } from '../../../../src/elements/dashboard-monitor/MonitorStore';
import { pageVisibility, setRealtimeSocketFactory } from '../../../../src/elements/kit/realtime';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';
import { fakeSockets } from './fakeSocket';
import { sampleFigures } from './sampleFigures';

function harnessWithAnswers(figures = sampleFigures()) {
  const harness = createKitHarness({ role: 'ADMIN' });
  harness.root.user.setToken('token-1');
  harness.http.call.mockImplementation(async (endpoint: EndpointDef) => {
    if (endpoint.path === '/monitor/overview') return figures;
    if (endpoint.path === '/monitor/history') return { intervalMs: 2000, windowMs: 600_000, samples: [] };
    if (endpoint.path === '/sysinfo/get') return { wsport: 9999 };
    throw new Error(`unexpected ${endpoint.path}`);
  });
  return harness;
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function figure(name: string): string {
  return document.querySelector(`[data-figure="${name}"] .dc-dash-value`)?.textContent ?? '';
}

describe('<dashboard-monitor> screen', () => {
  let sockets: ReturnType<typeof fakeSockets>;
  beforeEach(() => {
    sockets = fakeSockets();
    setRealtimeSocketFactory(sockets.factory);
  });
  afterEach(async () => {
    cleanup();
    setRealtimeSocketFactory(undefined);
    pageVisibility().setHidden(false);
    await useLocale('zh_CN');
  });

  it('shows the device total once, as the overview\'s "device count" widget (docs/behaviour.md#screens-and-routes)', async () => {
    await useLocale('zh_CN');
    const harness = harnessWithAnswers();
    render(withCore(harness.core, <DashboardMonitor />));
    await flush();
    const titles = [...document.querySelectorAll('.dc-dash-card h3')].map((title) => title.textContent);
    expect(titles.filter((title) => title?.startsWith('设备'))).toEqual(['设备数']);
    expect(figure('devices')).toBe(String(sampleFigures().counters.devices));
  });

  it('hides the cards of figures the account may not see, and the host identity an enterprise does not get', async () => {
    await useLocale('en');
    const gated = sampleFigures();
    delete gated.host.hostname;
    delete gated.host.platform;
    delete gated.host.cores;
    delete gated.onlineUsers;
    delete gated.activeChannels;
    delete gated.counters.calls;
    delete gated.counters.callsInProgress;
    delete gated.counters.cameras;
    const harness = harnessWithAnswers(gated);
    render(withCore(harness.core, <DashboardMonitor />));
    await flush();
    expect(figure('cpu')).toBe('12.5%');
    expect(document.querySelector('[data-figure="host"]')).toBeNull();
    for (const name of ['online', 'channels', 'counter-calls', 'counter-oncall', 'counter-cameras'])
      expect(document.querySelector(`[data-figure="${name}"]`), name).toBeNull();
    expect(figure('counter-downloads')).toBe(String(gated.counters.downloads));
    expect(screen.queryByRole('img', { name: /^Active channels/ })).toBeNull();
    expect(screen.getByRole('img', { name: /^CPU/ })).toBeTruthy();
  });

  it('shows the overview figures, then live figures pushed on the `monitor` topic', async () => {
    await useLocale('en');
    const harness = harnessWithAnswers();
    render(withCore(harness.core, <DashboardMonitor />));
    await flush();
    expect(figure('online')).toBe('1,234');
    expect(figure('cpu')).toBe('12.5%');
    expect(figure('bandwidth')).toBe('3.5 KB/s');
    expect(screen.getByText('RTSP 2 · ONVIF 1')).toBeTruthy();

    // The socket goes to the API host on the server's wsport, the token as a subprotocol (docs/protocol.md).
    expect(sockets.sockets[0].url).toMatch(/^ws:\/\/[^/]+:9999\/$/);
    expect(sockets.sockets[0].protocols).toEqual(['dc-token', 'token-1']);
    act(() => sockets.sockets[0].open());
    act(() =>
      sockets.sockets[0].send(MONITOR_TOPIC, sampleFigures({ at: Date.UTC(2026, 0, 2, 3, 4, 7), cpu: 55 })),
    );
    expect(figure('cpu')).toBe('55%');
    // Four charts (uPlot draws nothing in jsdom, which has no canvas): each named with its latest values.
    expect(screen.getByRole('img', { name: 'CPU, last 10 minutes: 55%' }).dataset.points).toBe('2');
  });

  it('shows the offline banner when the socket drops, and hides it once reconnected', async () => {
    const harness = harnessWithAnswers();
    render(withCore(harness.core, <DashboardMonitor />));
    await flush();
    act(() => sockets.sockets[0].open());
    expect(document.querySelector('[data-banner="offline"]')).toBeNull();
    act(() => sockets.sockets[0].drop());
    expect(document.querySelector('[data-banner="offline"]')?.textContent).toContain('实时更新已断开');
  });

  it('an enterprise sees its enterprise card with licence use', async () => {
    await useLocale('en');
    const harness = harnessWithAnswers(sampleFigures({ enterprise: true }));
    render(withCore(harness.core, <DashboardMonitor />));
    await flush();
    const card = document.querySelector('[data-figure="enterprise"]')?.textContent ?? '';
    expect(card).toContain('Acme Logistics');
    expect(card).toContain('Members: 40 of 100');
    expect(card).toContain('Groups: 3 (no limit set)');
  });
});

describe('MonitorStore: drawing pauses while the page is hidden', () => {
  it('keeps data current while hidden, draws nothing new, and catches up when shown', () => {
    const visibility = pageVisibility();
    const store = new MonitorStore(visibility);
    store.ingest(sampleFigures({ at: 1000, cpu: 1 }));
    expect(store.drawn.figures?.host.cpuPercent).toBe(1);

    visibility.setHidden(true);
    store.ingest(sampleFigures({ at: 3000, cpu: 2 }));
    store.ingest(sampleFigures({ at: 5000, cpu: 3 }));
    expect(store.figures?.host.cpuPercent).toBe(3);
    expect(store.samples).toHaveLength(3);
    expect(store.drawn.figures?.host.cpuPercent).toBe(1);
    expect(store.drawn.samples).toHaveLength(1);

    visibility.setHidden(false);
    expect(store.drawn.figures?.host.cpuPercent).toBe(3);
    expect(store.drawn.samples).toHaveLength(3);
    store.dispose();
  });

  it('ignores figures older than those it holds', () => {
    const store = new MonitorStore({ hidden: false });
    store.ingest(sampleFigures({ at: 5000, cpu: 5 }));
    store.ingest(sampleFigures({ at: 3000, cpu: 3 }));
    expect(store.figures?.host.cpuPercent).toBe(5);
    store.dispose();
  });
});
