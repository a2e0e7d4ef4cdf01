import type { IncomingMessage } from 'node:http';
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
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
