/** Reconnect with back-off from 1 s, doubling, to at most 30 s. */
const RECONNECT_INITIAL_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export interface BackoffSettings {
  initialMs?: number;
  maxMs?: number;
}

/**
 * The wait before reconnect attempt `attempt` (0 for the first after a drop): 1 s, 2 s, 4 s, … capped at
 * 30 s. No jitter: a handful of consoles per server does not need herd protection, and a fixed series is
 * what a person watching the "offline" banner can predict.
 */
export function reconnectDelay(attempt: number, settings: BackoffSettings = {}): number {
  const initial = settings.initialMs ?? RECONNECT_INITIAL_MS;
  const max = settings.maxMs ?? RECONNECT_MAX_MS;
  return Math.min(max, initial * 2 ** Math.max(0, Math.min(attempt, 30)));
}
