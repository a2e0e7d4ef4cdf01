import { z } from 'zod';
import type { EndpointDef } from '../endpoint';
import { platformEndpoints } from './platformEndpoint';

/*
 * `<server-time-sync>` (docs/behaviour.md#screens-and-routes /system/server-time, "time synchronisation"): the server's clock
 * against the browser's, the platform's time zone, the NTP servers it checks its clock against, and the
 * result of the last check.
 */

const SERVER_TIME_ROUTE = 'server-time';
export const MAX_NTP_SERVERS = 5;

/** A host name or IPv4 address, with an optional port (`ntp.example.com`, `10.0.0.5:123`). */
const NTP_SERVER_PATTERN =
  /^(?=.{1,253}(:\d{1,5})?$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*(:\d{1,5})?$/;

const ntpServerSchema = z
  .string()
  .trim()
  .regex(NTP_SERVER_PATTERN, 'validation.ntpServer')
  .refine((value) => {
    const port = value.split(':')[1];
    return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
  }, 'validation.ntpServer');

/** An IANA time zone this runtime knows. */
const timeZoneSchema = z
  .string()
  .refine(
    (value) => Intl.supportedValuesOf('timeZone').includes(value) || value === 'UTC',
    'validation.timeZone',
  );

const ntpCheckSchema = z.object({
  at: z.number().int(),
  server: z.string(),
  ok: z.boolean(),
  /** How far the server's clock is ahead of the NTP server's (negative: behind), in ms. */
  offsetMs: z.number().nullable(),
  roundTripMs: z.number().nullable(),
  /** Why it failed (timeout, unknown host, bad answer), in the server's words. */
  error: z.string(),
});
export type NtpCheck = z.infer<typeof ntpCheckSchema>;

const serverTimeSchema = z.object({
  now: z.number().int(),
  timeZone: z.string(),
  /** Minutes east of UTC in the platform's time zone, now. */
  utcOffsetMinutes: z.number().int(),
  ntpServers: z.array(z.string()),
  lastCheck: ntpCheckSchema.nullable(),
  uptimeSeconds: z.number().int(),
});
export type ServerTime = z.infer<typeof serverTimeSchema>;

const labels = 'operations.serverTime.fields';

const timeEndpoint = platformEndpoints(SERVER_TIME_ROUTE, labels);

export const getServerTime = timeEndpoint('get', 'search', {
  request: z.object({}),
  response: serverTimeSchema,
  summary: "The server's clock, the platform time zone, the NTP servers and the last check.",
});

export const updateServerTime = timeEndpoint('update', 'edit', {
  request: z.object({
    timeZone: timeZoneSchema,
    ntpServers: z
      .array(ntpServerSchema)
      .max(MAX_NTP_SERVERS, 'validation.fieldTooLong')
      .refine(
        (list) => new Set(list.map((value) => value.toLowerCase())).size === list.length,
        'validation.duplicateItems',
      ),
  }),
  response: serverTimeSchema,
  summary: 'Set the platform time zone and the NTP servers (host or IPv4, optional port).',
});

export const checkServerTime = timeEndpoint('sync', 'edit', {
  request: z.object({}),
  response: ntpCheckSchema,
  summary: "Ask the NTP servers in turn (SNTP) how far the server's clock is off; the first answer counts.",
});

export const SERVER_TIME_ENDPOINTS: readonly EndpointDef[] = [
  getServerTime,
  updateServerTime,
  checkServerTime,
];
