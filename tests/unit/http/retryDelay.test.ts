// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCancel } from '../../../src/core/http/httpError';
import { waitUnlessAborted } from '../../../src/core/http/retryDelay';

describe('pause between GET retries (docs/protocol.md#the-calls)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves after the given delay and not before', async () => {
    let done = false;
    const pause = waitUnlessAborted(100).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pause;
    expect(done).toBe(true);
  });

  it('rejects with a cancel error when the signal aborts, or is already aborted', async () => {
    const controller = new AbortController();
    const pause = waitUnlessAborted(100, controller.signal);
    controller.abort();
    const error = await pause.catch((caught: unknown) => caught);
    expect(isCancel(error)).toBe(true);
    const again = await waitUnlessAborted(100, controller.signal).catch((caught: unknown) => caught);
    expect(isCancel(again)).toBe(true);
  });
});
