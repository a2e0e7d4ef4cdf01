import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import { SESSION_ENDED_CLOSE_CODE } from '../../../../src/contract/monitor';
import { acquirePageRealtime } from '../../../../src/elements/kit/realtime/pageRealtime';
import { createKitHarness } from '../elementTestHarness';
import { fakeSockets } from './fakeSocket';

/** Lets awaited URLs and answers resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page real-time client when the server ends the session', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the API (whose 1004/401 runs the timeout handling) and stays closed while the session is over', async () => {
    const harness = createKitHarness({ role: 'ENTERPRISE' });
    harness.root.user.setToken('token-1');
    let sessionAlive = false;
    harness.http.call.mockImplementation(async (endpoint: EndpointDef) => {
      if (endpoint.path === '/sysinfo/get') return { wsport: 9999 };
      if (endpoint.path === '/getUserInfo') {
        if (sessionAlive) return {};
        throw new Error('1004');
      }
      throw new Error(`unexpected ${endpoint.path}`);
    });
    const sockets = fakeSockets();
    const { client, release } = acquirePageRealtime(harness.core, sockets.factory);
    await settle();
    sockets.sockets[0].open();
    sockets.sockets[0].drop(SESSION_ENDED_CLOSE_CODE);
    await settle();
    const asked = harness.http.call.mock.calls.filter(
      ([endpoint]) => (endpoint as EndpointDef).path === '/getUserInfo',
    );
    expect(asked).toHaveLength(1);
    expect(client.status).toBe('idle');

    // A session that turns out alive (the check raced a sign-in) reconnects.
    vi.useFakeTimers();
    sessionAlive = true;
    client.restart();
    await vi.advanceTimersByTimeAsync(0);
    sockets.sockets[1].open();
    sockets.sockets[1].drop(SESSION_ENDED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets.sockets).toHaveLength(3);
    release();
  });
});
