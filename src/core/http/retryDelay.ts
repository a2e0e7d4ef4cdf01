import { createCancelError } from './httpError';

/** Waits `ms`, or rejects with a cancel error as soon as the signal aborts (a cancelled retry stops). */
export function waitUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(createCancelError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(createCancelError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
