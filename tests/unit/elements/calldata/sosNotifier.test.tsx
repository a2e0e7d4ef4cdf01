import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOS_ALARM_TOPIC, type SosAlarm } from '../../../../src/contract/calldata';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import { ElementHostContext } from '../../../../src/elements/kit/element/elementEvents';
import {
  claimTopicNotices,
  setRealtimeSocketFactory,
  topicNoticesClaimed,
} from '../../../../src/elements/kit/realtime';
import { SosNotifier } from '../../../../src/elements/sos-notifier/SosNotifier';
import { fakeSockets } from '../dashboard/fakeSocket';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';
import { sampleAlarm } from './sampleAlarm';

/** The notifier's alarms sit at a known address (the notice names it). */
const alarm = (id: string, overrides: Partial<SosAlarm> = {}): SosAlarm =>
  sampleAlarm(id, { address: 'Dock 4', ...overrides });

function signedInHarness(codes: string[]) {
  const harness = createKitHarness({ role: 'ENTERPRISE_CHILDUSER' });
  harness.root.user.setToken('token-1');
  harness.root.permission.setPermCodeList(codes);
  harness.http.call.mockImplementation(async (endpoint: EndpointDef) => {
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

describe('<sos-notifier>: page-wide SOS notices', () => {
  let sockets: ReturnType<typeof fakeSockets>;
  beforeEach(async () => {
    sockets = fakeSockets();
    setRealtimeSocketFactory(sockets.factory);
    await useLocale('en');
  });
  afterEach(async () => {
    cleanup();
    setRealtimeSocketFactory(undefined);
    await useLocale('zh_CN');
  });

  it('shows a raised alarm until it is dismissed, and drops one handled elsewhere', async () => {
    const harness = signedInHarness(['sos:search']);
    render(withCore(harness.core, <SosNotifier />));
    await flush();
    act(() => sockets.sockets[0].open());
    act(() => sockets.sockets[0].send(SOS_ALARM_TOPIC, { event: 'raised', alarm: alarm('1') }));
    act(() =>
      sockets.sockets[0].send(SOS_ALARM_TOPIC, {
        event: 'raised',
        alarm: alarm('2', { alarmType: 'man_down' }),
      }),
    );
    const notices = screen.getAllByRole('alert');
    expect(notices.map((notice) => notice.dataset.alarmId)).toEqual(['2', '1']);
    expect(notices[0].textContent).toContain('Member 2');
    expect(notices[1].textContent).toContain('Dock 4');

    // Acknowledged on another console: the notice goes by itself.
    act(() =>
      sockets.sockets[0].send(SOS_ALARM_TOPIC, {
        event: 'changed',
        alarm: alarm('2', { status: 'acknowledged' }),
      }),
    );
    expect(screen.getAllByRole('alert').map((notice) => notice.dataset.alarmId)).toEqual(['1']);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('folds alarms beyond the first three into "N more", which can all be dismissed', async () => {
    const harness = signedInHarness(['sos:search']);
    render(withCore(harness.core, <SosNotifier />));
    await flush();
    act(() => sockets.sockets[0].open());
    for (const id of ['1', '2', '3', '4', '5'])
      act(() => sockets.sockets[0].send(SOS_ALARM_TOPIC, { event: 'raised', alarm: alarm(id) }));
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(screen.getByText('2 more')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss all' }));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('"View" emits dc-sos-open with the alarm and removes the notice', async () => {
    const harness = signedInHarness(['sos:search']);
    const host = document.createElement('div');
    document.body.append(host);
    const opened: unknown[] = [];
    host.addEventListener('dc-sos-open', (event) => opened.push((event as CustomEvent).detail));
    render(
      withCore(
        harness.core,
        <ElementHostContext.Provider value={host}>
          <SosNotifier />
        </ElementHostContext.Provider>,
      ),
    );
    await flush();
    act(() => sockets.sockets[0].open());
    act(() => sockets.sockets[0].send(SOS_ALARM_TOPIC, { event: 'raised', alarm: alarm('7') }));
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(opened).toEqual([{ id: '7', alarm: alarm('7') }]);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    host.remove();
  });

  it('claims the `sos` topic while mounted, so call-data screens do not announce the alarm twice', async () => {
    const harness = signedInHarness(['sos:search']);
    expect(topicNoticesClaimed(SOS_ALARM_TOPIC)).toBe(false);
    const view = render(withCore(harness.core, <SosNotifier />));
    await flush();
    expect(topicNoticesClaimed(SOS_ALARM_TOPIC)).toBe(true);
    view.unmount();
    expect(topicNoticesClaimed(SOS_ALARM_TOPIC)).toBe(false);
  });

  it('a session without sos:search opens no socket and shows nothing', async () => {
    const harness = signedInHarness(['localuser:search']);
    render(withCore(harness.core, <SosNotifier />));
    await flush();
    expect(sockets.sockets).toHaveLength(0);
    expect(topicNoticesClaimed(SOS_ALARM_TOPIC)).toBe(false);
  });
});

describe('topic notice claims', () => {
  it('stay claimed until every holder released, and a release counts once', () => {
    const first = claimTopicNotices('demo');
    const second = claimTopicNotices('demo');
    first();
    first();
    expect(topicNoticesClaimed('demo')).toBe(true);
    second();
    expect(topicNoticesClaimed('demo')).toBe(false);
  });
});
