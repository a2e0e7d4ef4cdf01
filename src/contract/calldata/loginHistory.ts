import { z } from 'zod';
import { CLIENT_TYPES } from '../auth';
import { defineRecordResource } from './recordResource';

export const LOGIN_RESULTS = ['success', 'failure'] as const;

/**
 * Why a sign-in failed, as the login history stores it: stable codes, shown and exported through
 * `calldata.loginHistory.values.failureReason.<code>` in the reader's language (never a message text, which
 * would freeze the language of the moment it was written).
 */
const LOGIN_FAILURE_REASONS = [
  'unknownAccount',
  'wrongPassword',
  /** The wrong password that reached the lock-out limit. */
  'wrongPasswordLocked',
  'locked',
  /** The account is disabled, or its enterprise is disabled or expired. */
  'disabled',
  'smsCodeWrong',
  'smsCodeExpired',
  'smsCodeExhausted',
  /** An SMS code refused for a reason without a code of its own. */
  'smsCode',
  /** Tried while this account and address still had to wait after failures. */
  'throttled',
] as const;
export type LoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[number];

export function isLoginFailureReason(value: unknown): value is LoginFailureReason {
  return (LOGIN_FAILURE_REASONS as readonly unknown[]).includes(value);
}

/**
 * One sign-in attempt of the enterprise's accounts (docs/behaviour.md#screens-and-routes /data-mgr/login-history): the rows the
 * foundation writes on every attempt (server/db/audit.ts, docs/security.md).
 */
const loginHistorySchema = z.object({
  id: z.string(),
  account: z.string(),
  time: z.number().int(),
  result: z.enum(LOGIN_RESULTS),
  /** A `LOGIN_FAILURE_REASONS` code; empty on success. A string, so a row of an older build still reads. */
  failureReason: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** The client the attempt came from (stored rows of older builds: migration 0007). */
  clientType: z.enum(CLIENT_TYPES),
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
