import fastifyCors from '@fastify/cors';
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

/**
 * CORS for the allowed origins — the API (preflights included), the element library under
 * /elements/ and signed media — and a clear refusal for API calls from any other origin.
 */
export async function registerCors(app: FastifyInstance, registry: OriginRegistry): Promise<void> {
  await app.register(fastifyCors, {
    delegator: async (request: FastifyRequest) => {
      const origin = crossOriginOf({ origin: request.headers.origin, host: request.host });
      if (!origin) return { origin: false };
      if (!(await registry.known(origin)))
        // The element library is public code, fetched without credentials: any page may load it, so a page
        // whose origin is not registered gets the element's own clear refusal rather than a blank page.
        // The API, where the data is, stays closed to it.
        return request.url.startsWith('/elements/')
          ? { origin: '*', methods: ['GET'], credentials: false }
          : { origin: false };
      return {
        origin,
        methods: ['GET', 'POST', 'OPTIONS'],
        allowedHeaders: REQUEST_HEADERS,
        exposedHeaders: EXPOSED_HEADERS,
        maxAge: 600,
        credentials: false,
      };
    },
  });
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || !request.url.startsWith('/api/')) return;
    const origin = crossOriginOf({ origin: request.headers.origin, host: request.host });
    if (origin && !(await registry.known(origin))) throw forbidden('api.originRefused', { origin });
  });
}
