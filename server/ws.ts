import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { WebSocket, WebSocketServer } from 'ws';
import { REALTIME_TOKEN_PROTOCOL, SESSION_ENDED_CLOSE_CODE } from '../src/contract/monitor';
import type { Database } from './db/schema';
import { crossOriginOf } from './origins/originPolicy';
import { addressedHost } from './origins/trustedProxies';
import { lookUpSession, peekSession, type Session } from './security/sessions';

/**
 * docs/protocol.md real-time: a WebSocket on its own port (`wsport` of the login answer) carrying
 * `{topic, data}` messages, authenticated by the token offered as a subprotocol (`dc-token, <token>`).
 */
export interface PublishScope {
  /** Deliver to this tenant's sockets only. Without it: platform administrators' sockets only. */
  enterpriseId?: string;
  /**
   * Deliver only to sessions holding this permission code (e.g. `sos:search`): a topic that carries a
   * screen's data reaches exactly those who may open the screen (docs/behaviour.md#validation sub-user grants).
   */
  permission?: string;
  /** Deliver only to the sockets of these sessions (a topic they asked for: the live service log). */
  tokenHashes?: ReadonlySet<string>;
  /**
   * The message's data as one session may see it (dashboard figures gated by permits); computed once per
   * role and permit set. Like `tokenHashes`, it stays on this instance (a function does not travel).
   */
  view?: (session: Session) => unknown;
}
export type Publish = (topic: string, data: unknown, scope?: PublishScope) => number;

/** Closes the sockets opened with one token (its session ended: sign-out). */
export type CloseSessionSockets = (tokenHash: string) => number;

export interface RealtimeServer {
  port: number;
  publish: Publish;
  closeSessionSockets: CloseSessionSockets;
  /** Checks every socket's session now (also run every `recheckMs`); resolves once done. */
  recheckSessions(): Promise<void>;
  /** Sockets connected now. */
  socketCount(): number;
  close(): Promise<void>;
}

interface RealtimeOptions {
  db: Kysely<Database>;
  host: string;
  port: number;
  sessionIdleMinutes: number;
  log: FastifyBaseLogger;
  /** How often each socket's session is checked again; default 10 s. */
  recheckMs?: number;
  /** May a socket opened from this page origin use this session? Absent: any origin. */
  allowsOrigin?: (origin: string, session: Session) => Promise<boolean>;
  /** The HTTP port the console's own pages come from (their origin is not a partner's); known after listen. */
  consolePort?: () => number;
  /** Whether a peer is a trusted proxy, whose X-Forwarded-Host and -Proto name the page's host; absent: none. */
  trustsProxy?: (address: string | undefined) => boolean;
}

const DEFAULT_RECHECK_MS = 10_000;

/**
 * The token a client offered: the subprotocol after REALTIME_TOKEN_PROTOCOL. The old `?token=` form is
 * refused outright, not read: a token in a URL is already in some log, and accepting it would keep clients
 * putting it there.
 */
function offeredToken(request: http.IncomingMessage): string | undefined {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.searchParams.has('token')) return undefined;
  const offered = String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((entry) => entry.trim());
  const at = offered.indexOf(REALTIME_TOKEN_PROTOCOL);
  return at >= 0 ? offered[at + 1] : undefined;
}

function refuseUpgrade(socket: import('node:stream').Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function startRealtime(options: RealtimeOptions): Promise<RealtimeServer> {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 64 * 1024,
    // The token was checked before the upgrade; the answer names only the scheme, never echoes the token.
    handleProtocols: (protocols) =>
      protocols.has(REALTIME_TOKEN_PROTOCOL) ? REALTIME_TOKEN_PROTOCOL : false,
  });
  const sessions = new Map<WebSocket, Session>();
  const server = http.createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only');
  });

  server.on('upgrade', (request, socket, head) => {
    const token = offeredToken(request);
    if (!token) return refuseUpgrade(socket, '401 Unauthorized');
    lookUpSession(options.db, token, options.sessionIdleMinutes * 60_000, Date.now())
      .then(async (lookup) => {
        if (lookup.kind !== 'active') return refuseUpgrade(socket, '401 Unauthorized');
        // The console's own page is on the HTTP port, not the socket's.
        const addressed = addressedHost(request, options.trustsProxy ?? (() => false));
        const origin = crossOriginOf(
          { origin: request.headers.origin, ...addressed },
          options.consolePort?.(),
        );
        if (origin && options.allowsOrigin && !(await options.allowsOrigin(origin, lookup.session)))
          return refuseUpgrade(socket, '403 Forbidden');
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

  const endSocket = (ws: WebSocket) => {
    sessions.delete(ws);
    ws.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
  };

  const closeSessionSockets: CloseSessionSockets = (tokenHash) => {
    let closed = 0;
    for (const [ws, session] of sessions) {
      if (session.tokenHash !== tokenHash) continue;
      endSocket(ws);
      closed += 1;
    }
    return closed;
  };

  // A socket outlives nothing it was opened with: a session that timed out, was signed out elsewhere or
  // whose account was disabled ends its sockets, and changed grants apply to the next message.
  const recheckSessions = async () => {
    const now = Date.now();
    const idleMs = options.sessionIdleMinutes * 60_000;
    for (const [ws, session] of [...sessions]) {
      const lookup = await peekSession(options.db, session.tokenHash, idleMs, now);
      if (!sessions.has(ws)) continue;
      if (lookup.kind === 'active') sessions.set(ws, lookup.session);
      else endSocket(ws);
    }
  };
  let rechecking: Promise<void> | undefined;
  const recheckTimer = setInterval(() => {
    rechecking ??= recheckSessions()
      .catch((error: unknown) => options.log.error({ err: error }, 'websocket session check failed'))
      .finally(() => {
        rechecking = undefined;
      });
  }, options.recheckMs ?? DEFAULT_RECHECK_MS);
  recheckTimer.unref();

  const publish: Publish = (topic, data, scope = {}) => {
    const plain = scope.view ? '' : JSON.stringify({ topic, data });
    const viewed = new Map<string, string>();
    const messageFor = (session: Session) => {
      if (!scope.view) return plain;
      const key = `${session.role}\n${session.permits.join(',')}`;
      let message = viewed.get(key);
      if (message === undefined) {
        message = JSON.stringify({ topic, data: scope.view(session) });
        viewed.set(key, message);
      }
      return message;
    };
    let delivered = 0;
    for (const [ws, session] of sessions) {
      // Tenant isolation (docs/security.md): a tenant's topic never reaches another tenant.
      // Platform figures are for administrators: an agency or normal account has no enterprise either.
      const matches = scope.enterpriseId
        ? session.enterpriseId === scope.enterpriseId
        : session.enterpriseId === null && session.role === 'ADMIN';
      // The permits as of the last session check (docs/security.md).
      const permitted =
        (!scope.permission || session.permits.includes(scope.permission)) &&
        (!scope.tokenHashes || scope.tokenHashes.has(session.tokenHash));
      if (matches && permitted && ws.readyState === WebSocket.OPEN) {
        ws.send(messageFor(session));
        delivered += 1;
      }
    }
    return delivered;
  };

  return {
    port: (server.address() as AddressInfo).port,
    publish,
    closeSessionSockets,
    recheckSessions,
    socketCount: () => wss.clients.size,
    close: async () => {
      clearInterval(recheckTimer);
      await rechecking;
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
