import { z } from 'zod';
import { defineRecordResource } from '../calldata/recordResource';
import { ROLES } from '../roles';

export const OPERATION_RESULTS = ['success', 'failure'] as const;

/**
 * One line of the operation log (`<operation-log-list>`, docs/security.md "every change is written
 * to the operation log"): who (account, role and enterprise as they were at the time), what (`action`, a
 * `<route>:<operation>` code or a session event such as `login`, `logout`, `setPassword`), on what
 * (`target`), the changed fields (`detail`, JSON: a field's `{from, to}` on updates; secrets only named),
 * from where and how it ended.
 */
const operationLogSchema = z.object({
  id: z.string(),
  time: z.number().int(),
  account: z.string(),
  /** Empty for lines written before roles were recorded (migration 0016). */
  role: z.enum([...ROLES, ''], 'validation.invalidChoice'),
  /** The enterprise the operation belongs to; null for platform operations. */
  enterpriseId: z.string().nullable(),
  enterpriseName: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.string(),
  ip: z.string(),
  result: z.enum(OPERATION_RESULTS),
});
export type OperationLogEntry = z.infer<typeof operationLogSchema>;

/** Roles a filter may name: the stored role of the line. */
export const OPERATION_ROLES = ROLES;

export const operationLogResource = defineRecordResource({
  name: 'operationLog',
  routeName: 'operlog',
  table: 'operation_log',
  schema: operationLogSchema,
  naturalKey: 'action',
  searchable: ['account', 'action', 'target', 'detail', 'ip'],
  sortable: ['time', 'account', 'action'],
  defaultSort: { field: 'time', order: 'desc' },
  filters: {
    result: { op: 'eq', field: 'result' },
    role: { op: 'eq', field: 'role' },
    enterpriseId: { op: 'eq', field: 'enterpriseId' },
    ids: { op: 'in', field: 'id' },
  },
  prefixFilters: { accountPrefix: 'account', actionPrefix: 'action', enterprisePrefix: 'enterpriseName' },
  rangeFilters: { time: { field: 'time', kind: 'time' } },
  timeField: 'time',
  exportColumns: [
    'id',
    'time',
    'account',
    'role',
    'enterpriseId',
    'enterpriseName',
    'action',
    'target',
    'result',
    'ip',
    'detail',
  ],
  operations: ['page', 'get'],
  scope: 'platform',
});
