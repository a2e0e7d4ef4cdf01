import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * One callback hook, not a promise, answers a same-origin call (every call of the console itself) at
 * once: it runs on every request, and an async hook costs a promise and a turn of the microtask queue even
 * when there is nothing to wait for. The plugin's own hook (its options worked out and merged anew on
 * every call: about 5 % of a record page's server CPU) runs only for calls from another origin and for
 * preflights; a same-origin call gets from it what the plugin would give, `Vary: Origin`
 * (docs/server.md "Signed calls: server CPU").
 */
export async function registerCors(app: FastifyInstance, registry: OriginRegistry): Promise<void> {
  // The plugin adds one onRequest hook: it is taken here, to be called from ours below.
  let pluginHook: OnRequestHook | undefined;
  const addHook = app.addHook;
  const takeHook = (name: string, hook: OnRequestHook) => {
    pluginHook = hook;
    if (name !== 'onRequest') throw new Error(`@fastify/cors added a ${name} hook`);
    return app;
  };
  // Fastify's addHook is overloaded per hook name; the plugin calls it once, with onRequest.
  app.addHook = takeHook as unknown as typeof app.addHook;
  try {
    await registerPlugin(app, registry);
  } finally {
    app.addHook = addHook;
  }
  const corsHook = pluginHook;
  if (!corsHook) throw new Error('@fastify/cors added no hook');
  const refuseUnknown = refusal(registry);
  app.addHook('onRequest', (request, reply, done) => {
    if (
      request.method !== 'OPTIONS' &&
      !crossOriginOf({ origin: request.headers.origin, host: request.host })
    ) {
      if (reply.getHeader('vary') === undefined) {
        reply.header('vary', 'Origin');
        done();
        return;
      }
    }
    corsHook(request, reply, (error?: Error) => {
      if (error) done(error);
      else refuseUnknown(request, done);
    });
  });
}

type OnRequestHook = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

async function registerPlugin(app: FastifyInstance, registry: OriginRegistry): Promise<void> {
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
}

/** API calls from an origin that is not registered are refused. */
function refusal(registry: OriginRegistry) {
  return (request: FastifyRequest, done: (error?: Error) => void): void => {
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
  };
}
