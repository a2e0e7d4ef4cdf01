import { z } from 'zod';
import { defineRecordResource } from './recordResource';

export const LOGIN_RESULTS = ['success', 'failure'] as const;

/**
 * One sign-in attempt of the enterprise's accounts (spec §2 /data-mgr/login-history): the rows the
 * foundation writes on every attempt (server/db/audit.ts, ARCHITECTURE §4).
 */
export const loginHistorySchema = z.object({
  id: z.string(),
  account: z.string(),
  time: z.number().int(),
  result: z.enum(LOGIN_RESULTS),
  /** An i18n key or text of why it failed; empty on success. */
  failureReason: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  clientType: z.string(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistorySchema>;

export const loginHistoryResource = defineRecordResource({
  name: 'loginHistory',
  routeName: 'login-history',
  table: 'login_history',
  schema: loginHistorySchema,
  naturalKey: 'account',
  searchable: ['account', 'ip', 'userAgent'],
  sortable: ['time', 'account'],
  defaultSort: { field: 'time', order: 'desc' },
  filters: {
    result: { op: 'eq', field: 'result' },
    clientType: { op: 'eq', field: 'clientType' },
    ids: { op: 'in', field: 'id' },
  },
  prefixFilters: { accountPrefix: 'account' },
  rangeFilters: { time: { field: 'time', kind: 'time' } },
  timeField: 'time',
  exportColumns: ['id', 'account', 'time', 'result', 'failureReason', 'ip', 'userAgent', 'clientType'],
  operations: ['page', 'get'],
});
