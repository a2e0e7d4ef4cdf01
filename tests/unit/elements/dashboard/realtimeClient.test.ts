import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '../../../../src/contract/monitor';
import {
  RealtimeClient,
  realtimeAddress,
  realtimeUrl,
  reconnectDelay,
} from '../../../../src/elements/kit/realtime';
import { fakeSockets } from './fakeSocket';

/** Lets the client's awaited URL resolve. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

describe('reconnect back-off (1 s doubling to 30 s)', () => {
  it('waits 1, 2, 4, 8, 16 s, then 30 s for every further attempt', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => reconnectDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('RealtimeClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects with the token URL, delivers messages by topic and reports online', async () => {
    const { sockets, factory } = fakeSockets();
    const client = new RealtimeClient({ url: () => 'ws://host:8012/?token=t', createSocket: factory });
    const monitor = vi.fn();
    const sos = vi.fn();
    client.subscribe('monitor', monitor);
    client.subscribe('sos', sos);
    client.start();
    await settle();
    expect(sockets[0].url).toBe('ws://host:8012/?token=t');
    expect(client.status).toBe('connecting');
    sockets[0].open();
    expect(client.online).toBe(true);
    sockets[0].send('monitor', { cpu: 1 });
    expect(monitor).toHaveBeenCalledWith({ cpu: 1 }, { topic: 'monitor', data: { cpu: 1 } });
    expect(sos).not.toHaveBeenCalled();
    client.stop();
  });

  it('after a drop it is offline and reconnects after 1 s, 2 s, 4 s … while attempts fail, then resets', async () => {
    const { sockets, factory } = fakeSockets();
    const client = new RealtimeClient({ url: () => 'ws://host:1/?token=t', createSocket: factory });
    client.start();
    await settle();
    sockets[0].open();
    sockets[0].drop();
    expect(client.status).toBe('offline');
    expect(client.online).toBe(false);

    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1].drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    sockets[2].drop();
    await vi.advanceTimersByTimeAsync(4000);
    expect(sockets).toHaveLength(4);
    expect(client.status).toBe('offline');

    sockets[3].open();
    expect(client.online).toBe(true);
    expect(client.failures).toBe(0);
    expect(client.connections).toBe(2);
    sockets[3].drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(5);
    client.stop();
  });

  it('never waits more than 30 s between attempts', async () => {
    const { sockets, factory } = fakeSockets();
    const client = new RealtimeClient({ url: () => 'ws://host:1/?token=t', createSocket: factory });
    client.start();
    await settle();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      sockets[sockets.length - 1].drop();
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(sockets).toHaveLength(9);
    client.stop();
  });

  it('a socket closed because its session ended asks the page, and reconnects only when the session is alive', async () => {
    const { sockets, factory } = fakeSockets();
    let alive = false;
    const onSessionEnded = vi.fn(async () => alive);
    const client = new RealtimeClient({
      url: () => 'ws://host:8012/?token=t',
      createSocket: factory,
      onSessionEnded,
    });
    client.start();
    await settle();
    sockets[0].open();
    sockets[0].drop(SESSION_ENDED_CLOSE_CODE);
    await settle();
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(client.status).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);

    alive = true;
    client.restart();
    await settle();
    sockets[1].open();
    sockets[1].drop(SESSION_ENDED_CLOSE_CODE);
    await settle();
    expect(client.status).toBe('offline');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(3);
    // Any other close is an ordinary drop: no question asked.
    sockets[2].open();
    sockets[2].drop(1006);
    await settle();
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('stays idle without a session and stops reconnecting when stopped', async () => {
    const { sockets, factory } = fakeSockets();
    let token: string | null = null;
    const client = new RealtimeClient({
      url: () => (token ? `ws://h:1/?token=${token}` : null),
      createSocket: factory,
    });
    client.start();
    await settle();
    expect(client.status).toBe('idle');
    expect(sockets).toHaveLength(0);

    token = 'abc';
    client.restart();
    await settle();
    sockets[0].open();
    client.stop();
    expect(sockets[0].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('idle');
  });

  it('a listener that throws does not stop the others', async () => {
    const { sockets, factory } = fakeSockets();
    const client = new RealtimeClient({ url: () => 'ws://h:1/', createSocket: factory });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    client.subscribe('monitor', () => {
      throw new Error('boom');
    });
    client.subscribe('monitor', second);
    client.start();
    await settle();
    sockets[0].open();
    sockets[0].send('monitor', 1);
    expect(second).toHaveBeenCalledWith(1, { topic: 'monitor', data: 1 });
    errors.mockRestore();
    client.stop();
  });
});

describe('realtimeUrl (docs/protocol.md: ws://<host>:<wsport>/, the token as a subprotocol)', () => {
  it('uses the page host when the API is the page origin, wss under HTTPS, the API host otherwise', () => {
    expect(realtimeUrl({ apiBase: '', pageUrl: 'http://console.local:3000/#/dashboard', wsport: 8012 })).toBe(
      'ws://console.local:8012/',
    );
    expect(realtimeUrl({ apiBase: '', pageUrl: 'https://console.local/', wsport: 8012 })).toBe(
      'wss://console.local:8012/',
    );
    expect(
      realtimeUrl({ apiBase: 'https://api.example.com', pageUrl: 'http://portal.local/', wsport: 9000 }),
    ).toBe('wss://api.example.com:9000/');
  });

  it('puts the token in the subprotocols, never in the URL', () => {
    const address = realtimeAddress({
      apiBase: '',
      pageUrl: 'http://console.local/',
      wsport: 8012,
      token: 'tok-1',
    });
    expect(address).toEqual({ url: 'ws://console.local:8012/', protocols: ['dc-token', 'tok-1'] });
  });

  it('hands the subprotocols to the socket factory', async () => {
    const { sockets, factory } = fakeSockets();
    const client = new RealtimeClient({
      url: () => ({ url: 'ws://host:1/', protocols: ['dc-token', 't'] }),
      createSocket: factory,
    });
    client.start();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]).toMatchObject({ url: 'ws://host:1/', protocols: ['dc-token', 't'] });
    client.stop();
  });
});
