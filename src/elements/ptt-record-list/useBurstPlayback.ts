import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { QueuedBurst } from './groupBursts';

/**
 * Plays bursts one after another in one `<audio>`: each burst's URL is signed just before it plays (a long
 * sequence outlives a 10-minute URL), a burst that fails to load is skipped, and `stop` ends the sequence.
 * `playing` is the burst now heard, for the screen to show.
 */
export function useBurstPlayback(
  audio: RefObject<HTMLAudioElement | null>,
  sign: (fileId: string) => Promise<string>,
) {
  const [playing, setPlaying] = useState<QueuedBurst | null>(null);
  // Each play() is a run; a newer run or stop() makes the older one end at its next step.
  const run = useRef(0);
  const endCurrent = useRef<(() => void) | null>(null);

  /** Resolves true when the burst played to its end or failed to load, false when it was stopped. */
  const playOne = useCallback(
    (element: HTMLAudioElement, url: string) =>
      new Promise<boolean>((resolve) => {
        const settle = (carryOn: boolean) => {
          element.onended = null;
          element.onerror = null;
          endCurrent.current = null;
          resolve(carryOn);
        };
        element.onended = () => settle(true);
        element.onerror = () => settle(true);
        endCurrent.current = () => settle(false);
        element.src = url;
        // A refused play() (stopped, or no user gesture) ends the sequence rather than racing through it.
        element.play().catch(() => settle(false));
      }),
    [],
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
          const url = await sign(item.burst.fileId);
          const element = audio.current;
          if (run.current !== id || !element) break;
          if (!(await playOne(element, url)) || run.current !== id) break;
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
