import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EXPORT_TOTAL_HEADER } from '../../src/contract/calldata/shared';
import { forbidden } from '../http/errors';
import { crossOriginOf, type OriginRegistry } from './originPolicy';

/** The protocol's request headers (docs/protocol.md) a partner page sends. */
const REQUEST_HEADERS = [
  'Authorization',
  'Sign',
  'Timestamp',
  'Mode',
  'lang',
  'traceId',
  'Content-Type',
  'Range',
];
/** What a partner page's script may read of an answer: the encryption flag and the download headers. */
const EXPOSED_HEADERS = [
  'mode',
  'content-disposition',
  EXPORT_TOTAL_HEADER,
  'content-range',
  'accept-ranges',
];

/** A call from the page's own origin (or with no Origin): no CORS headers, nothing to look up. */
const SAME_ORIGIN: FastifyCorsOptions = { origin: false };

/** A page whose origin is not registered may load the element library, and nothing else. */
function unknownOriginOptions(request: FastifyRequest): FastifyCorsOptions {
  // The element library is public code, fetched without credentials: any page may load it, so a page
  // whose origin is not registered gets the element's own clear refusal rather than a blank page.
  // The API, where the data is, stays closed to it.
  return request.url.startsWith('/elements/')
    ? { origin: '*', methods: ['GET'], credentials: false }
    : SAME_ORIGIN;
}

/**
 * CORS for the allowed origins — the API (preflights included), the element library under
 * /elements/ and signed media — and a clear refusal for API calls from any other origin.
 *
 * Both hooks take callbacks, not promises, and answer a same-origin call (every call of the console
 * itself) at once: they run on every request, and an async hook costs a promise and a turn of the
 * microtask queue even when there is nothing to wait for (docs/server.md "Signed calls").
 */
export async function registerCors(app: FastifyInstance, registry: OriginRegistry): Promise<void> {
  await app.register(fastifyCors, {
    delegator: (
      request: FastifyRequest,
      callback: (error: Error | null, options?: FastifyCorsOptions) => void,
    ) => {
      const origin = crossOriginOf({ origin: request.headers.origin, host: request.host });
      if (!origin) {
        callback(null, SAME_ORIGIN);
        return;
      }
      registry.known(origin).then(
        (known) =>
          callback(
            null,
            known
              ? {
                  origin,
                  methods: ['GET', 'POST', 'OPTIONS'],
                  allowedHeaders: REQUEST_HEADERS,
                  exposedHeaders: EXPOSED_HEADERS,
                  maxAge: 600,
                  credentials: false,
                }
              : unknownOriginOptions(request),
          ),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'OPTIONS' || !request.url.startsWith('/api/')) {
      done();
      return;
    }
    const origin = crossOriginOf({ origin: request.headers.origin, host: request.host });
    if (!origin) {
      done();
      return;
    }
    registry.known(origin).then(
      (known) => done(known ? undefined : forbidden('api.originRefused', { origin })),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
