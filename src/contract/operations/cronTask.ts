import { z } from 'zod';
import type { EndpointDef } from '../endpoint';
import { idSchema, integerBetween, requiredText } from '../resources/fields';
import { pageNumSchema, pageResultSchema, pageSizeSchema } from '../resources/paging';
import { platformEndpoints } from './platformEndpoint';

/*
 * `<cron-task-list>` (docs/behaviour.md#screens-and-routes /advanced-config/corn-task, "task scheduler (with logs)"): scheduled
 * platform tasks on a real scheduler (croner), each a kind of work with its parameters, a cron expression,
 * enabled or not, and a log of its runs. The route name is spelt `corn-task`, as the spec has it.
 */

const CRON_TASK_ROUTE = 'corn-task';

/** What a task does. */
export const CRON_TASK_KINDS = ['databaseBackup', 'purgeCalldata', 'purgeLogs'] as const;
export type CronTaskKind = (typeof CRON_TASK_KINDS)[number];

/** Kinds that take `days`: rows older than that many days are removed. */
export const KINDS_WITH_DAYS: readonly CronTaskKind[] = ['purgeCalldata', 'purgeLogs'];
export const RETENTION_DAYS = { min: 1, max: 3650 } as const;

export const CRON_RUN_OUTCOMES = ['running', 'success', 'failure', 'interrupted', 'skipped'] as const;
export const CRON_RUN_TRIGGERS = ['schedule', 'manual'] as const;

/** A cron expression: five fields (minute hour day month weekday), or six with seconds first. */
const cronExpressionSchema = z
  .string('validation.fieldRequired')
  .trim()
  .min(1, 'validation.fieldRequired')
  .max(100, 'validation.fieldTooLong');

const cronTaskParamsSchema = z.object({
  /** Keep this many days (purge kinds). */
  days: integerBetween(RETENTION_DAYS.min, RETENTION_DAYS.max).optional(),
});

const cronRunSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  trigger: z.enum(CRON_RUN_TRIGGERS),
  startedAt: z.number().int(),
  endedAt: z.number().int().nullable(),
  outcome: z.enum(CRON_RUN_OUTCOMES),
  rowsAffected: z.number().int(),
  /** What the run did, or why it failed: a message key and its values, read in the reader's language. */
  detail: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
});
export type CronRun = z.infer<typeof cronRunSchema>;

const cronTaskSchema = z.object({
  id: z.string(),
  name: requiredText(64),
  kind: z.enum(CRON_TASK_KINDS, 'validation.invalidChoice'),
  expression: cronExpressionSchema,
  params: cronTaskParamsSchema,
  enabled: z.boolean('validation.booleanRequired'),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  /** The next five times it runs (empty when disabled). */
  nextRuns: z.array(z.number().int()),
  lastRun: cronRunSchema.nullable(),
});
export type CronTask = z.infer<typeof cronTaskSchema>;

const editable = z.object({
  name: requiredText(64),
  kind: z.enum(CRON_TASK_KINDS, 'validation.invalidChoice'),
  expression: cronExpressionSchema,
  params: cronTaskParamsSchema.default({}),
  enabled: z.boolean('validation.booleanRequired').default(true),
});

const labels = 'operations.cronTask.fields';

const taskEndpoint = platformEndpoints(CRON_TASK_ROUTE, labels);

export const listCronTasks = taskEndpoint('page', 'search', {
  request: z.object({}),
  response: z.object({ records: z.array(cronTaskSchema), total: z.number().int() }),
  summary: 'Every scheduled task with its next five runs and its last run.',
});

export const addCronTask = taskEndpoint('add', 'add', {
  request: editable,
  response: cronTaskSchema,
  summary: 'Schedule a task; the expression is checked and its next runs answered.',
});

export const updateCronTask = taskEndpoint('update', 'edit', {
  request: editable.partial().extend({ id: idSchema }),
  response: cronTaskSchema,
  summary: 'Change a task (name, expression, parameters, enabled); it is rescheduled at once.',
});

export const deleteCronTasks = taskEndpoint('delete', 'delete', {
  request: z.object({
    ids: z.array(idSchema).min(1, 'validation.fieldRequired').max(100, 'validation.fieldTooLong'),
  }),
  response: z.object({ deleted: z.number().int() }),
  summary: 'Delete tasks and their run logs.',
});

export const runCronTask = taskEndpoint('run', 'edit', {
  request: z.object({ id: idSchema }),
  response: cronRunSchema,
  summary: 'Run a task now and answer its run; refused while the same task is running.',
});

export const previewCronExpression = taskEndpoint('preview', 'search', {
  request: z.object({ expression: cronExpressionSchema }),
  response: z.object({ nextRuns: z.array(z.number().int()) }),
  summary: 'The next five times an expression fires, or the reason it is not valid.',
});

export const listCronRuns = taskEndpoint('runs', 'search', {
  request: z.object({
    taskId: idSchema,
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(10),
  }),
  response: pageResultSchema(cronRunSchema),
  summary: "A task's runs, newest first.",
});

export const CRON_TASK_ENDPOINTS: readonly EndpointDef[] = [
  listCronTasks,
  addCronTask,
  updateCronTask,
  deleteCronTasks,
  runCronTask,
  previewCronExpression,
  listCronRuns,
];
