import { useEffect, useState } from 'react';

/** The value as it was `delayMs` after it last changed (menu search 200 ms, icon picker 100 ms, docs/behaviour.md#constants). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
