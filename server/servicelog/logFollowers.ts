import { LOG_FOLLOW_LEASE_MS, SERVICE_LOG_TOPIC, type ServiceLogLine } from '../../src/contract/operations';
import type { Publish } from '../ws';
import { parseLogLine } from './logFiles';
import type { ServiceLog } from './serviceLogger';

/** How often new lines go out: a few messages a second however fast lines are written. */
const FLUSH_MS = 250;
/** The most lines one message carries; beyond it the oldest are dropped and counted. */
const MAX_BATCH = 2_500;

/**
 * The live view's feed: new log lines, batched every 250 ms, to the sockets of the sessions that
 * asked for them (`/log/follow`, a 30 s lease the view renews) and hold `log:search`. Nobody following,
 * nothing is collected or sent.
 */
export class LogFollowers {
  private readonly leases = new Map<string, number>();
  private pending: ServiceLogLine[] = [];
  private dropped = 0;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly stopListening: () => void;

  constructor(
    serviceLog: ServiceLog,
    private readonly publish: Publish,
  ) {
    this.stopListening = serviceLog.onLine((raw) => {
      if (this.leases.size === 0) return;
      const line = parseLogLine(raw.trimEnd());
      if (!line) return;
      this.pending.push(line);
      if (this.pending.length > MAX_BATCH) {
        this.pending.shift();
        this.dropped += 1;
      }
    });
    this.timer = setInterval(() => this.flush(Date.now()), FLUSH_MS);
    this.timer.unref();
  }

  follow(tokenHash: string, now: number): number {
    this.leases.set(tokenHash, now + LOG_FOLLOW_LEASE_MS);
    return LOG_FOLLOW_LEASE_MS;
  }

  flush(now: number): void {
    for (const [tokenHash, until] of this.leases) if (until <= now) this.leases.delete(tokenHash);
    if (this.leases.size === 0 || this.pending.length === 0) {
      this.pending = [];
      this.dropped = 0;
      return;
    }
    const lines = this.pending;
    const dropped = this.dropped;
    this.pending = [];
    this.dropped = 0;
    this.publish(
      SERVICE_LOG_TOPIC,
      { lines, dropped },
      { permission: 'log:search', tokenHashes: new Set(this.leases.keys()) },
    );
  }

  stop(): void {
    clearInterval(this.timer);
    this.stopListening();
  }
}

/** The running server's log and its followers, found by database (handlers get the database, not the server). */
const registry = new WeakMap<object, { serviceLog: ServiceLog; followers: LogFollowers }>();

export function registerServiceLog(
  db: object,
  entry: { serviceLog: ServiceLog; followers: LogFollowers },
): void {
  registry.set(db, entry);
}

export function serviceLogOf(db: object): { serviceLog: ServiceLog; followers: LogFollowers } | undefined {
  return registry.get(db);
}
