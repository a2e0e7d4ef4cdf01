import { z } from 'zod';

/** docs/protocol.md#the-calls: envelope codes. */
export const RESULT_CODE = {
  success: '0000',
  error: '-1',
  sessionTimeout: '1004',
} as const;
type ResultCode = (typeof RESULT_CODE)[keyof typeof RESULT_CODE];

export interface Envelope<T> {
  code: ResultCode | string;
  data: T;
  message: string;
}

const envelopeSchema = z.object({
  code: z.string(),
  data: z.unknown(),
  message: z.string(),
});

/** Headers of the protocol (docs/protocol.md). Names as sent; HTTP header names are case-insensitive. */
export const HEADER = {
  authorization: 'Authorization',
  timestamp: 'Timestamp',
  sign: 'Sign',
  traceId: 'traceId',
  lang: 'lang',
  mode: 'Mode',
} as const;

export const ENCRYPT_MODE = 'encrypt';

/** Largest allowed distance between the client's Timestamp header and the server clock. */
export const TIMESTAMP_TOLERANCE_MS = 300_000;

/** docs/protocol.md#the-calls: lang header values. */
export const LANG_HEADER_VALUES = ['zh_CN', 'en_US', 'ja_JP', 'ko_KR'] as const;
export type LangHeaderValue = (typeof LANG_HEADER_VALUES)[number];

/** docs/behaviour.md#constants: query-string limits (qs options), used by the client and the server alike. */
export const QUERY_STRING_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;
