import type { ResourceBehaviour } from '../behaviour';
import { numberOwnershipProblems } from '../numberOwnership';

/** A call group's number is the enterprise's own, like an extension's (see numberOwnership.ts). */
export const callGroupBehaviour: ResourceBehaviour = {
  check: (db, row, context) => numberOwnershipProblems(db, 'call_groups', row, context),
};
