import { z } from 'zod';
import type { EndpointDef } from '../endpoint';
import { MAINTENANCE_ROUTE } from '../operations/maintenance';
import { platformEndpoints } from '../operations/platformEndpoint';
import { pageNumSchema, pageResultSchema, pageSizeSchema } from '../resources/paging';

/*
 * What the switch side leaves for the platform administrator to see (`<maintenance-panel>`, ADMIN): CDR posts
 * kept as dead letters (answered 200 so the switch stops retrying) with their reasons, and SIP numbers held
 * by two enterprises (written before numbers had one owner), which wait for the administrator to resolve.
 */

const endpoint = platformEndpoints(MAINTENANCE_ROUTE, 'operations.maintenance.fields');

const cdrDeadLetterSchema = z.object({
  id: z.string(),
  receivedAt: z.number().int(),
  reason: z.string(),
  callUuid: z.string(),
  /** Size of the post as kept, in characters. */
  size: z.number().int().min(0),
});
export type CdrDeadLetter = z.infer<typeof cdrDeadLetterSchema>;

export const listCdrDeadLetters = endpoint('cdrDeadLetters', 'search', {
  request: z.object({ pageNum: pageNumSchema.default(1), pageSize: pageSizeSchema.default(10) }),
  response: pageResultSchema(cdrDeadLetterSchema),
  summary:
    'CDR posts that could not be stored, newest first, with the reason (the post itself stays on the server).',
});

const numberConflictSchema = z.object({
  table: z.enum(['extensions', 'call_groups']),
  number: z.string(),
  enterprises: z.array(z.object({ id: z.string(), name: z.string(), prefix: z.string() })),
});
export type NumberConflict = z.infer<typeof numberConflictSchema>;

export const listNumberConflicts = endpoint('numberConflicts', 'search', {
  request: z.object({}),
  response: z.object({ conflicts: z.array(numberConflictSchema) }),
  summary: 'Extension and call-group numbers held by more than one enterprise, found at the last start.',
});

export const SWITCH_INTAKE_ENDPOINTS: readonly EndpointDef[] = [listCdrDeadLetters, listNumberConflicts];
