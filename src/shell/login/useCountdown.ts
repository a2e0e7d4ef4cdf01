import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms), never below 0: 59.2 s left reads 60. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * A countdown in whole seconds (the "send code again in N s" wait): `start(seconds)` begins it, `left` is 0
 * when it is over. The timer stops at 0 and on unmount.
 */
export function useCountdown(now: () => number = Date.now): { left: number; start(seconds: number): void } {
  const [until, setUntil] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (!until) return;
    const tick = () => {
      const remaining = secondsUntil(until, now());
      setLeft(remaining);
      if (remaining === 0) setUntil(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [until, now]);

  const start = useCallback((seconds: number) => setUntil(now() + seconds * 1000), [now]);
  return { left, start };
}
