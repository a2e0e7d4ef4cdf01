import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { hashToken } from '../../server/security/tokens';
import {
  REALTIME_TOKEN_PROTOCOL,
  realtimeProtocols,
  SESSION_ENDED_CLOSE_CODE,
} from '../../src/contract/monitor';
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
  address: { path: string; protocols: string[] } = {
    path: '/',
    protocols: token ? realtimeProtocols(token) : [],
  },
): Promise<{ socket: WebSocket; messages: Message[]; next: () => Promise<Message> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${t.server.wsUrl}${address.path}`, address.protocols);
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

describe('WebSocket on wsport (docs/protocol.md)', () => {
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

  it('the token travels as a subprotocol; the server answers the scheme, never the token', async () => {
    const token = await t.login('acme');
    const { socket } = await connect(token);
    expect(socket.protocol).toBe(REALTIME_TOKEN_PROTOCOL);
    socket.close();
  });

  it('a token in the URL is refused with HTTP 401, even a good one, and even beside a good subprotocol', async () => {
    const token = await t.login('acme');
    const inUrl = { path: `/?token=${encodeURIComponent(token)}`, protocols: [] };
    await expect(connect(token, inUrl)).rejects.toThrow('HTTP 401');
    await expect(connect(token, { ...inUrl, protocols: realtimeProtocols(token) })).rejects.toThrow(
      'HTTP 401',
    );
    // The subprotocol without the scheme before it is not a token either.
    await expect(connect(token, { path: '/', protocols: [token] })).rejects.toThrow('HTTP 401');
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

  describe('a socket lives no longer than its session (docs/security.md)', () => {
    /** The close code the socket ends with. */
    const closed = (socket: WebSocket) =>
      new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    it('signing out closes the sockets of that token at once; another session of the account keeps its own', async () => {
      const leaving = await t.login('acme');
      const staying = await t.login('acme');
      const gone = await connect(leaving);
      const kept = await connect(staying);
      const acmeId = ((await gone.next()).data as { enterpriseId: string }).enterpriseId;
      await kept.next();
      const code = closed(gone.socket);
      expect((await t.client.call('POST', '/login/logout', { token: leaving })).envelope.code).toBe('0000');
      expect(await code).toBe(SESSION_ENDED_CLOSE_CODE);
      expect(t.server.publish('sos', { id: 2 }, { enterpriseId: acmeId })).toBe(1);
      expect(await kept.next()).toEqual({ topic: 'sos', data: { id: 2 } });
      kept.socket.close();
    });

    it('a session gone idle ends its socket at the next check, and the socket’s own life does not keep it alive', async () => {
      const token = await t.login('globex');
      const { socket, next } = await connect(token);
      await next();
      await t.server.recheckSockets();
      expect(socket.readyState).toBe(WebSocket.OPEN);
      const idleMs = t.server.config.sessionIdleMinutes * 60_000;
      await t.server.db
        .updateTable('sessions')
        .set({ last_seen_at: Date.now() - idleMs - 1_000 })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const code = closed(socket);
      await t.server.recheckSockets();
      expect(await code).toBe(SESSION_ENDED_CLOSE_CODE);
      // Still 1004 to the page: the check only read the session.
      expect((await t.client.call('GET', '/getUserInfo', { token })).envelope.code).toBe('1004');
    });

    it('a grant given to a sub-user reaches its open socket at the next check', async () => {
      const token = await t.login('acme-ops');
      const ops = await connect(token);
      const acmeId = ((await ops.next()).data as { enterpriseId: string }).enterpriseId;
      const scope = { enterpriseId: acmeId, permission: 'sos:search' };
      const opsId = (
        await t.server.db
          .selectFrom('accounts')
          .select('id')
          .where('username', '=', 'acme-ops')
          .executeTakeFirstOrThrow()
      ).id;
      try {
        const before = t.server.publish('sos', { id: 3 }, scope);
        await t.server.db
          .insertInto('account_permits')
          .values({ account_id: opsId, permit_value: 'sos:search' })
          .execute();
        await t.server.recheckSockets();
        expect(t.server.publish('sos', { id: 4 }, scope)).toBe(before + 1);
        expect(await ops.next()).toEqual({ topic: 'sos', data: { id: 4 } });
      } finally {
        await t.server.db
          .deleteFrom('account_permits')
          .where('account_id', '=', opsId)
          .where('permit_value', '=', 'sos:search')
          .execute();
        ops.socket.close();
      }
    });
  });
});
