import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdrMediaUrl } from '../../../../src/contract/calldata';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import { SignedMediaPlayer } from '../../../../src/elements/kit/record/SignedMediaPlayer';
import {
  RENEW_MARGIN_MS,
  SignedMediaSource,
  type SignedSource,
} from '../../../../src/elements/kit/record/signedMediaSource';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';

/*
 * docs/protocol.md media: signed URLs live 10 minutes. A player left paused longer, then played or seeked,
 * must sign a fresh URL, swap it in, keep its position and go on playing. jsdom plays nothing: the media
 * events are fired by hand, as a browser would fire them.
 */

const LIFETIME = 600_000;

/** URLs `…?n=1`, `…?n=2`, … each valid for 10 minutes from the fake clock's time of signing. */
function signer(clock: { now: number }) {
  let signed = 0;
  return vi.fn(async (): Promise<SignedSource> => {
    signed += 1;
    return { url: `http://console.test/api/calldata/media/7?n=${signed}`, expiresAt: clock.now + LIFETIME };
  });
}

function mediaElement(): HTMLAudioElement & { play: ReturnType<typeof vi.fn> } {
  const element = document.createElement('audio');
  const play = vi.fn(async () => {
    element.dispatchEvent(new Event('play'));
  });
  Object.assign(element, { play });
  return element as HTMLAudioElement & { play: typeof play };
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function fire(element: HTMLMediaElement, type: string) {
  element.dispatchEvent(new Event(type));
}

describe('SignedMediaSource: a player outliving its signed URL', () => {
  it('a load error signs a fresh URL, swaps it in, restores the position and resumes playing', async () => {
    const clock = { now: 1_000_000 };
    const sign = signer(clock);
    const element = mediaElement();
    const source = new SignedMediaSource(element, { sign, now: () => clock.now });
    await source.start();
    expect(element.src).toBe('http://console.test/api/calldata/media/7?n=1');
    fire(element, 'loadeddata');
    fire(element, 'play');
    element.currentTime = 42;

    fire(element, 'error');
    await settle();
    expect(sign).toHaveBeenCalledTimes(2);
    expect(element.src).toBe('http://console.test/api/calldata/media/7?n=2');
    element.currentTime = 0; // what a new source starts at
    element.play.mockClear();
    fire(element, 'loadedmetadata');
    expect(element.currentTime).toBe(42);
    expect(element.play).toHaveBeenCalledTimes(1);
    source.detach();
  });

  it('a paused player that errs gets its position back but stays paused', async () => {
    const clock = { now: 1_000_000 };
    const element = mediaElement();
    const source = new SignedMediaSource(element, { sign: signer(clock), now: () => clock.now });
    await source.start();
    fire(element, 'play');
    fire(element, 'pause');
    element.currentTime = 7.5;
    fire(element, 'error');
    await settle();
    element.currentTime = 0;
    element.play.mockClear();
    fire(element, 'loadedmetadata');
    expect(element.currentTime).toBe(7.5);
    expect(element.play).not.toHaveBeenCalled();
    source.detach();
  });

  it('play after the URL has expired signs first, then plays on from where it was', async () => {
    const clock = { now: 1_000_000 };
    const sign = signer(clock);
    const element = mediaElement();
    const source = new SignedMediaSource(element, { sign, now: () => clock.now });
    await source.start();
    element.currentTime = 12;
    clock.now += LIFETIME + 60_000; // left paused eleven minutes
    fire(element, 'play');
    await settle();
    expect(sign).toHaveBeenCalledTimes(2);
    expect(element.src).toMatch(/n=2$/);
    element.currentTime = 0;
    fire(element, 'loadedmetadata');
    expect(element.currentTime).toBe(12);
    expect(element.play).toHaveBeenCalledTimes(1);
    source.detach();
  });

  it('a seek just before expiry lands where it was asked to, on a fresh URL', async () => {
    const clock = { now: 1_000_000 };
    const sign = signer(clock);
    const element = mediaElement();
    const source = new SignedMediaSource(element, { sign, now: () => clock.now });
    await source.start();
    clock.now += LIFETIME - RENEW_MARGIN_MS + 1;
    element.currentTime = 95; // the seek target
    fire(element, 'seeking');
    await settle();
    expect(element.src).toMatch(/n=2$/);
    element.currentTime = 0;
    fire(element, 'loadedmetadata');
    expect(element.currentTime).toBe(95);
    expect(element.play).not.toHaveBeenCalled();
    source.detach();
  });

  it('play or seek well inside the lifetime asks for nothing', async () => {
    const clock = { now: 1_000_000 };
    const sign = signer(clock);
    const element = mediaElement();
    const source = new SignedMediaSource(element, { sign, now: () => clock.now });
    await source.start();
    clock.now += LIFETIME - RENEW_MARGIN_MS - 1;
    fire(element, 'play');
    fire(element, 'seeking');
    await settle();
    expect(sign).toHaveBeenCalledTimes(1);
    expect(element.src).toMatch(/n=1$/);
    source.detach();
  });

  it('a second error before the fresh URL loaded anything is final; once it loads, a later error re-signs', async () => {
    const clock = { now: 1_000_000 };
    const sign = signer(clock);
    const onFailure = vi.fn();
    const element = mediaElement();
    const source = new SignedMediaSource(element, { sign, onFailure, now: () => clock.now });
    await source.start();
    fire(element, 'error');
    await settle();
    fire(element, 'error');
    await settle();
    expect(sign).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledTimes(1);

    fire(element, 'loadeddata');
    fire(element, 'error');
    await settle();
    expect(sign).toHaveBeenCalledTimes(3);
    expect(element.src).toMatch(/n=3$/);
    source.detach();
  });

  it('signing again refused is a failure; a detached source no longer listens', async () => {
    const clock = { now: 1_000_000 };
    const sign = signer(clock);
    const onFailure = vi.fn();
    const element = mediaElement();
    const source = new SignedMediaSource(element, { sign, onFailure, now: () => clock.now });
    await source.start();
    sign.mockRejectedValueOnce(new Error('session ended'));
    fire(element, 'error');
    await settle();
    expect(onFailure).toHaveBeenCalledTimes(1);

    source.detach();
    fire(element, 'loadeddata');
    fire(element, 'error');
    await settle();
    expect(sign).toHaveBeenCalledTimes(2);
  });
});

describe('<SignedMediaPlayer>', () => {
  beforeEach(async () => {
    await useLocale('en');
  });
  afterEach(async () => {
    cleanup();
    await useLocale('zh_CN');
  });

  function harnessSigning(answer: (payload: { fileId: string }, count: number) => unknown) {
    const harness = createKitHarness();
    harness.root.user.setToken('token-1');
    let count = 0;
    harness.http.call.mockImplementation(async (endpoint: EndpointDef, payload: unknown) => {
      if (endpoint.path !== '/cdr/mediaUrl') throw new Error(`unexpected ${endpoint.path}`);
      count += 1;
      return answer(payload as { fileId: string }, count);
    });
    return harness;
  }

  it('an audio player whose URL is refused signs again through the endpoint and keeps its place', async () => {
    const harness = harnessSigning(({ fileId }, count) => ({
      url: `/api/calldata/media/${fileId}?exp=${count}&sig=s${count}`,
      expiresAt: Date.now() + LIFETIME,
    }));
    render(
      withCore(
        harness.core,
        <SignedMediaPlayer endpoint={cdrMediaUrl} fileId="31" kind="audio" label="Recording" />,
      ),
    );
    await settle();
    const audio = screen.getByLabelText<HTMLAudioElement>('Recording');
    expect(audio.getAttribute('src')).toBe('/api/calldata/media/31?exp=1&sig=s1');
    expect(audio.hidden).toBe(false);
    expect(audio.getAttribute('part')).toBe('audio-player');
    audio.currentTime = 30;
    fireEvent.error(audio);
    await settle();
    expect(harness.http.call).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/cdr/mediaUrl' }), {
      fileId: '31',
      download: false,
    });
    expect(audio.getAttribute('src')).toBe('/api/calldata/media/31?exp=2&sig=s2');
    audio.currentTime = 0;
    fireEvent(audio, new Event('loadedmetadata'));
    expect(audio.currentTime).toBe(30);
  });

  it('a file that cannot be signed says it cannot be played', async () => {
    const harness = harnessSigning(() => {
      throw new Error('no such file');
    });
    render(
      withCore(
        harness.core,
        <SignedMediaPlayer endpoint={cdrMediaUrl} fileId="32" kind="video" label="Video" />,
      ),
    );
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('This file could not be played.');
    expect(screen.getByLabelText<HTMLVideoElement>('Video').hidden).toBe(true);
  });
});
