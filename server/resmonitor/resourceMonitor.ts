import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type Migration, sql } from 'kysely';
import {
  RESOURCE_HISTORY_MS,
  RESOURCE_SAMPLE_MS,
  RESOURCES_TOPIC,
  type ResourceSample,
  resourceHistory,
} from '../../src/contract/operations/resourceMonitor';
import type { Engine } from '../db/connection';
import type { Database } from '../db/schema';
import { type EndpointHandler, handle } from '../handlers/handler';
import { dynamic } from '../resources/declaration';
import type { Publish } from '../ws';
import { ResourceSampler } from './resourceSampler';

/*
 * `<resource-monitor>`: each server samples itself every 10 s, pushes the sample to the platform
 * administrators' sockets (`resources`) and keeps it in `resource_samples` for 24 h — removing older rows as it
 * writes, so the table holds at most 8,640 rows per server.
 */

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/** 0030: resource samples, by server and time. */
export const resourceSamplesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('resource_samples')
      .addColumn('node', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('resource_samples_pk', ['node', 'at'])
      .execute();
  },
};

const running = new WeakMap<object, { node: string }>();
const STEP_24H_MS = 5 * 60_000;

export interface ResourceMonitorOptions {
  db: Kysely<Database>;
  engine: Engine;
  dataDir: string;
  port: number;
  publish: Publish;
  socketCount(): number;
  log?: FastifyBaseLogger;
  intervalMs?: number;
}

async function databaseConnections(db: Kysely<Database>, engine: Engine): Promise<number> {
  if (engine !== 'postgres') return 1;
  const result = await sql<{ n: string | number }>`
    select count(*) as n from pg_stat_activity where datname = current_database()`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

export function startResourceMonitor(options: ResourceMonitorOptions): {
  stop(): void;
  sampleNow(): Promise<ResourceSample>;
} {
  const node = `${os.hostname()}:${options.port}`;
  running.set(options.db, { node });
  const sampler = new ResourceSampler(options.dataDir);
  const rows = dynamic(options.db);
  const sampleNow = async () => {
    const now = Date.now();
    const sample = sampler.sample(
      now,
      options.socketCount(),
      await databaseConnections(options.db, options.engine),
    );
    await rows
      .insertInto('resource_samples')
      .values({ node, at: now, data: JSON.stringify(sample) })
      .execute();
    await rows
      .deleteFrom('resource_samples')
      .where('node', '=', node)
      .where('at', '<', now - RESOURCE_HISTORY_MS)
      .execute();
    options.publish(RESOURCES_TOPIC, sample, {});
    return sample;
  };
  const timer = setInterval(() => {
    sampleNow().catch((error: unknown) => options.log?.warn({ err: error }, 'resource sample failed'));
  }, options.intervalMs ?? RESOURCE_SAMPLE_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      sampler.stop();
    },
    sampleNow,
  };
}

/** Averages samples into buckets of `step` ms (the 24 h view), keeping each bucket's shape. */
export function averageInto(samples: readonly ResourceSample[], step: number): ResourceSample[] {
  const buckets = new Map<number, ResourceSample[]>();
  for (const sample of samples) {
    const key = Math.floor(sample.at / step) * step;
    const bucket = buckets.get(key) ?? [];
    bucket.push(sample);
    buckets.set(key, bucket);
  }
  const mean = (values: number[]) =>
    values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, bucket]) => {
      const last = bucket[bucket.length - 1] as ResourceSample;
      const cores = last.cpuPerCore.length;
      return {
        at,
        cpuPerCore: Array.from({ length: cores }, (_, index) =>
          mean(bucket.map((s) => s.cpuPerCore[index] ?? 0)),
        ),
        memory: {
          usedBytes: mean(bucket.map((s) => s.memory.usedBytes)),
          totalBytes: last.memory.totalBytes,
        },
        disk: last.disk,
        diskIo: last.diskIo
          ? {
              readBytesPerSecond: mean(bucket.map((s) => s.diskIo?.readBytesPerSecond ?? 0)),
              writeBytesPerSecond: mean(bucket.map((s) => s.diskIo?.writeBytesPerSecond ?? 0)),
            }
          : null,
        network: last.network.map((iface) => ({
          name: iface.name,
          rxBytesPerSecond: mean(
            bucket.map((s) => s.network.find((n) => n.name === iface.name)?.rxBytesPerSecond ?? 0),
          ),
          txBytesPerSecond: mean(
            bucket.map((s) => s.network.find((n) => n.name === iface.name)?.txBytesPerSecond ?? 0),
          ),
        })),
        eventLoop: {
          meanMs: mean(bucket.map((s) => s.eventLoop.meanMs)),
          p99Ms: Math.max(...bucket.map((s) => s.eventLoop.p99Ms)),
        },
        sockets: Math.round(mean(bucket.map((s) => s.sockets))),
        databaseConnections: Math.round(mean(bucket.map((s) => s.databaseConnections))),
      };
    });
}

export const RESOURCE_MONITOR_HANDLERS: readonly EndpointHandler[] = [
  handle(resourceHistory, async (context) => {
    const node = running.get(context.db)?.node ?? `${os.hostname()}:${context.config.port}`;
    const span = context.input.range === '24h' ? RESOURCE_HISTORY_MS : 3_600_000;
    const rows = (await dynamic(context.db)
      .selectFrom('resource_samples')
      .select(['data'])
      .where('node', '=', node)
      .where('at', '>=', context.now - span)
      .orderBy('at')
      .execute()) as { data: string }[];
    const samples = rows.map((row) => JSON.parse(row.data) as ResourceSample);
    return context.input.range === '24h'
      ? { samples: averageInto(samples, STEP_24H_MS), stepMs: STEP_24H_MS }
      : { samples, stepMs: RESOURCE_SAMPLE_MS };
  }),
];
