import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createServer, type RunningServer } from '../../../server/app';
import { realtimeProtocols } from '../../../src/contract/monitor';
import { RealtimeClient, type SocketLike } from '../../../src/elements/kit/realtime';
import { ApiClient } from '../support/apiClient';
import { createTestDatabase, type TestDatabase, testConfig } from '../support/testServer';

let database: TestDatabase | undefined;
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

/** Resolves once `predicate` holds (checked every 20 ms; the test's own time-out bounds the wait). */
function until(predicate: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (predicate() ? resolve() : setTimeout(check, 20));
    check();
  });
}

describe('the kit’s real-time client against the real server (reconnection)', () => {
  it('is online, goes offline when the server stops, and reconnects with the same token after a restart', async () => {
    database = await createTestDatabase();
    server = await createServer(testConfig(database.url));
    const wsPort = Number(new URL(server.wsUrl).port);
    const api = new ApiClient(server.url, server.config);
    const login = await api.call('POST', '/login/auth', {
      body: { username: 'acme', password: 'Acme@1234' },
      encrypt: true,
    });
    const token = (login.data as { token: string }).token;

    const hellos: unknown[] = [];
    const client = new RealtimeClient({
      url: () => ({ url: `ws://127.0.0.1:${wsPort}/`, protocols: realtimeProtocols(token) }),
      createSocket: (url, protocols) =>
        new WebSocket(url, protocols ? [...protocols] : undefined) as unknown as SocketLike,
      // Short back-off keeps the test quick; the series itself is covered by the unit tests.
      initialMs: 50,
      maxMs: 200,
    });
    client.subscribe('hello', (data) => hellos.push(data));
    client.start();
    await until(() => client.online && hellos.length === 1);

    await server.close();
    await until(() => client.status === 'offline');
    expect(client.online).toBe(false);

    // Same database (sessions survive), same WebSocket port.
    server = await createServer(testConfig(database.url, { wsPort }));
    await until(() => client.online && hellos.length === 2);
    expect(client.connections).toBe(2);
    expect(hellos[1]).toMatchObject({ role: 'ENTERPRISE' });
    client.stop();
  });
});
