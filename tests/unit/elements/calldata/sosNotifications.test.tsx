import { act, cleanup, render } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOS_ALARM_TOPIC } from '../../../../src/contract/calldata';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import { setRealtimeSocketFactory } from '../../../../src/elements/kit/realtime';
import { type SosEvent, useSosNotifications } from '../../../../src/elements/kit/record/useSosNotifications';
import { fakeSockets } from '../dashboard/fakeSocket';
import { createKitHarness, withCore } from '../elementTestHarness';
import { sampleAlarm } from './sampleAlarm';

function subUser(codes: string[]) {
  const harness = createKitHarness({ role: 'ENTERPRISE_CHILDUSER' });
  harness.root.user.setToken('token-1');
  harness.root.permission.setPermCodeList(codes);
  harness.http.call.mockImplementation(async (endpoint: EndpointDef) => {
    if (endpoint.path === '/sysinfo/get') return { wsport: 9999 };
    throw new Error(`unexpected ${endpoint.path}`);
  });
  return harness;
}

/** A call-data screen's use of the hook, as RecordListScreen makes it (inside an observer). */
const Screen = observer(function Screen({ onEvent }: { onEvent: (event: SosEvent) => void }) {
  useSosNotifications(onEvent);
  return null;
});

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('call-data screens announce live alarms only to sessions with sos:search (docs/behaviour.md#validation)', () => {
  let sockets: ReturnType<typeof fakeSockets>;
  beforeEach(() => {
    sockets = fakeSockets();
    setRealtimeSocketFactory(sockets.factory);
  });
  afterEach(() => {
    cleanup();
    setRealtimeSocketFactory(undefined);
  });

  it('a sub-user holding cdr:search but not sos:search opens no socket and hears no alarm', async () => {
    const onEvent = vi.fn();
    render(withCore(subUser(['cdr:search']).core, <Screen onEvent={onEvent} />));
    await flush();
    expect(sockets.sockets).toHaveLength(0);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('a session granted sos:search hears a raised alarm', async () => {
    const onEvent = vi.fn();
    render(withCore(subUser(['cdr:search', 'sos:search']).core, <Screen onEvent={onEvent} />));
    await flush();
    expect(sockets.sockets).toHaveLength(1);
    act(() => sockets.sockets[0].open());
    const event: SosEvent = { event: 'raised', alarm: sampleAlarm('9') };
    act(() => sockets.sockets[0].send(SOS_ALARM_TOPIC, event));
    expect(onEvent).toHaveBeenCalledWith(event);
  });

  it('losing sos:search closes the socket', async () => {
    const harness = subUser(['cdr:search', 'sos:search']);
    render(withCore(harness.core, <Screen onEvent={vi.fn()} />));
    await flush();
    act(() => harness.root.permission.setPermCodeList(['cdr:search']));
    await flush();
    expect(sockets.sockets[0].closed).toBe(true);
  });
});
