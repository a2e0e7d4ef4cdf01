import {
  MONITOR_HISTORY_WINDOW_MS,
  MONITOR_PUSH_INTERVAL_MS,
  type MonitorFigures,
  type MonitorSample,
} from '../../contract/monitor';

/** Most samples a chart holds: the window at the push interval, with slack for late pushes. */
export const MAX_CHART_SAMPLES = Math.ceil(MONITOR_HISTORY_WINDOW_MS / MONITOR_PUSH_INTERVAL_MS) + 10;

/** A pushed figure set as one chart point. */
export function sampleOf(figures: MonitorFigures): MonitorSample {
  return {
    at: figures.at,
    cpuPercent: figures.host.cpuPercent,
    memoryPercent: figures.host.memory.percent,
    rxBytesPerSecond: figures.host.network?.rxBytesPerSecond ?? 0,
    txBytesPerSecond: figures.host.network?.txBytesPerSecond ?? 0,
    activeChannels: figures.activeChannels,
  };
}

/**
 * The charts' window (the last 10 minutes): samples in time order, none older than `windowMs`
 * before the newest, at most MAX_CHART_SAMPLES; a sample not newer than the last is ignored (a push that
 * crossed a history reload). Returns a new array so observers see the change.
 */
export function appendToWindow(
  samples: readonly MonitorSample[],
  sample: MonitorSample,
  windowMs = MONITOR_HISTORY_WINDOW_MS,
): MonitorSample[] {
  const last = samples[samples.length - 1];
  if (last && sample.at <= last.at) return samples as MonitorSample[];
  const oldest = sample.at - windowMs;
  const kept = samples.filter((s) => s.at >= oldest);
  kept.push(sample);
  return kept.length > MAX_CHART_SAMPLES ? kept.slice(kept.length - MAX_CHART_SAMPLES) : kept;
}

/** A history answer merged with what was pushed meanwhile, in one window. */
export function mergeWindows(
  history: readonly MonitorSample[],
  pushed: readonly MonitorSample[],
  windowMs = MONITOR_HISTORY_WINDOW_MS,
): MonitorSample[] {
  const byTime = new Map<number, MonitorSample>();
  for (const sample of [...history, ...pushed]) byTime.set(sample.at, sample);
  const sorted = [...byTime.values()].sort((a, b) => a.at - b.at);
  let merged: MonitorSample[] = [];
  for (const sample of sorted) merged = appendToWindow(merged, sample, windowMs);
  return merged;
}

export interface Point {
  x: number;
  y: number;
}

export function seriesOf(
  samples: readonly MonitorSample[],
  pick: (sample: MonitorSample) => number,
): Point[] {
  return samples.map((sample) => ({ x: sample.at, y: pick(sample) }));
}
