import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { registerAttachmentRoute } from '../feedback';
import type { EndpointHandler } from '../handlers/handler';
import { APP_VERSION_APP_HANDLERS } from './appHandlers';
import { ENTERPRISE_VERSION_HANDLERS } from './enterpriseHandlers';
import { registerPackageRoute } from './routes';
import { VERSION_HANDLERS } from './versionHandlers';

export { ALL_FEEDBACK_HANDLERS } from '../feedback';

/** /14: the handlers of src/contract/apps/appVersion.ts. */
export const APP_VERSION_HANDLERS: readonly EndpointHandler[] = [
  ...VERSION_HANDLERS,
  ...ENTERPRISE_VERSION_HANDLERS,
  ...APP_VERSION_APP_HANDLERS,
];

/** The token-less signed-URL routes: packages and feedback attachments (docs/protocol.md). */
export function registerAppFileRoutes(
  app: FastifyInstance,
  services: { db: Kysely<Database>; dataDir: string; sessionIdleMs: number },
) {
  registerPackageRoute(app, services);
  registerAttachmentRoute(app, services);
}
