import { recordEndpoints } from '../calldata/recordResource';
import type { EndpointDef } from '../endpoint';
import { operationLogResource } from './operationLog';

export * from './operationLog';

/** The security-audit endpoints (the platform's operation log). */
export const AUDIT_ENDPOINTS: readonly EndpointDef[] = [...recordEndpoints(operationLogResource)];
