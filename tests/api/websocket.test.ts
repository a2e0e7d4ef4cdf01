import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './support/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

interface Message {
  topic: string;
  data: unknown;
}

/** Opens a socket and collects its messages; rejects with the HTTP status when the upgrade is refused. */
function connect(
  token: string,
): Promise<{ socket: WebSocket; messages: Message[]; next: () => Promise<Message> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${t.server.wsUrl}/?token=${encodeURIComponent(token)}`);
    const messages: Message[] = [];
    const waiting: ((message: Message) => void)[] = [];
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Message;
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    });
    const next = () =>
      new Promise<Message>((done) => {
        const queued = messages.shift();
        if (queued) done(queued);
        else waiting.push(done);
      });
    socket.once('open', () => resolve({ socket, messages, next }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

describe('WebSocket on wsport (ARCHITECTURE §3)', () => {
  it('the login answer names the WebSocket port', async () => {
    const result = await t.client.call('POST', '/login/auth', {
      body: { username: 'admin', password: 'Admin@123' },
      encrypt: true,
    });
    expect((result.data as { wsport: number }).wsport).toBe(Number(new URL(t.server.wsUrl).port));
  });

  it('a bad or missing token is refused with HTTP 401', async () => {
    await expect(connect('not-a-token')).rejects.toThrow('HTTP 401');
    await expect(connect('')).rejects.toThrow('HTTP 401');
  });

  it('a good token connects and gets a hello message with topic and data', async () => {
    const token = await t.login('acme');
    const { socket, next } = await connect(token);
    const hello = await next();
    expect(hello.topic).toBe('hello');
    expect(hello.data).toMatchObject({ role: 'ENTERPRISE' });
    socket.close();
  });

  it('publish with an enterpriseId reaches that tenant only; without one, platform administrators only', async () => {
    const acme = await connect(await t.login('acme'));
    const globex = await connect(await t.login('globex'));
    const admin = await connect(await t.login('admin'));
    const agency = await connect(await t.login('agency'));
    const acmeHello = (await acme.next()).data as { enterpriseId: string };
    await globex.next();
    await admin.next();
    await agency.next();

    expect(t.server.publish('sos', { id: 1 }, { enterpriseId: acmeHello.enterpriseId })).toBe(1);
    expect(t.server.publish('monitor', { cpu: 3 })).toBe(1);
    expect(await acme.next()).toEqual({ topic: 'sos', data: { id: 1 } });
    expect(await admin.next()).toEqual({ topic: 'monitor', data: { cpu: 3 } });
    expect(globex.messages).toEqual([]);
    expect(agency.messages).toEqual([]);
    for (const connection of [acme, globex, admin, agency]) connection.socket.close();
  });
});
