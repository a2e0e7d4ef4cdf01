import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ENCRYPT_MODE, type EndpointDef } from '../../src/contract';
import { ENDPOINTS } from '../../src/contract/endpoints';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { EndpointHandler } from '../handlers/handler';
import { lookUpSession, type Session } from '../security/sessions';
import type { Publish } from '../ws';
import { successEnvelope } from './envelope';
import { forbidden, InvalidInputError, notSignedIn, sessionTimedOut } from './errors';
import { localeOf, translator } from './i18n';
import { encryptData, isEncryptMode, readInput, readToken, verifySignature } from './protocol';
import { describeIssues, strictRequestSchema } from './validation';

export interface EndpointServices {
  db: Kysely<Database>;
  config: ServerConfig;
  publish: Publish;
}

/** URL prefix of the API (ARCHITECTURE §3 `urlPrefix`). */
export const API_PREFIX = '/api';

/** ARCHITECTURE §4: the token decides who calls; the endpoint's roles and permission code decide if they may. */
async function authorize(endpoint: EndpointDef, token: string, services: EndpointServices, now: number) {
  if (endpoint.access.kind === 'public') return null;
  const lookup = await lookUpSession(services.db, token, services.config.sessionIdleMinutes * 60_000, now);
  if (lookup.kind === 'missing') throw notSignedIn();
  if (lookup.kind === 'expired') throw sessionTimedOut();
  const { session } = lookup;
  if (!endpoint.access.roles.includes(session.role)) throw forbidden('api.forbiddenRole');
  const { permission } = endpoint.access;
  if (permission && !session.permits.includes(permission))
    throw forbidden('api.forbiddenPermission', { permission });
  return session;
}

function rawBodyOf(request: FastifyRequest): string {
  // The JSON content-type parser keeps the body as the exact string sent (the Sign covers it).
  return typeof request.body === 'string' ? request.body : '';
}

/**
 * Registers every endpoint of the contract (ENDPOINTS) with its handler. A contract endpoint without a
 * handler stops the start-up: the API never silently lacks a declared call.
 */
export function registerEndpoints(
  app: FastifyInstance,
  handlers: readonly EndpointHandler[],
  services: EndpointServices,
): void {
  const byPath = new Map(handlers.map((handler) => [handler.endpoint.path, handler]));
  const missing = ENDPOINTS.filter((endpoint) => !byPath.has(endpoint.path)).map((endpoint) => endpoint.path);
  if (missing.length) throw new Error(`No handler for contract endpoint(s): ${missing.join(', ')}`);

  for (const endpoint of ENDPOINTS) {
    const handler = byPath.get(endpoint.path)!;
    const schema = strictRequestSchema(endpoint.request);
    const keys = { key: services.config.cryptoKey, iv: services.config.cryptoIv };

    app.route({
      method: endpoint.method,
      url: `${API_PREFIX}${endpoint.path}`,
      handler: async (request, reply) => {
        const now = Date.now();
        const locale = localeOf(request.headers.lang);
        const rawBody = rawBodyOf(request);
        const token = readToken(request.headers.authorization);

        verifySignature(
          { timestamp: request.headers.timestamp, sign: request.headers.sign, rawBody, token },
          services.config.signSecret,
          now,
        );
        const session: Session | null = await authorize(endpoint, token, services, now);
        const input = readInput(
          endpoint,
          { rawBody, query: request.query, encrypted: isEncryptMode(request.headers.mode) },
          keys,
        );
        const parsed = schema.safeParse(input, { reportInput: true });
        if (!parsed.success)
          throw new InvalidInputError(describeIssues(parsed.error.issues, translator(locale)));

        const result = await handler.run({
          input: parsed.data,
          session,
          db: services.db,
          config: services.config,
          client: { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') },
          now,
          locale,
          publish: services.publish,
        });
        // The answer must match the contract; a mismatch is a server bug and surfaces as a 500.
        const data = endpoint.response.parse(result);
        if (!endpoint.encrypted) return successEnvelope(data);
        reply.header('mode', ENCRYPT_MODE);
        return successEnvelope(encryptData(data, keys));
      },
    });
  }
}

/** For the not-found handler: a known path asked with the wrong method. */
export function knownPathWithOtherMethod(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return ENDPOINTS.some((endpoint) => `${API_PREFIX}${endpoint.path}` === path);
}
