import { z } from 'zod';
import { timeBoundSchema } from '../calldata/shared';
import { defineEndpoint, type EndpointDef, sessionAccess } from '../endpoint';
import { idSchema, optionalText, requiredText } from '../resources/fields';
import { fileAnswerSchema, fileFormatSchema } from '../resources/files';
import { pageNumSchema, pageResultSchema, pageSizeSchema, sortOrderSchema } from '../resources/paging';
import { ENTERPRISE_ROLES, type PermissionAction, permissionCode } from '../roles';
import { TASK_PRIORITIES, TASK_STAGES, TASK_STATUSES } from './appTaskStates';

export * from './appTaskStates';

/*
 * `<app-task-list>` (route `task`, 应用管理 → 任务): dispatch tasks the enterprise gives its
 * members, directly or through a call group, worked through in the dispatch app (src/contract/apps/appTaskApp.ts).
 * Every step and comment goes to the task's log, pushed live on the `task` topic.
 */

const TASK_ROUTE = 'task';
/** WebSocket topic of task changes (to the enterprise's sessions holding `task:search`). */
export const TASK_TOPIC = 'task';

/** Attachments: pictures, PDF and plain text, at most this big and this many per task. */
export const TASK_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TASK_ATTACHMENT_MAX_COUNT = 10;
const TASK_ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
] as const;
/** Largest number of members assigned directly. */
const TASK_MAX_MEMBERS = 200;

export const TASK_LOG_ACTIONS = [
  'created',
  'updated',
  'accepted',
  'in_progress',
  'done',
  'cancelled',
  'overdue',
  'comment',
  'attachmentAdded',
  'attachmentRemoved',
] as const;
export type TaskLogAction = (typeof TASK_LOG_ACTIONS)[number];
/** Who wrote a log entry: a console account, a member (the app), or the server itself (overdue). */
export const TASK_LOG_ACTORS = ['console', 'member', 'system'] as const;

const taskAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.number().int(),
});
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

const taskMemberSchema = z.object({ id: z.string(), account: z.string(), name: z.string() });

export const appTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  /** What people see: the stage, or `overdue` for an open task past its deadline. */
  status: z.enum(TASK_STATUSES),
  stage: z.enum(TASK_STAGES),
  deadline: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string(),
  memberIds: z.array(z.string()),
  members: z.array(taskMemberSchema),
  callGroupId: z.string().nullable(),
  callGroupName: z.string().nullable(),
  attachments: z.array(taskAttachmentSchema),
  createdBy: z.string(),
  /** The member who accepted it; null until then. */
  acceptedBy: z.string().nullable(),
  acceptedAt: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type AppTask = z.infer<typeof appTaskSchema>;

export const taskLogEntrySchema = z.object({
  id: z.string(),
  taskId: z.string(),
  time: z.number().int(),
  actorKind: z.enum(TASK_LOG_ACTORS),
  /** The console account or the member's name (account); empty for the server. */
  actor: z.string(),
  action: z.enum(TASK_LOG_ACTIONS),
  note: z.string(),
});
export type TaskLogEntry = z.infer<typeof taskLogEntrySchema>;

/** A message of the `task` topic: a task changed (with its new log entry) or was deleted. */
export interface TaskEvent {
  event: 'changed' | 'deleted';
  taskId: string;
  task?: AppTask;
  entry?: TaskLogEntry;
}

const coordinate = (limit: number) =>
  z.number('validation.numberRequired').min(-limit, 'validation.fieldMin').max(limit, 'validation.fieldMax');

const editable = {
  title: requiredText(100),
  content: optionalText(2000),
  priority: z.enum(TASK_PRIORITIES, 'validation.invalidChoice'),
  /** ms since the epoch; null: no deadline. */
  deadline: z.number('validation.numberRequired').int('validation.integerRequired').min(0).nullable(),
  latitude: coordinate(90).nullable(),
  longitude: coordinate(180).nullable(),
  address: optionalText(255),
  memberIds: z
    .array(idSchema)
    .max(TASK_MAX_MEMBERS, 'validation.fieldTooLong')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateItems'),
  callGroupId: idSchema.nullable(),
};

export const taskCreateSchema = z.object({
  ...editable,
  content: editable.content.default(''),
  priority: editable.priority.default('normal'),
  deadline: editable.deadline.default(null),
  latitude: editable.latitude.default(null),
  longitude: editable.longitude.default(null),
  address: editable.address.default(''),
  memberIds: editable.memberIds.default([]),
  callGroupId: editable.callGroupId.default(null),
});
export type TaskCreate = z.infer<typeof taskCreateSchema>;

export const taskUpdateSchema = z.object(editable).partial().extend({ id: idSchema });
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

const TASK_SORTS = ['createdAt', 'deadline', 'priority', 'status', 'title'] as const;

