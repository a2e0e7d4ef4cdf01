import { z } from 'zod';
import { defineEndpoint, sessionAccess } from './endpoint';
import type { Role } from './roles';

/*
 * The home dashboard's data (docs/behaviour.md#screens-and-routes /dashboard/index and its analysis/workbench views; docs/behaviour.md#the-product dashboard
 * counters). The same figures answer `/monitor/overview` and travel as the `monitor` WebSocket topic.
 */

/** docs/behaviour.md#screens-and-routes: the dashboard family is shared by these roles; sub-users always see the overview (docs/behaviour.md#validation). */
const DASHBOARD_ROLES: readonly Role[] = ['ADMIN', 'ENTERPRISE', 'ENTERPRISE_CHILDUSER'];

/** The interval of the `monitor` push and of the server's samples (every 2 s). */
export const MONITOR_PUSH_INTERVAL_MS = 2_000;
/** The charts' window (the last 10 minutes). */
export const MONITOR_HISTORY_WINDOW_MS = 10 * 60_000;

/** WebSocket topics (docs/protocol.md). */
export const MONITOR_TOPIC = 'monitor';
export const SOS_TOPIC = 'sos';
/**
 * The close code of a socket whose session ended (signed out, timed out, account disabled): the page asks the
 * API what happened instead of reconnecting (4000–4999 are an application's own codes).
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * The socket's token travels as a subprotocol, never in the URL (URLs end up in logs and proxies): the
 * client asks for `[REALTIME_TOKEN_PROTOCOL, token]` and the server, once the token is good, answers with
 * REALTIME_TOKEN_PROTOCOL. A URL carrying `?token=` is refused (docs/protocol.md#real-time).
 */
export const REALTIME_TOKEN_PROTOCOL = 'dc-token';

/** The subprotocols a client offers for a token. */
export function realtimeProtocols(token: string): string[] {
  return [REALTIME_TOKEN_PROTOCOL, token];
}

/**
 * A service's state. `notConfigured`: this platform runs no such service (the reference server has no SIP
 * stack); `simulated`: the traffic simulator stands in for it.
 */
const SERVICE_STATES = ['running', 'stopped', 'notConfigured', 'simulated'] as const;
const serviceStateSchema = z.enum(SERVICE_STATES);
export type ServiceState = z.infer<typeof serviceStateSchema>;

const count = z.number().int().min(0);
const bytes = z.number().min(0);
const percent = z.number().min(0).max(100);

const usageSchema = z.object({ totalBytes: bytes, usedBytes: bytes, percent });
export type Usage = z.infer<typeof usageSchema>;

/**
 * The host's figures, read from the operating system ("the figures are real"). Its identity (name,
 * OS and kernel, cores) is the platform administrator's only: an enterprise's answer leaves it out
 * (src/contract/dashboardPermits.ts).
 */
const hostFiguresSchema = z.object({
  hostname: z.string().optional(),
  platform: z.string().optional(),
  cores: count.optional(),
  uptimeSeconds: z.number().min(0),
  cpuPercent: percent,
  memory: usageSchema,
  /** The data folder's file system; null where the OS cannot tell. */
  disk: usageSchema.nullable(),
  /** Bytes per second over every non-loopback interface; null where /proc/net/dev is absent. */
  network: z.object({ rxBytesPerSecond: bytes, txBytesPerSecond: bytes }).nullable(),
  /** docs/behaviour.md#screens-and-routes "JVM memory": the platform service's own heap (Node's V8 heap here). */
  runtime: z.object({ heapUsedBytes: bytes, heapTotalBytes: bytes, rssBytes: bytes }),
});
export type HostFigures = z.infer<typeof hostFiguresSchema>;

/** A licence figure: how many are used and the limit (null: no limit set). */
const licenceUseSchema = z.object({ used: count, limit: count.nullable() });

/*
 * Figures marked `optional()` below are gated by the permit of the screen their data comes from
 * (src/contract/dashboardPermits.ts): absent when the caller may not see them.
 */

const enterpriseInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  /** Expiry time in ms; null: no expiry. */
  expiry: z.number().nullable(),
  members: licenceUseSchema.optional(),
  groups: licenceUseSchema.optional(),
});
export type EnterpriseInfo = z.infer<typeof enterpriseInfoSchema>;

/** docs/behaviour.md#the-product: the dashboard counters. */
const dashboardCountersSchema = z.object({
  /** Terminals: members with a device (IMEI) registered. */
  devices: count.optional(),
  /** Members working as dispatchers. */
  dispatchConsoles: count.optional(),
  /** Files offered to devices for download (broadcast files). */
  downloads: count.optional(),
  cameras: z.object({ total: count, rtsp: count, onvif: count }).optional(),
  /** Calls started today (server time). */
  calls: count.optional(),
  callsInProgress: count.optional(),
});
type DashboardCounters = z.infer<typeof dashboardCountersSchema>;

