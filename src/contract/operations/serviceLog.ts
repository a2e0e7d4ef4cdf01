import { z } from 'zod';
import { timeBoundSchema } from '../calldata/shared';
import type { EndpointDef } from '../endpoint';
import { integerBetween } from '../resources/fields';
import { pageNumSchema, pageResultSchema, pageSizeSchema } from '../resources/paging';
import { platformEndpoints } from './platformEndpoint';

/*
 * `<service-log>` (docs/behaviour.md#screens-and-routes /security-audits/log, "service logs with log-level setting and real-time
 * logs"): the server's own pino log, kept in daily files; searched across them, downloaded a day at a time,
 * followed live over the WebSocket (topic `log`), and its level changed while the server runs.
 */

const SERVICE_LOG_ROUTE = 'log';
export const SERVICE_LOG_TOPIC = 'log';
export const SERVICE_LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export const LOG_RETENTION_DAYS = { min: 1, max: 365, default: 30 } as const;
/** How long one `/log/follow` keeps the live lines coming; the live view renews it well before. */
export const LOG_FOLLOW_LEASE_MS = 30_000;
/** The live view holds at most this many lines (the last 5,000, bounded memory). */
export const LIVE_LOG_CAPACITY = 5_000;

/** pino's level numbers: a line's `level` field, and what "at least this level" compares. */
export const SERVICE_LOG_LEVEL_NUMBERS: Readonly<Record<(typeof SERVICE_LOG_LEVELS)[number], number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

const serviceLogLevelSchema = z.enum(SERVICE_LOG_LEVELS, 'validation.invalidChoice');
export type ServiceLogLevel = z.infer<typeof serviceLogLevelSchema>;

/** One line of the log as answered: the pino fields people read, and the whole line for the rest. */
const serviceLogLineSchema = z.object({
  time: z.number().int(),
  level: serviceLogLevelSchema,
  msg: z.string(),
  /** Fastify's request id (the request's `traceId` header when it sent one). */
  reqId: z.string(),
  /** The whole JSON line. */
  raw: z.string(),
});
export type ServiceLogLine = z.infer<typeof serviceLogLineSchema>;

export const serviceLogSettingsSchema = z.object({
  level: serviceLogLevelSchema,
  retentionDays: integerBetween(LOG_RETENTION_DAYS.min, LOG_RETENTION_DAYS.max),
});
export type ServiceLogSettings = z.infer<typeof serviceLogSettingsSchema>;

const logFileSchema = z.object({
  /** YYYY-MM-DD */
  day: z.string(),
  sizeBytes: z.number().int(),
  files: z.number().int(),
});
export type LogFile = z.infer<typeof logFileSchema>;

const labels = 'operations.serviceLog.fields';

const logEndpoint = platformEndpoints(SERVICE_LOG_ROUTE, labels);

export const searchServiceLog = logEndpoint('page', 'search', {
  request: z.object({
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(50),
    timeFrom: timeBoundSchema.optional(),
    timeTo: timeBoundSchema.optional(),
    /** The lowest level shown. */
    level: serviceLogLevelSchema.optional(),
    keyword: z.string().trim().max(200, 'validation.fieldTooLong').optional(),
    reqId: z.string().trim().max(100, 'validation.fieldTooLong').optional(),
  }),
  response: pageResultSchema(serviceLogLineSchema).extend({
    /** True when the scan stopped at its line limit: narrow the time range to see older matches. */
    truncated: z.boolean(),
  }),
  summary: 'Log lines newest first across the daily files: time range, lowest level, text, request id.',
});

export const listLogFiles = logEndpoint('files', 'search', {
  request: z.object({}),
  response: z.object({ records: z.array(logFileSchema), total: z.number().int() }),
  summary: 'The days the log has files for, newest first, with their size.',
});

export const logFileUrl = logEndpoint('downloadUrl', 'export', {
  request: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidValue') }),
  response: z.object({ url: z.string(), expiresAt: z.number().int() }),
  summary: "A short-lived signed URL of one day's log (its files in order).",
});

export const getLogSettings = logEndpoint('settings', 'search', {
  request: z.object({}),
  response: serviceLogSettingsSchema,
  summary: 'The run-time log level and how many days of files are kept.',
});

export const setLogSettings = logEndpoint('setSettings', 'edit', {
  request: serviceLogSettingsSchema,
  response: serviceLogSettingsSchema,
  summary: 'Change the log level (at once, and kept across restarts) and the days of files kept.',
});

export const followServiceLog = logEndpoint('follow', 'search', {
  request: z.object({}),
  response: z.object({ leaseMs: z.number().int() }),
  summary: "Sends this session's sockets the new lines (topic `log`) for the lease; the live view renews it.",
});

export const SERVICE_LOG_ENDPOINTS: readonly EndpointDef[] = [
  searchServiceLog,
  listLogFiles,
  logFileUrl,
  getLogSettings,
  setLogSettings,
  followServiceLog,
];
