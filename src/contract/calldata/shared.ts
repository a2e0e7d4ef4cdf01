import { z } from 'zod';

/** docs/behaviour.md#validation, docs/behaviour.md#constants date-time as sent by the console, or ms since the epoch. */
export const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const timeBoundSchema = z.union(
  [z.number().int().min(0), z.string().trim().regex(DATE_TIME_PATTERN)],
  'calldata.validation.timeFormat',
);

/**
 * Answer of `/<route>/exportUrl`: where to GET the file (no headers needed, so the browser or a fetch with
 * progress can read it), when the URL stops working, and how many rows it will hold (also sent as the
 * `X-Total-Count` header) so the UI can show progress while the rows stream in.
 */
export const exportTicketSchema = z.object({
  url: z.string(),
  expiresAt: z.number().int(),
  total: z.number().int().min(0),
});
export type ExportTicket = z.infer<typeof exportTicketSchema>;

/** Response header with the row count of a streamed export. */
export const EXPORT_TOTAL_HEADER = 'x-total-count';

/** docs/protocol.md real-time topic of new and changed alarms (the same name the monitor contract uses). */
export const SOS_ALARM_TOPIC = 'sos';

/** A stored file of a call-data record: a recording, a clip, a thumbnail. */
const FILE_KINDS = ['audio', 'video', 'image'] as const;
export const callFileSchema = z.object({
  id: z.string(),
  kind: z.enum(FILE_KINDS),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  durationMs: z.number().int(),
});
export type CallFile = z.infer<typeof callFileSchema>;

/** A signed media URL; `download` makes the server answer it as an attachment under the file's name. */
export const mediaUrlRequestSchema = z.object({
  fileId: z.string().trim().min(1, 'validation.fieldRequired').max(64, 'validation.fieldTooLong'),
  download: z.boolean().optional(),
});
export const signedUrlSchema = z.object({ url: z.string(), expiresAt: z.number().int() });

/** Coordinates of a terminal when a record was made; null when unknown. */
export const locationShape = {
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string(),
};
