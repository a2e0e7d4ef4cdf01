import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { WebSocket, WebSocketServer } from 'ws';
import type { Database } from './db/schema';
import { lookUpSession, type Session } from './security/sessions';

/**
 * ARCHITECTURE §3 real-time: a WebSocket on its own port (`wsport` of the login answer) carrying
 * `{topic, data}` messages, authenticated by the token in `?token=`.
 */
export interface PublishScope {
  /** Deliver to this tenant's sockets only. Without it: platform administrators' sockets only. */
  enterpriseId?: string;
  /**
   * Deliver only to sessions holding this permission code (e.g. `sos:search`): a topic that carries a
   * screen's data reaches exactly those who may open the screen (spec §5 sub-user grants).
   */
  permission?: string;
}
export type Publish = (topic: string, data: unknown, scope?: PublishScope) => number;

export interface RealtimeServer {
  port: number;
  publish: Publish;
  close(): Promise<void>;
}

interface RealtimeOptions {
  db: Kysely<Database>;
  host: string;
  port: number;
  sessionIdleMinutes: number;
  log: FastifyBaseLogger;
}

function refuseUpgrade(socket: import('node:stream').Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function startRealtime(options: RealtimeOptions): Promise<RealtimeServer> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const sessions = new Map<WebSocket, Session>();
  const server = http.createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only');
  });

  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const token = url.searchParams.get('token') ?? '';
    lookUpSession(options.db, token, options.sessionIdleMinutes * 60_000, Date.now())
      .then((lookup) => {
        if (lookup.kind !== 'active') return refuseUpgrade(socket, '401 Unauthorized');
        wss.handleUpgrade(request, socket, head, (ws) => {
          sessions.set(ws, lookup.session);
          ws.on('close', () => sessions.delete(ws));
          // Clients only listen; anything they send is ignored.
          ws.on('error', () => sessions.delete(ws));
          const { session } = lookup;
          ws.send(
            JSON.stringify({
              topic: 'hello',
              data: { userId: session.accountId, role: session.role, enterpriseId: session.enterpriseId },
            }),
          );
        });
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'websocket authentication failed');
        refuseUpgrade(socket, '500 Internal Server Error');
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });

  const publish: Publish = (topic, data, scope = {}) => {
    const message = JSON.stringify({ topic, data });
    let delivered = 0;
    for (const [ws, session] of sessions) {
      // Tenant isolation (ARCHITECTURE §4): a tenant's topic never reaches another tenant.
      // Platform figures are for administrators: an agency or normal account has no enterprise either.
      const matches = scope.enterpriseId
        ? session.enterpriseId === scope.enterpriseId
        : session.enterpriseId === null && session.role === 'ADMIN';
      // The permits were read from the token when the socket connected (ARCHITECTURE §4).
      const permitted = !scope.permission || session.permits.includes(scope.permission);
      if (matches && permitted && ws.readyState === WebSocket.OPEN) {
        ws.send(message);
        delivered += 1;
      }
    }
    return delivered;
  };

  return {
    port: (server.address() as AddressInfo).port,
    publish,
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
