import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type SignedUrl,
  ThumbnailUrlBatcher,
} from '../../../../src/elements/media-record-list/thumbnailUrls';

const LIFETIME = 600_000;

/** A server that signs every id except those starting with "x". */
function signer(now: () => number) {
  return vi.fn(async (ids: string[]) => {
    const urls: Record<string, SignedUrl> = {};
    for (const id of ids)
      if (!id.startsWith('x')) urls[id] = { url: `/m/${id}?exp=${now()}`, expiresAt: now() + LIFETIME };
    return urls;
  });
}

describe('thumbnail URLs of a clip page', () => {
  let clock = 1_000_000;
  const now = () => clock;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1_000_000;
  });
  afterEach(() => vi.useRealTimers());

  it('the thumbnails asked for in one render go out as one request, each answered with its own URL', async () => {
    const signMany = signer(now);
    const batcher = new ThumbnailUrlBatcher(signMany, now);
    const asked = Array.from({ length: 300 }, (_, n) => batcher.url(String(n)));
    await vi.runAllTimersAsync();
    expect(signMany).toHaveBeenCalledTimes(1);
    expect(signMany.mock.calls[0]![0]).toHaveLength(300);
    expect(await asked[7]).toBe('/m/7?exp=1000000');
  });

  it('a file asked twice at once is signed once; an id the server leaves out answers null', async () => {
    const signMany = signer(now);
    const batcher = new ThumbnailUrlBatcher(signMany, now);
    const both = [batcher.url('5'), batcher.url('5'), batcher.url('x9')];
    await vi.runAllTimersAsync();
    expect(signMany.mock.calls[0]![0]).toEqual(['5', 'x9']);
    expect(await Promise.all(both)).toEqual(['/m/5?exp=1000000', '/m/5?exp=1000000', null]);
  });

  it('more ids than one request may hold are split into requests of the maximum', async () => {
    const signMany = signer(now);
    const batcher = new ThumbnailUrlBatcher(signMany, now, 500);
    const asked = Array.from({ length: 1200 }, (_, n) => batcher.url(String(n)));
    await vi.runAllTimersAsync();
    expect(signMany.mock.calls.map(([ids]) => ids.length)).toEqual([500, 500, 200]);
    expect(await asked[1199]).toBe('/m/1199?exp=1000000');
  });

  it('a URL still valid is reused; one near its expiry is signed again', async () => {
    const signMany = signer(now);
    const batcher = new ThumbnailUrlBatcher(signMany, now);
    const first = batcher.url('1');
    await vi.runAllTimersAsync();
    await first;
    clock += LIFETIME / 2;
    expect(await batcher.url('1')).toBe('/m/1?exp=1000000');
    expect(signMany).toHaveBeenCalledTimes(1);
    clock += LIFETIME / 2 - 10_000;
    const renewed = batcher.url('1');
    await vi.runAllTimersAsync();
    expect(await renewed).toBe(`/m/1?exp=${clock}`);
    expect(signMany).toHaveBeenCalledTimes(2);
  });

  it('a refused request rejects the thumbnails it held, and the next ask tries again', async () => {
    const signMany = vi.fn().mockRejectedValueOnce(new Error('HTTP 500'));
    signMany.mockImplementation(signer(now));
    const batcher = new ThumbnailUrlBatcher(signMany, now);
    const failed = batcher.url('1');
    const caught = failed.catch((error: Error) => error.message);
    await vi.runAllTimersAsync();
    expect(await caught).toBe('HTTP 500');
    const retried = batcher.url('1');
    await vi.runAllTimersAsync();
    expect(await retried).toBe('/m/1?exp=1000000');
  });
});
