/**
 * docs/behaviour.md#errors: each status's message is shown once while it is on screen. A notice with the same key
 * within the notification window (3 s, top right) is suppressed.
 */
export interface NoticeGate {
  /** True when a notice with this key may be shown now (and records it as shown). */
  admit(key: string): boolean;
}

export function createNoticeGate(windowMs: number, now: () => number = Date.now): NoticeGate {
  const shownAt = new Map<string, number>();
  return {
    admit(key) {
      const last = shownAt.get(key);
      const time = now();
      if (last !== undefined && time - last < windowMs) return false;
      shownAt.set(key, time);
      return true;
    },
  };
}