export const monitorFiguresSchema = z.object({
  /** Sample time in ms. */
  at: z.number(),
  /** `platform` for ADMIN; an enterprise sees its own figures only (docs/security.md). */
  scope: z.enum(['platform', 'enterprise']),
  enterpriseId: z.string().nullable(),
  host: hostFiguresSchema,
  services: z.object({
    server: serviceStateSchema,
    sip: serviceStateSchema,
    multimedia: serviceStateSchema,
    softSwitch: serviceStateSchema,
  }),
  /** Live sessions (distinct accounts) of the scope. */
  onlineUsers: count.optional(),
  /** Calls and PTT bursts in progress. */
  activeChannels: count.optional(),
  counters: dashboardCountersSchema,
  /** Organisation size of the scope. */
  organisation: z.object({
    members: count.optional(),
    extensions: count.optional(),
    groups: count.optional(),
    enterprises: count,
  }),
  enterprise: enterpriseInfoSchema.nullable(),
  /** Whether the call-data tables exist; without them call figures read 0. */
  callDataAvailable: z.boolean(),
  /**
   * The platform only: when a FreeSWITCH last fetched its configuration or posted a CDR, and how
   * many CDRs could not be placed in an enterprise (kept as dead letters). Null for an enterprise.
   */
  switchBackend: z.object({ lastContactAt: z.number().int().nullable(), deadLetters: count }).nullable(),
});
export type MonitorFigures = z.infer<typeof monitorFiguresSchema>;

/** One point of the 10-minute charts. */
const monitorSampleSchema = z.object({
  at: z.number(),
  cpuPercent: percent,
  memoryPercent: percent,
  rxBytesPerSecond: bytes,
  txBytesPerSecond: bytes,
  activeChannels: count.optional(),
});
export type MonitorSample = z.infer<typeof monitorSampleSchema>;

export const monitorOverview = defineEndpoint({
  method: 'POST',
  path: '/monitor/overview',
  access: sessionAccess(DASHBOARD_ROLES),
  request: z.object({}).strict().optional(),
  response: monitorFiguresSchema,
  summary: "Dashboard figures of the caller's scope (platform for ADMIN, own enterprise otherwise).",
});

export const monitorHistory = defineEndpoint({
  method: 'POST',
  path: '/monitor/history',
  access: sessionAccess(DASHBOARD_ROLES),
  request: z.object({}).strict().optional(),
  response: z.object({
    intervalMs: z.number().int(),
    windowMs: z.number().int(),
    samples: z.array(monitorSampleSchema),
  }),
  summary: 'Samples of the last 10 minutes (CPU, memory, bandwidth, channels) for the charts.',
});

/** docs/behaviour.md#screens-and-routes analysis view: the period picker's choices. */
export const ANALYSIS_PERIODS = ['today', '7d', '30d'] as const;
const analysisPeriodSchema = z.enum(ANALYSIS_PERIODS, 'validation.invalidChoice');
export type AnalysisPeriod = z.infer<typeof analysisPeriodSchema>;

const rankedSchema = z.object({ name: z.string(), count });

export const analysisSchema = z.object({
  period: analysisPeriodSchema,
  from: z.number(),
  to: z.number(),
  /** `hour` buckets for today, `day` buckets otherwise. */
  bucket: z.enum(['hour', 'day']),
  callsOverTime: z.array(z.object({ at: z.number(), calls: count, answered: count })).optional(),
  totals: z.object({
    calls: count.optional(),
    answered: count.optional(),
    /** 0…100; null when there were no calls. */
    answerRate: z.number().min(0).max(100).nullable().optional(),
    /** Seconds; null when no call was answered. */
    averageDurationSeconds: z.number().min(0).nullable().optional(),
    pttBursts: count.optional(),
    pttSeconds: z.number().min(0).optional(),
  }),
  pttOverTime: z.array(z.object({ at: z.number(), bursts: count, seconds: z.number().min(0) })).optional(),
  busiestGroups: z.array(rankedSchema).optional(),
  busiestTalkers: z.array(rankedSchema).optional(),
  callDataAvailable: z.boolean(),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const dashboardAnalysis = defineEndpoint({
  method: 'POST',
  path: '/dashboard/analysis',
  access: sessionAccess(DASHBOARD_ROLES),
  request: z
    .object({ period: analysisPeriodSchema.default('7d') })
    .strict()
    .optional(),
  response: analysisSchema,
  summary: 'Calls per hour/day, answer rate, average duration, busiest groups and talkers, PTT use.',
});

export const workbenchSchema = z.object({
  /** Absent without `sos:search`. */
  sos: z
    .array(
      z.object({
        id: z.string(),
        member: z.string(),
        type: z.string(),
        time: z.number(),
        status: z.string(),
      }),
    )
    .optional(),
  operations: z.array(
    z.object({
      id: z.number(),
      time: z.number(),
      action: z.string(),
      target: z.string(),
      result: z.enum(['success', 'failure']),
    }),
  ),
  callDataAvailable: z.boolean(),
});
export type Workbench = z.infer<typeof workbenchSchema>;

export const dashboardWorkbench = defineEndpoint({
  method: 'POST',
  path: '/dashboard/workbench',
  access: sessionAccess(DASHBOARD_ROLES),
  request: z.object({}).strict().optional(),
  response: workbenchSchema,
  summary: "Recent open SOS alarms of the caller's enterprise and the recent operations of this account.",
});

export const MONITOR_ENDPOINTS = [
  monitorOverview,
  monitorHistory,
  dashboardAnalysis,
  dashboardWorkbench,
] as const;
