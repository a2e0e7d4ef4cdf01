import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from '../security/tokens';
import { ApiError } from './errors';
import { readToken } from './protocol';
import { API_PREFIX } from './registerEndpoints';
import { sharedRateStore } from './sharedRateCounts';

/** The endpoints that check a password or a code: a client address may call them `perMinute` times. */
const RATE_LIMITED_SIGN_IN_PATHS: readonly string[] = [
  '/login/auth',
  '/login/mobile',
  '/login/unlock',
  '/login/reset-password',
  // A partner key is a credential too.
  '/partner/token',
  // The dispatch app's member sign-in.
  '/app/login',
].map((path) => `${API_PREFIX}${path}`);

/**
 * Per-address limiting of the sign-in endpoints (@fastify/rate-limit), on top of the per-(account,
 * address) throttle (server/security/signInThrottle.ts) that stops guessing one account. Over the limit the
 * answer is the usual -1 envelope (HTTP 429, Retry-After) with a message in the request's language, never the
 * plugin's own body. Registered before the endpoints: its route hook marks those paths as they are added.
 */
export async function registerSignInRateLimit(
  app: FastifyInstance,
  db: Kysely<Database>,
  perMinute: number,
  appPerMinute: number,
): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (RATE_LIMITED_SIGN_IN_PATHS.includes(route.url))
      route.config = { ...(route.config as object), rateLimit: { max: perMinute, timeWindow: 60_000 } };
    // The app endpoints are limited per device. An app token belongs to one device, so the
    // token is the key (the address when there is none: many phones share a carrier's address).
    else if (route.url.startsWith(`${API_PREFIX}/app/`))
      route.config = {
        ...(route.config as object),
        rateLimit: {
          max: appPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => {
            const token = readToken(request.headers.authorization);
            return token ? `app:${hashToken(token)}` : request.ip;
          },
        },
      };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database: servers sharing it share the counts (server/http/sharedRateCounts.ts).
    store: sharedRateStore(db),
    max: perMinute,
    timeWindow: 60_000,
    onExceeded: (request) => request.log.warn({ ip: request.ip, url: request.url }, 'sign-in rate limit'),
    errorResponseBuilder: (request, context) =>
      new ApiError(
        429,
        request.url.startsWith(`${API_PREFIX}/app/`) && !request.url.startsWith(`${API_PREFIX}/app/login`)
          ? 'api.apps.rateLimited'
          : 'api.hardening.signInRateLimited',
        {
          seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        },
      ),
  });
}
