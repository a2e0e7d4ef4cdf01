import { z } from 'zod';
import { APP_ACCESS, defineEndpoint, type EndpointDef } from '../endpoint';
import { platformEndpoints } from '../operations/platformEndpoint';
import { idSchema, optionalText } from '../resources/fields';
import { fileAnswerSchema, fileFormatSchema, mediaUrlSchema } from '../resources/files';
import { pageNumSchema, pageResultSchema, pageSizeSchema } from '../resources/paging';

/*
 * `<feedback-list>` (`feedback`, ADMIN): problem reports sent from the dispatch app — text, category,
 * the member, enterprise and device, attachments (pictures and logs) — worked through by status with a reply
 * the app reads back. The app submits with one optional file part (multipart) and adds more with `attach`.
 */

const FEEDBACK_ROUTE = 'feedback';
const labels = 'apps.feedback.fields';
const endpoint = platformEndpoints(FEEDBACK_ROUTE, labels);

export const FEEDBACK_CATEGORIES = ['bug', 'call', 'location', 'task', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
const ATTACHMENT_KINDS = ['image', 'log'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Largest attachment (a screenshot or a log file). */
const FEEDBACK_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Most attachments one report holds. */
export const FEEDBACK_MAX_ATTACHMENTS = 5;
export const FEEDBACK_TEXT_MAX = 2000;

const feedbackAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  bytes: z.number().int(),
});
export type FeedbackAttachment = z.infer<typeof feedbackAttachmentSchema>;

const feedbackSchema = z.object({
  id: z.string(),
  createdAt: z.number().int(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  memberAccount: z.string(),
  memberName: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  contact: z.string(),
  deviceId: z.string(),
  platform: z.string(),
  deviceModel: z.string(),
  osVersion: z.string(),
  appVersionName: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string(),
  repliedAt: z.number().int().nullable(),
  repliedBy: z.string(),
  attachments: z.array(feedbackAttachmentSchema),
});
export type Feedback = z.infer<typeof feedbackSchema>;

const filterShape = {
  status: z.enum(FEEDBACK_STATUSES, 'validation.invalidChoice').optional(),
  category: z.enum(FEEDBACK_CATEGORIES, 'validation.invalidChoice').optional(),
  /** Part of the enterprise's name or its prefix. */
  enterprise: optionalText(64).optional(),
  /** Part of the text, the member's account or name, or the device. */
  keyword: optionalText(64).optional(),
};
const filterSchema = z.object(filterShape);
export type FeedbackFilter = z.infer<typeof filterSchema>;

export const feedbackPage = endpoint('page', 'search', {
  request: z.object({
    ...filterShape,
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(20),
  }),
  response: pageResultSchema(feedbackSchema),
  summary:
    'Problem reports from the dispatch app, newest first, filtered by status, category, enterprise, text.',
});

export const feedbackGet = endpoint('get', 'search', {
  request: z.object({ id: idSchema }),
  response: feedbackSchema,
  summary: 'One problem report with its attachments.',
});

export const feedbackReply = endpoint('reply', 'edit', {
  request: z.object({
    id: idSchema,
    reply: optionalText(FEEDBACK_TEXT_MAX),
    status: z.enum(FEEDBACK_STATUSES, 'validation.invalidChoice'),
  }),
  response: feedbackSchema,
  summary: 'Reply to a report and set its status; the app shows the reply to the member.',
});

export const feedbackDelete = endpoint('delete', 'delete', {
  request: z.object({
    ids: z.array(idSchema).min(1, 'validation.fieldRequired').max(100, 'validation.fieldTooLong'),
  }),
  response: z.object({ deleted: z.number().int() }),
  summary: 'Delete reports and their attachments.',
});

export const feedbackAttachmentUrl = endpoint('attachmentUrl', 'search', {
  request: z.object({ id: idSchema }),
  response: mediaUrlSchema,
  summary: "A signed URL of a report's attachment (shown inline: pictures in an <img>, logs as text).",
});

export const feedbackExport = defineEndpoint({
  ...endpoint('export', 'export', {
    request: z.object({ ...filterShape, format: fileFormatSchema.default('csv') }),
    response: fileAnswerSchema,
    summary: 'The reports matching the filters as a CSV or XLSX file.',
  }),
  answer: 'file',
});

// The app's endpoints.

const submitSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, 'validation.invalidChoice'),
  content: z
    .string()
    .trim()
    .min(1, 'validation.fieldRequired')
    .max(FEEDBACK_TEXT_MAX, 'validation.fieldTooLong'),
  /** How to reach the member besides the app (optional). */
  contact: optionalText(64).default(''),
});

export const appFeedbackSubmit = defineEndpoint({
  method: 'POST',
  path: '/app/feedback/submit',
  access: APP_ACCESS,
  labels,
  request: submitSchema,
  response: z.object({ id: z.string(), attachments: z.number().int() }),
  upload: { maxBytes: FEEDBACK_ATTACHMENT_MAX_BYTES },
  summary:
    'Dispatch app: report a problem (JSON, or multipart with one picture or log file in the part `file`).',
});

export const appFeedbackAttach = defineEndpoint({
  method: 'POST',
  path: '/app/feedback/attach',
  access: APP_ACCESS,
  labels,
  request: z.object({ feedbackId: idSchema }),
  response: feedbackAttachmentSchema,
  upload: { maxBytes: FEEDBACK_ATTACHMENT_MAX_BYTES },
  summary: "Dispatch app: add one more picture or log to the member's own report (at most 5 in all).",
});

const myFeedbackSchema = feedbackSchema.pick({
  id: true,
  createdAt: true,
  category: true,
  content: true,
  status: true,
  reply: true,
  repliedAt: true,
});
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

export const appFeedbackMine = defineEndpoint({
  method: 'GET',
  path: '/app/feedback/mine',
  access: APP_ACCESS,
  request: z.object({}),
  response: z.object({ records: z.array(myFeedbackSchema) }),
  summary: "Dispatch app: the member's own reports (the newest 50) with their status and reply.",
});

export const FEEDBACK_ENDPOINTS: readonly EndpointDef[] = [
  feedbackPage,
  feedbackGet,
  feedbackReply,
  feedbackDelete,
  feedbackAttachmentUrl,
  feedbackExport,
  appFeedbackSubmit,
  appFeedbackAttach,
  appFeedbackMine,
];
