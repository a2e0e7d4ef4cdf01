import type { MonitorSample } from '../../src/contract/monitor';

/**
 * The charts' window (the last 10 minutes), kept as a bounded list: samples older than the window
 * are dropped on every append, and never more than `capacity` are held, so memory stays flat however long
 * the server runs.
 */
export class SampleHistory {
  private readonly samples: MonitorSample[] = [];

  constructor(
    private readonly windowMs: number,
    private readonly capacity: number,
  ) {}

  append(sample: MonitorSample): void {
    this.samples.push(sample);
    this.prune(sample.at);
  }

  prune(now: number): void {
    const oldest = now - this.windowMs;
    let drop = 0;
    while (drop < this.samples.length && this.samples[drop].at < oldest) drop += 1;
    drop = Math.max(drop, this.samples.length - this.capacity);
    if (drop > 0) this.samples.splice(0, drop);
  }

  get size(): number {
    return this.samples.length;
  }

  list(now: number): MonitorSample[] {
    this.prune(now);
    return [...this.samples];
  }
}
