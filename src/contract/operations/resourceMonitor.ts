import { z } from 'zod';
import type { EndpointDef } from '../endpoint';
import { platformEndpoints } from './platformEndpoint';

/*
 * `<resource-monitor>` (`res-monitor`, ADMIN): the server's resources sampled every 10 s — CPU per
 * core, memory, disk space and I/O, network per interface, event-loop delay, open sockets and database
 * connections — pushed live on the `resources` topic and kept 24 h in the database (bounded: older samples
 * are removed as new ones arrive).
 */

const RES_MONITOR_ROUTE = 'res-monitor';
export const RESOURCES_TOPIC = 'resources';
export const RESOURCE_SAMPLE_MS = 10_000;
export const RESOURCE_HISTORY_MS = 24 * 3_600_000;

const rate = z.number().min(0);
const resourceSampleSchema = z.object({
  at: z.number().int(),
  cpuPerCore: z.array(z.number().min(0).max(100)),
  memory: z.object({ usedBytes: z.number(), totalBytes: z.number() }),
  disk: z.object({ usedBytes: z.number(), totalBytes: z.number() }).nullable(),
  /** Bytes per second read and written by the block devices; null where /proc/diskstats is absent. */
  diskIo: z.object({ readBytesPerSecond: rate, writeBytesPerSecond: rate }).nullable(),
  network: z.array(z.object({ name: z.string(), rxBytesPerSecond: rate, txBytesPerSecond: rate })),
  /** The event loop's delay over the interval: mean and 99th percentile, ms. */
  eventLoop: z.object({ meanMs: z.number().min(0), p99Ms: z.number().min(0) }),
  sockets: z.number().int().min(0),
  databaseConnections: z.number().int().min(0),
});
export type ResourceSample = z.infer<typeof resourceSampleSchema>;

const endpoint = platformEndpoints(RES_MONITOR_ROUTE, 'operations.resourceMonitor.fields');

export const resourceHistory = endpoint('history', 'search', {
  request: z.object({ range: z.enum(['1h', '24h'], 'validation.invalidChoice').default('1h') }),
  response: z.object({
    /** Oldest first; the 24 h range is averaged into 5-minute points. */
    samples: z.array(resourceSampleSchema),
    stepMs: z.number().int(),
  }),
  summary: 'The samples of the last hour (every 10 s) or day (5-minute averages), oldest first.',
});

export const RESOURCE_MONITOR_ENDPOINTS: readonly EndpointDef[] = [resourceHistory];
