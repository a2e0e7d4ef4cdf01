import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { API_PREFIX } from './registerEndpoints';

/** The endpoints that check a password or a code: a client address may call them `perMinute` times. */
export const RATE_LIMITED_SIGN_IN_PATHS: readonly string[] = [
  '/login/auth',
  '/login/mobile',
  '/login/unlock',
  '/login/reset-password',
  // Issue 15: a partner key is a credential too.
  '/partner/token',
].map((path) => `${API_PREFIX}${path}`);

/**
 * Issue 16: per-address limiting of the sign-in endpoints (@fastify/rate-limit), on top of the per-(account,
 * address) throttle (server/security/signInThrottle.ts) that stops guessing one account. Over the limit the
 * answer is the usual -1 envelope (HTTP 429, Retry-After) with a message in the request's language, never the
 * plugin's own body. Registered before the endpoints: its route hook marks those paths as they are added.
 */
export async function registerSignInRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (RATE_LIMITED_SIGN_IN_PATHS.includes(route.url))
      route.config = { ...(route.config as object), rateLimit: { max: perMinute, timeWindow: 60_000 } };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    onExceeded: (request) => request.log.warn({ ip: request.ip, url: request.url }, 'sign-in rate limit'),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'api.hardening.signInRateLimited', {
        seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
