import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { defaultRuntimeConfig, type RuntimeConfig } from '../../../src/core/config/runtimeConfig';
import type { HttpHooks, MessageMode, NoticeKind } from '../../../src/core/http/types';

/**
 * A real HTTP server for the client tests. It checks the protocol independently of the client's code:
 * the Sign with node:crypto md5, encrypted bodies with node:crypto aes-128-cbc.
 */
export const SECRET = 'test-sign-secret';
export const KEY = 'abcdefghijklmnop';
export const IV = '0123456789abcdef';

export function nodeMd5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function nodeEncrypt(plain: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(KEY), Buffer.from(IV));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export function nodeDecrypt(base64: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(KEY), Buffer.from(IV));
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

export interface SeenRequest {
  method: string;
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** md5(Timestamp + secret + body + raw token) equals the Sign header. */
  signValid: boolean;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer | object;
  /** Drop the connection without an answer. */
  destroy?: boolean;
  /** Never answer (time-out tests). */
  hang?: boolean;
}

export type Handler = (request: SeenRequest, index: number) => Reply | Promise<Reply>;

export interface TestServer {
  baseUrl: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** The raw token of an Authorization header, without the configured scheme. */
function rawToken(authorization: string | undefined, scheme: string): string {
  if (!authorization) return '';
  return scheme && authorization.startsWith(`${scheme} `)
    ? authorization.slice(scheme.length + 1)
    : authorization;
}

export async function startTestServer(handler: Handler, authScheme = ''): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const reply = (res: ServerResponse, answer: Reply) => {
    const body = answer.body;
    const isJson = body !== undefined && typeof body === 'object' && !Buffer.isBuffer(body);
    res.writeHead(answer.status ?? 200, {
      ...(isJson ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      ...answer.headers,
    });
    res.end(isJson ? JSON.stringify(body) : body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://localhost');
      const timestamp = String(req.headers.timestamp ?? '');
      const token = rawToken(req.headers.authorization, authScheme);
      const seen: SeenRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.search.slice(1),
        headers: req.headers,
        body,
        signValid: req.headers.sign === nodeMd5(`${timestamp}${SECRET}${body}${token}`),
      };
      requests.push(seen);
      const answer = await handler(seen, requests.length - 1);
      if (answer.hang) return;
      if (answer.destroy) {
        req.socket.destroy();
        return;
      }
      reply(res, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const ok = (data: unknown, message = ''): Reply => ({ body: { code: '0000', data, message } });

export function testConfig(baseUrl: string, patch: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    ...defaultRuntimeConfig(),
    apiBase: baseUrl,
    urlPrefix: '/api',
    signSecret: SECRET,
    cryptoKey: KEY,
    cryptoIv: IV,
    ...patch,
  };
}

export interface Notice {
  mode: Exclude<MessageMode, 'none'>;
  kind: NoticeKind;
  title?: string;
  text: string;
}

/** Hooks that record what the client reports; `translate` answers the key itself. */
export function recordingHooks(initialToken?: string, locale = 'en') {
  let token = initialToken;
  const notices: Notice[] = [];
  const hooks: HttpHooks = {
    getToken: () => token,
    getLocale: () => locale,
    translate: (key) => key,
    notifier: {
      message: (kind, text) => notices.push({ mode: 'message', kind, text }),
      modal: (kind, title, text) => notices.push({ mode: 'modal', kind, title, text }),
    },
    onSessionTimeout: vi.fn(),
    onUnauthorized: vi.fn(),
  };
  return {
    hooks,
    notices,
    setToken(next: string | undefined) {
      token = next;
    },
  };
}
