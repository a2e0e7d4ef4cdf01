import type { EndpointDef } from '../endpoint';
import { APP_AUTH_ENDPOINTS } from './appAuth';

export * from './appAuth';

/**
 * Issue 14 (and 13's app versions and feedback): the enterprise's app screens and the dispatch app's own
 * endpoints. Each part adds its list here.
 */
export const APPS_ENDPOINTS: readonly EndpointDef[] = [...APP_AUTH_ENDPOINTS];