const taskFilterShape = {
  keyword: z.string().trim().max(64, 'validation.fieldTooLong').optional(),
  status: z.enum(TASK_STATUSES, 'validation.invalidChoice').optional(),
  priority: z.enum(TASK_PRIORITIES, 'validation.invalidChoice').optional(),
  /** Tasks assigned to this member, directly or through one of their call groups. */
  memberId: idSchema.optional(),
  callGroupId: idSchema.optional(),
  deadlineFrom: timeBoundSchema.optional(),
  deadlineTo: timeBoundSchema.optional(),
  sort: z.enum(TASK_SORTS, 'validation.sortField').optional(),
  order: sortOrderSchema.optional(),
};
export type TaskFilters = z.infer<z.ZodObject<typeof taskFilterShape>>;

const labels = 'apps.task.fields';

function taskEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  action: string,
  permission: PermissionAction,
  def: Pick<EndpointDef<Req, Res>, 'request' | 'response' | 'summary' | 'upload' | 'answer'>,
): EndpointDef<Req, Res> {
  return defineEndpoint({
    method: 'POST',
    path: `/${TASK_ROUTE}/${action}`,
    access: sessionAccess(ENTERPRISE_ROLES, permissionCode(TASK_ROUTE, permission)),
    labels,
    ...def,
  });
}

export const pageTasks = taskEndpoint('page', 'search', {
  request: z.object({
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(20),
    ...taskFilterShape,
  }),
  response: pageResultSchema(appTaskSchema),
  summary:
    'One page of dispatch tasks: keyword, status (overdue included), priority, assignee, deadline range.',
});

export const getTask = taskEndpoint('get', 'search', {
  request: z.object({ id: idSchema }),
  response: appTaskSchema,
  summary: 'One dispatch task with its assignees and attachments.',
});

export const addTask = taskEndpoint('add', 'add', {
  request: taskCreateSchema,
  response: appTaskSchema,
  summary: 'Create a task for members and/or a call group; it starts new and is pushed to their apps.',
});

export const updateTask = taskEndpoint('update', 'edit', {
  request: taskUpdateSchema,
  response: appTaskSchema,
  summary: 'Change an open task (title, content, priority, deadline, location, assignees).',
});

export const cancelTask = taskEndpoint('cancel', 'edit', {
  request: z.object({ id: idSchema, note: optionalText(500).optional() }),
  response: appTaskSchema,
  summary: 'Cancel an open task with an optional note.',
});

export const deleteTasks = taskEndpoint('delete', 'delete', {
  request: z.object({
    ids: z.array(idSchema).min(1, 'validation.fieldRequired').max(100, 'validation.fieldTooLong'),
  }),
  response: z.object({ deleted: z.number().int() }),
  summary: 'Delete tasks with their logs and attachments.',
});

export const commentTask = taskEndpoint('comment', 'edit', {
  request: z.object({ id: idSchema, text: requiredText(1000) }),
  response: taskLogEntrySchema,
  summary: "Add a console comment to a task's log.",
});

export const taskLog = taskEndpoint('log', 'search', {
  request: z.object({ id: idSchema }),
  response: z.object({ records: z.array(taskLogEntrySchema) }),
  summary: "A task's log, oldest first: every step and comment with who and when.",
});

export const exportTasks = taskEndpoint('export', 'export', {
  request: z.object({
    ...taskFilterShape,
    format: fileFormatSchema.default('csv'),
    ids: z.array(idSchema).max(500, 'validation.fieldTooLong').optional(),
  }),
  response: fileAnswerSchema,
  answer: 'file',
  summary: 'The tasks matching the filters (or the selected ones) as a CSV or XLSX file.',
});

export const uploadTaskAttachment = taskEndpoint('upload', 'edit', {
  request: z.object({ taskId: idSchema }),
  response: taskAttachmentSchema,
  upload: { maxBytes: TASK_ATTACHMENT_MAX_BYTES },
  summary: 'Attach a picture, PDF or text file to a task.',
});

export const downloadTaskAttachment = taskEndpoint('download', 'search', {
  request: z.object({ id: idSchema }),
  response: fileAnswerSchema,
  answer: 'file',
  summary: "A task attachment's file.",
});

export const removeTaskAttachment = taskEndpoint('removeAttachment', 'edit', {
  request: z.object({ id: idSchema }),
  response: z.object({ deleted: z.number().int() }),
  summary: 'Remove an attachment from a task.',
});

export const TASK_CONSOLE_ENDPOINTS: readonly EndpointDef[] = [
  pageTasks,
  getTask,
  addTask,
  updateTask,
  cancelTask,
  deleteTasks,
  commentTask,
  taskLog,
  exportTasks,
  uploadTaskAttachment,
  downloadTaskAttachment,
  removeTaskAttachment,
];
