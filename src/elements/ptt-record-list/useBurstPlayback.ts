import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { SignedMediaSource, type SignedSource } from '../kit/record/signedMediaSource';
import type { QueuedBurst } from './groupBursts';

/**
 * Plays bursts one after another in one `<audio>`: each burst's URL is signed just before it plays (a long
 * sequence outlives a 10-minute URL) and signed again if it expires while the burst is paused (the shared
 * SignedMediaSource), a burst that cannot be loaded even so is skipped, and `stop` ends the sequence.
 * `playing` is the burst now heard, for the screen to show.
 */
export function useBurstPlayback(
  audio: RefObject<HTMLAudioElement | null>,
  sign: (fileId: string) => Promise<SignedSource>,
) {
  const [playing, setPlaying] = useState<QueuedBurst | null>(null);
  // Each play() is a run; a newer run or stop() makes the older one end at its next step.
  const run = useRef(0);
  const endCurrent = useRef<(() => void) | null>(null);

  /** Resolves true when the burst played to its end or failed to load, false when it was stopped. */
  const playOne = useCallback(
    (element: HTMLAudioElement, fileId: string, signed: SignedSource) =>
      new Promise<boolean>((resolve) => {
        const source = new SignedMediaSource(element, {
          sign: () => sign(fileId),
          onFailure: () => settle(true),
        });
        const settle = (carryOn: boolean) => {
          source.detach();
          element.onended = null;
          endCurrent.current = null;
          resolve(carryOn);
        };
        element.onended = () => settle(true);
        endCurrent.current = () => settle(false);
        void source.start(signed);
        // A refused play() (stopped, or no user gesture) ends the sequence rather than racing through it.
        element.play().catch(() => settle(false));
      }),
    [sign],
  );

  const stop = useCallback(() => {
    run.current += 1;
    audio.current?.pause();
    endCurrent.current?.();
    setPlaying(null);
  }, [audio]);

  /** Plays the bursts in order; answers how many it reached (0: there were none). */
  const play = useCallback(
    async (bursts: AsyncIterable<QueuedBurst>): Promise<number> => {
      stop();
      const id = run.current;
      let reached = 0;
      try {
        for await (const item of bursts) {
          if (run.current !== id) break;
          reached += 1;
          setPlaying(item);
          if (!item.burst.fileId) continue;
          const signed = await sign(item.burst.fileId);
          const element = audio.current;
          if (run.current !== id || !element) break;
          if (!(await playOne(element, item.burst.fileId, signed)) || run.current !== id) break;
        }
      } finally {
        if (run.current === id) setPlaying(null);
      }
      return reached;
    },
    [audio, sign, playOne, stop],
  );

  useEffect(() => stop, [stop]);
  return { playing, play, stop };
}
