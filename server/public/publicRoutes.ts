import type { FastifyInstance } from 'fastify';
import { CLIENT_CONFIG_ROUTE, type ClientConfig, OPENAPI_ROUTE } from '../../src/contract/publicRoutes';
import type { ServerConfig } from '../config';
import { PRODUCT_VERSION } from '../handlers/sysinfo';
import { successEnvelope } from '../http/envelope';
import { API_PREFIX } from '../http/registerEndpoints';
import { buildOpenApiDocument } from './openApi';

/**
 * The public routes of src/contract/publicRoutes.ts. Unsigned by design (a client needs the sign secret
 * before it can sign); CORS and the origin refusal of server/origins/corsRegistration.ts apply as to any
 * `/api/` path, so a registered partner page reads them and another origin's page does not.
 */
export function registerPublicRoutes(
  app: FastifyInstance,
  services: { config: ServerConfig; wsPort: number },
): void {
  const settings: ClientConfig = {
    signSecret: services.config.signSecret,
    cryptoKey: services.config.cryptoKey,
    cryptoIv: services.config.cryptoIv,
    urlPrefix: API_PREFIX,
    wsport: services.wsPort,
  };
  app.get(`${API_PREFIX}${CLIENT_CONFIG_ROUTE.path}`, async (_request, reply) => {
    // Deployments change their secrets; a page must not keep an old copy.
    reply.header('cache-control', 'no-cache');
    return successEnvelope(settings);
  });
  let document: Record<string, unknown> | undefined;
  app.get(`${API_PREFIX}${OPENAPI_ROUTE.path}`, async (_request, reply) => {
    document ??= buildOpenApiDocument(PRODUCT_VERSION);
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    return document;
  });
}
