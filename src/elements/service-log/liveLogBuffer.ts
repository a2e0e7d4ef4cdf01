import type { ServiceLogLevel, ServiceLogLine } from '../../contract/operations';

const LEVEL_ORDER: Record<ServiceLogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

export interface LiveFilter {
  text: string;
  level?: ServiceLogLevel;
}

/**
 * The live view's lines (the last 5,000, bounded memory, filterable while streaming, pausable).
 * A ring of fixed capacity: adding past it drops the oldest. While paused, new lines wait in a second ring
 * of the same capacity and join the view on resume. Every change bumps `version`, which the view reads once
 * a frame.
 */
export class LiveLogBuffer {
  private lines: ServiceLogLine[] = [];
  private held: ServiceLogLine[] = [];
  paused = false;
  /** Lines that never reached the view: dropped by the server's batch limit or past the held ring. */
  skipped = 0;
  version = 0;

  constructor(readonly capacity: number) {}

  push(lines: readonly ServiceLogLine[], droppedUpstream = 0): void {
    this.skipped += droppedUpstream;
    const target = this.paused ? this.held : this.lines;
    target.push(...lines);
    const excess = target.length - this.capacity;
    if (excess > 0) {
      target.splice(0, excess);
      if (this.paused) this.skipped += excess;
    }
    this.version += 1;
  }

  get size(): number {
    return this.lines.length;
  }

  get waiting(): number {
    return this.held.length;
  }

  pause(): void {
    this.paused = true;
    this.version += 1;
  }

  resume(): void {
    this.paused = false;
    const held = this.held;
    this.held = [];
    this.push(held);
  }

  clear(): void {
    this.lines = [];
    this.held = [];
    this.skipped = 0;
    this.version += 1;
  }

  /** The lines the filter keeps, oldest first. */
  visible(filter: LiveFilter): ServiceLogLine[] {
    const text = filter.text.trim().toLowerCase();
    const lowest = filter.level ? LEVEL_ORDER[filter.level] : 0;
    if (!text && !lowest) return this.lines;
    return this.lines.filter(
      (line) => LEVEL_ORDER[line.level] >= lowest && (!text || line.raw.toLowerCase().includes(text)),
    );
  }
}
