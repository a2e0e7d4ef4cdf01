import type { EndpointHandler } from '../handlers/handler';
import { APP_AUTH_HANDLERS } from './appAuthHandlers';

/** Issue 14 (and 13's app versions and feedback): the handlers of src/contract/apps. Each part adds its list. */
export const APPS_HANDLERS: readonly EndpointHandler[] = [...APP_AUTH_HANDLERS];
