// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ServiceLogLine } from '../../../../src/contract/operations';
import { LiveLogBuffer } from '../../../../src/elements/service-log/liveLogBuffer';

function line(index: number, level: ServiceLogLine['level'] = 'info', msg = `line ${index}`): ServiceLogLine {
  return { time: index, level, msg, reqId: '', raw: JSON.stringify({ time: index, msg }) };
}

describe('the live log holds the last lines', () => {
  it('keeps at most its capacity, dropping the oldest', () => {
    const buffer = new LiveLogBuffer(5_000);
    for (let batch = 0; batch < 7; batch++)
      buffer.push(Array.from({ length: 1_000 }, (_, index) => line(batch * 1_000 + index)));
    expect(buffer.size).toBe(5_000);
    const visible = buffer.visible({ text: '' });
    expect(visible[0]!.time).toBe(2_000);
    expect(visible.at(-1)!.time).toBe(6_999);
  });

  it('filters by text and lowest level while lines keep arriving', () => {
    const buffer = new LiveLogBuffer(100);
    buffer.push([
      line(1, 'debug', 'cache hit'),
      line(2, 'warn', 'slow query'),
      line(3, 'error', 'query failed'),
    ]);
    expect(buffer.visible({ text: 'QUERY' }).map((entry) => entry.time)).toEqual([2, 3]);
    expect(buffer.visible({ text: '', level: 'error' }).map((entry) => entry.time)).toEqual([3]);
    buffer.push([line(4, 'error', 'another query')]);
    expect(buffer.visible({ text: 'query', level: 'error' }).map((entry) => entry.time)).toEqual([3, 4]);
  });

  it('holds new lines back while paused and shows them on resume; what overflows is counted', () => {
    const buffer = new LiveLogBuffer(3);
    buffer.push([line(1)]);
    buffer.pause();
    buffer.push([line(2), line(3), line(4), line(5)]);
    expect(buffer.visible({ text: '' }).map((entry) => entry.time)).toEqual([1]);
    expect(buffer.waiting).toBe(3);
    expect(buffer.skipped).toBe(1);
    buffer.resume();
    expect(buffer.visible({ text: '' }).map((entry) => entry.time)).toEqual([3, 4, 5]);
    buffer.push([line(6)], 7);
    expect(buffer.skipped).toBe(8);
    const before = buffer.version;
    buffer.clear();
    expect(buffer.size).toBe(0);
    expect(buffer.version).toBeGreaterThan(before);
  });
});
