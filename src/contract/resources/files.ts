import { z } from 'zod';

/** Export, template and import formats (docs/protocol.md: CSV and XLSX). */
export const FILE_FORMATS = ['csv', 'xlsx'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
export const fileFormatSchema = z.enum(FILE_FORMATS, 'validation.fileFormat');

/** The media type a file of each format is served and saved with. */
export const FILE_CONTENT_TYPES: Readonly<Record<FileFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * What an `answer: 'file'` endpoint hands the server to send: the bytes, their media type and the name the
 * browser saves them under (Content-Disposition).
 */
export const fileAnswerSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

/** One refused row of an import: 1-based row number in the file (the header is row 1), field, reason. */
const importRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  value: z.string(),
  reason: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/**
 * An import succeeded: every row went in, in one transaction. `updated` (asked for "update existing") counts
 * the rows among them that changed stored rows rather than creating new ones.
 */
export const importResultSchema = z.object({
  imported: z.number().int().min(0),
  updated: z.number().int().min(0).optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The request fields of an import (multipart parts beside the file). */
export const importRequestSchema = z.object({
  /** `true`: rows whose natural key names a stored row update it; otherwise such rows are refused. */
  updateExisting: z.enum(['true', 'false'], 'validation.booleanRequired').optional(),
});

/**
 * An import refused: the `-1` envelope's `data` lists every bad row; nothing was changed. The message
 * says how many rows were refused.
 */
const importFailureSchema = z.object({ errors: z.array(importRowErrorSchema) });

/** Largest import file and row count (the member screen imports 10,000 rows in one go). */
export const IMPORT_LIMITS = { maxBytes: 8 * 1024 * 1024, maxRows: 20_000 } as const;

/** Answer of `/<resource>/mediaUrl`: a short-lived signed URL usable without headers (`<audio>`, `<img>`). */
export const mediaUrlSchema = z.object({ url: z.string(), expiresAt: z.number().int() });

/** How long a signed media URL stays valid. */
export const MEDIA_URL_LIFETIME_MS = 10 * 60_000;
