import { z } from 'zod';
import { defineEndpoint, PUBLIC } from './endpoint';

/** The sign-in variants of docs/behaviour.md#screens-and-routes; the platform decides which are enabled. */
export const loginMethodsSchema = z.object({
  register: z.boolean(),
  forgotPassword: z.boolean(),
  mobile: z.boolean(),
  qrCode: z.boolean(),
});

export const systemInfoSchema = z.object({
  webTitle: z.string(),
  version: z.string(),
  loginMethods: loginMethodsSchema,
  /** Websocket port for real-time topics (docs/behaviour.md#constants default 8012). */
  wsport: z.number().int(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const getSystemInfo = defineEndpoint({
  method: 'POST',
  path: '/sysinfo/get',
  access: PUBLIC,
  request: z.object({}).strict().optional(),
  response: systemInfoSchema,
  summary: 'System info: web title, version and enabled sign-in methods.',
});
