import { describe, expect, it } from 'vitest';
import { formatByteSize, secondsOf } from '../../../src/contract/format/quantities';

describe('sizes and durations as people read them', () => {
  it('a size is written in the largest unit that keeps it at one or more', () => {
    expect(formatByteSize(512)).toBe('512 B');
    // A 1 KB package is 1.0 KB, not "0.0 MB".
    expect(formatByteSize(1024)).toBe('1.0 KB');
    expect(formatByteSize(742_237)).toBe('725 KB');
    expect(formatByteSize(5 * 1024 * 1024 + 300_000)).toBe('5.3 MB');
    expect(formatByteSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('milliseconds read as seconds', () => {
    expect(secondsOf(17_000)).toBe(17);
    expect(secondsOf(1_250)).toBe(1.3);
  });
});
