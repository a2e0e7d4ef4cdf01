import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PttRecord } from '../../../../src/contract/calldata';
import type { QueuedBurst } from '../../../../src/elements/ptt-record-list/groupBursts';
import { useBurstPlayback } from '../../../../src/elements/ptt-record-list/useBurstPlayback';
import { sampleBurst } from './sampleBurst';

const burst = sampleBurst;

async function* sequence(...bursts: PttRecord[]): AsyncGenerator<QueuedBurst> {
  for (const [index, item] of bursts.entries()) yield { burst: item, index, total: bursts.length };
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('PTT burst sequence and expired URLs', () => {
  it('a burst that fails to load is signed again once; failing again, it is skipped for the next one', async () => {
    const element = document.createElement('audio');
    Object.assign(element, { play: vi.fn(async () => undefined) });
    let signed = 0;
    const sign = vi.fn(async (fileId: string) => {
      signed += 1;
      return {
        url: `http://console.test/api/calldata/media/${fileId}?n=${signed}`,
        expiresAt: Date.now() + 600_000,
      };
    });
    const audio = { current: element };
    const { result } = renderHook(() => useBurstPlayback(audio, sign));
    let reached: Promise<number> = Promise.resolve(0);
    act(() => {
      reached = result.current.play(sequence(burst(1), burst(2)));
    });
    await settle();
    expect(element.src).toBe('http://console.test/api/calldata/media/101?n=1');

    element.dispatchEvent(new Event('error'));
    await settle();
    expect(sign).toHaveBeenLastCalledWith('101');
    expect(element.src).toBe('http://console.test/api/calldata/media/101?n=2');
    expect(result.current.playing?.burst.id).toBe('1');

    element.dispatchEvent(new Event('error'));
    await settle();
    expect(sign).toHaveBeenLastCalledWith('102');
    expect(element.src).toBe('http://console.test/api/calldata/media/102?n=3');
    expect(result.current.playing?.burst.id).toBe('2');

    element.dispatchEvent(new Event('ended'));
    await settle();
    expect(await reached).toBe(2);
    expect(result.current.playing).toBeNull();
    // The finished burst's source no longer listens: an error now signs nothing.
    element.dispatchEvent(new Event('error'));
    await settle();
    expect(sign).toHaveBeenCalledTimes(3);
  });
});
