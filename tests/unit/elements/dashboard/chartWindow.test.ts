// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MonitorSample } from '../../../../src/contract/monitor';
import {
  appendToWindow,
  MAX_CHART_SAMPLES,
  mergeWindows,
  sampleOf,
  seriesOf,
} from '../../../../src/elements/dashboard-monitor/chartWindow';
import { niceCeiling } from '../../../../src/elements/kit/figures/valueAxis';
import { sampleFigures } from './sampleFigures';

const MINUTE = 60_000;

function sample(at: number, cpu = 1): MonitorSample {
  return {
    at,
    cpuPercent: cpu,
    memoryPercent: 2,
    rxBytesPerSecond: 3,
    txBytesPerSecond: 4,
    activeChannels: 5,
  };
}

describe('chart data windows (the last 10 minutes)', () => {
  it('drops samples older than 10 minutes before the newest', () => {
    let window: MonitorSample[] = [];
    for (let minute = 0; minute <= 15; minute += 1) window = appendToWindow(window, sample(minute * MINUTE));
    expect(window[0].at).toBe(5 * MINUTE);
    expect(window[window.length - 1].at).toBe(15 * MINUTE);
    expect(window).toHaveLength(11);
  });

  it('never holds more than the window at the push interval, however many pushes arrive', () => {
    let window: MonitorSample[] = [];
    for (let i = 0; i < 5_000; i += 1) window = appendToWindow(window, sample(i * 100));
    expect(window.length).toBeLessThanOrEqual(MAX_CHART_SAMPLES);
    expect(MAX_CHART_SAMPLES).toBe(310);
  });

  it('ignores a sample not newer than the last one', () => {
    const window = appendToWindow([sample(2000)], sample(1000));
    expect(window.map((s) => s.at)).toEqual([2000]);
  });

  it('merges a history answer with pushes received meanwhile, without duplicates, in time order', () => {
    const merged = mergeWindows([sample(1000), sample(3000)], [sample(3000, 9), sample(5000)]);
    expect(merged.map((s) => s.at)).toEqual([1000, 3000, 5000]);
    expect(merged[1].cpuPercent).toBe(9);
  });

  it('turns pushed figures into a chart point and points into series', () => {
    const point = sampleOf(sampleFigures({ at: 42, cpu: 7, channels: 2 }));
    expect(point).toEqual({
      at: 42,
      cpuPercent: 7,
      memoryPercent: 25,
      rxBytesPerSecond: 1536,
      txBytesPerSecond: 2048,
      activeChannels: 2,
    });
    expect(seriesOf([point], (s) => s.activeChannels ?? 0)).toEqual([{ x: 42, y: 2 }]);
  });

  it('rounds the value axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 0.3, 3, 7, 11, 260, 999].map(niceCeiling)).toEqual([1, 0.5, 5, 10, 20, 500, 1000]);
  });
});
