import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** A Host header this server will echo into its policy: a name, an IPv4 or a bracketed IPv6, no port. */
const HOST_NAME = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/i;

/** The host part of the request's Host header when it is safe to put in a policy, else undefined. */
function requestHostName(request: IncomingMessage): string | undefined {
  const host = (request.headers.host ?? '').trim();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name && HOST_NAME.test(name) ? name : undefined;
}

/** One header helmet set (a value) or removed (null), in its order. */
type HeaderStep = readonly [name: string, value: string | null];

/**
 * The contract endpoints' answers are JSON (or a file to download), never a document: a browser renders
 * none of them, so the console page's policies (sources, opener, DNS prefetch, …) say nothing there. They get
 * what OWASP's REST Security Cheat Sheet names for an API: no sniffing, a policy that allows nothing and no
 * framing, and the resource policy partner pages need (docs/architecture.md#reference-server). Four headers
 * instead of eleven: about 550 bytes fewer on every answer, and less work per call.
 */
const API_ANSWER_HEADERS: readonly HeaderStep[] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-resource-policy', 'cross-origin'],
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A contract endpoint's route (registerEndpoints): its answers take API_ANSWER_HEADERS. */
    apiAnswer?: boolean;
  }
}

/** Host names whose headers are kept; the policy differs by host only in its WebSocket sources. */
const MAX_HOSTS_KEPT = 64;

/** A stand-in response that notes what helmet sets and removes, so the same can be applied to every answer. */
function recordingResponse(steps: HeaderStep[]): ServerResponse {
  const recorder = {
    setHeader(name: string, value: string) {
      steps.push([name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      steps.push([name, null]);
    },
  };
  // Helmet's middleware calls only setHeader and removeHeader on the response.
  return recorder as unknown as ServerResponse;
}

function applySteps(steps: readonly HeaderStep[], response: ServerResponse): void {
  for (const [name, value] of steps) {
    if (value === null) response.removeHeader(name);
    else response.setHeader(name, value);
  }
}

/**
 * The console's WebSocket lives on its own port (docs/behaviour.md#constants `wsport`), so 'self' does not cover it: the page's
 * own host on that port, plain and TLS.
 */
function socketSources(request: IncomingMessage, wsPort: number): string {
  const host = requestHostName(request);
  return host ? `ws://${host}:${wsPort} wss://${host}:${wsPort}` : '';
}

/**
 * Docs/architecture.md#reference-server: the usual security headers (helmet) and a strict Content-Security-Policy
 * for the console: scripts and styles from this origin only (no 'unsafe-inline', no 'unsafe-eval': styles are
 * files or constructable stylesheets, inline styles are set through the CSSOM, zod runs jitless —
 * src/elements/kit/session/strictCsp.ts), the API on this origin and the WebSocket on its port, images also
 * as data: and blob: URLs, media from this origin (signed URLs) and blob:, framing by this origin only.
 * The runtime configuration stays data in `<meta name="dc-config">`. Routes that send their own policy
 * (stored media: `sandbox`) keep it. HSTS only on HTTPS: this server speaks plain HTTP unless behind TLS, and
 * a policy sent over HTTP is ignored anyway, so it is sent only when the request came in over TLS.
 *
 * Helmet itself, built once: @fastify/helmet (13.2) builds helmet's middleware anew on every request, CSP
 * parsing included — measured 15 µs of a 67 µs signed session call on this machine (bench/throughput.ts).
 * And run once per host name: what it sets depends on nothing else of the request, so its headers are
 * recorded the first time and set from the record after (its chain of middleware and the policy's text
 * cost more than the headers themselves).
 */
export async function registerSecurityHeaders(app: FastifyInstance, wsPort: number): Promise<void> {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", (request) => socketSources(request, wsPort)],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Partner pages on other origins embed the elements and play signed media (docs/architecture.md#elements).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  const byHost = new Map<string, readonly HeaderStep[]>();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.routeOptions.config.apiAnswer) {
      applySteps(API_ANSWER_HEADERS, reply.raw);
      done();
      return;
    }
    const host = requestHostName(request.raw) ?? '';
    const known = byHost.get(host);
    if (known) {
      applySteps(known, reply.raw);
      done();
      return;
    }
    const recorded: HeaderStep[] = [];
    applyHeaders(request.raw, recordingResponse(recorded), (error?: unknown) => {
      if (error instanceof Error) {
        done(error);
        return;
      }
      // The Host header is the caller's to choose: a flood of names starts the cache again, never grows it.
      if (byHost.size >= MAX_HOSTS_KEPT) byHost.clear();
      byHost.set(host, recorded);
      applySteps(recorded, reply.raw);
      done();
    });
  });
}
