import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MONITOR_HISTORY_WINDOW_MS,
  MONITOR_PUSH_INTERVAL_MS,
  MONITOR_TOPIC,
  type MonitorFigures,
  type MonitorSample,
} from '../../src/contract/monitor';
import type { Database } from '../db/schema';
import type { Session } from '../security/sessions';
import type { Publish } from '../ws';
import { inProgressByTenant } from './callDataQueries';
import { CallDataProbe } from './callDataTables';
import { HostSampler } from './hostSampler';
import { SampleHistory } from './sampleHistory';
import { scopeFigures } from './scopeFigures';
import { onlineUsersByTenant, PLATFORM, type TenantKey, tenantKeyOf } from './tenantFigures';
import { channelsOf, type TickReadings } from './tickReadings';
import { visibleFigures } from './visibleFigures';

export interface MonitorOptions {
  db: Kysely<Database>;
  publish: Publish;
  /** The data folder: its file system is the "disk" widget. */
  dataDir: string;
  /** Sessions idle longer than this are not online (docs/behaviour.md#states, SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  intervalMs?: number;
  /** True while the traffic simulator stands in for the SIP and media services. */
  simulated?: () => boolean;
  log?: FastifyBaseLogger;
}

/**
 * The dashboard's live side: samples the host every 2 s, keeps each scope's last 10 minutes, and
 * pushes a `monitor` message to the sockets of every scope that opened the dashboard, each with figures of
 * its own tenant only (`publish` scopes delivery by enterprise; the platform's reach accounts without one).
 *
 * A scope is pushed to once one of its sessions asked /monitor/overview or /monitor/history (the dashboard
 * does on mount and after every reconnect), and until it has no live session left: sockets that never
 * showed a dashboard get no `monitor` traffic, and no figures are computed for nobody.
 */
export class MonitorService {
  readonly host: HostSampler;
  readonly probe: CallDataProbe;
  readonly intervalMs: number;
  private readonly histories = new Map<TenantKey, SampleHistory>();
  private readonly watched = new Set<TenantKey>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(private readonly options: MonitorOptions) {
    this.host = new HostSampler(options.dataDir);
    this.probe = new CallDataProbe(options.db);
    this.intervalMs = options.intervalMs ?? MONITOR_PUSH_INTERVAL_MS;
  }

  /** Samples are kept for the window; capacity allows for a shorter interval without growing unbounded. */
  private historyOf(key: TenantKey): SampleHistory {
    let history = this.histories.get(key);
    if (!history) {
      history = new SampleHistory(
        MONITOR_HISTORY_WINDOW_MS,
        Math.ceil(MONITOR_HISTORY_WINDOW_MS / this.intervalMs) + 1,
      );
      this.histories.set(key, history);
    }
    return history;
  }

  /** The dashboard of this scope is open: push to it from the next tick on. */
  watch(enterpriseId: string | null): void {
    this.watched.add(tenantKeyOf(enterpriseId));
  }

  isWatched(enterpriseId: string | null): boolean {
    return this.watched.has(tenantKeyOf(enterpriseId));
  }

  get simulated(): boolean {
    return this.options.simulated?.() ?? false;
  }

  async read(now: number, host = this.host.current()): Promise<TickReadings> {
    const { db, sessionIdleMs } = this.options;
    const [online, tables] = await Promise.all([
      onlineUsersByTenant(db, now, sessionIdleMs),
      this.probe.tables(now),
    ]);
    const [callsInProgress, pttInProgress] = await Promise.all([
      inProgressByTenant(db, tables.calls, now),
      inProgressByTenant(db, tables.ptt, now),
    ]);
    return { now, host, online, tables, callsInProgress, pttInProgress };
  }

  figures(enterpriseId: string | null, readings: TickReadings): Promise<MonitorFigures> {
    return scopeFigures(this.options.db, enterpriseId, readings, this.simulated);
  }

  history(enterpriseId: string | null, now: number): MonitorSample[] {
    return this.histories.get(tenantKeyOf(enterpriseId))?.list(now) ?? [];
  }

  /** One sample and one push round; exposed for tests and the bench. */
  async tick(now = Date.now()): Promise<void> {
    const host = this.host.sample(now);
    const readings = await this.read(now, host);
    // The platform's history always; an enterprise's while it has someone online.
    const live = new Set<TenantKey>([PLATFORM, ...readings.online.keys()]);
    for (const key of live) {
      const channels = channelsOf(readings, key);
      this.historyOf(key).append({
        at: now,
        cpuPercent: host.cpuPercent,
        memoryPercent: host.memory.percent,
        rxBytesPerSecond: host.network?.rxBytesPerSecond ?? 0,
        txBytesPerSecond: host.network?.txBytesPerSecond ?? 0,
        activeChannels: channels.calls + channels.ptt,
      });
    }
    for (const [key, history] of this.histories) {
      history.prune(now);
      if (!live.has(key) && history.size === 0) this.histories.delete(key);
    }
    for (const key of [...this.watched]) {
      if (!readings.online.get(key) && key !== PLATFORM) {
        this.watched.delete(key);
        continue;
      }
      const enterpriseId = key === PLATFORM ? null : key;
      const figures = await this.figures(enterpriseId, readings);
      // docs/security.md: scoped delivery; a tenant's figures never reach another tenant's sockets.
      // Each session sees the figures its permits allow, and no host identity unless it is the platform's.
      const view = (session: Pick<Session, 'role' | 'permits'>) => visibleFigures(figures, session);
      this.options.publish(MONITOR_TOPIC, figures, enterpriseId ? { enterpriseId, view } : { view });
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.host.sample();
    const loop = () => {
      // A chain of timeouts, not an interval: a slow database never piles ticks up.
      this.timer = setTimeout(() => {
        this.tick()
          .catch((error: unknown) => this.options.log?.error({ err: error }, 'monitor tick failed'))
          .finally(() => {
            if (this.running) loop();
          });
      }, this.intervalMs);
      this.timer.unref();
    };
    loop();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
  }

  /** Number of samples held over every scope (bench: memory stays bounded). */
  get heldSamples(): number {
    let total = 0;
    for (const history of this.histories.values()) total += history.size;
    return total;
  }
}

const services = new WeakMap<Kysely<Database>, MonitorService>();

/** Starts the monitor of a server (server/app.ts); its handlers find it by the server's database. */
export function startMonitor(options: MonitorOptions): MonitorService {
  const service = new MonitorService(options);
  services.set(options.db, service);
  service.start();
  return service;
}

function stopMonitor(service: MonitorService | undefined): void {
  service?.stop();
}

/** The running monitor of this database, or a fresh one that does not tick (a server built without it). */
export function monitorOf(db: Kysely<Database>, fallback: Omit<MonitorOptions, 'db'>): MonitorService {
  let service = services.get(db);
  if (!service) {
    service = new MonitorService({ ...fallback, db });
    services.set(db, service);
  }
  return service;
}
