import { MEDIA_URL_BATCH_MAX } from '../../contract/calldata';

export interface SignedUrl {
  url: string;
  expiresAt: number;
}

/** Signs many file ids in one request (`/claptrans/mediaUrls`); ids it does not know are left out. */
export type SignMany = (fileIds: string[]) => Promise<Record<string, SignedUrl>>;

/** A URL this close to its expiry is signed again rather than handed to an `<img>`. */
const RENEW_MARGIN_MS = 30_000;

interface Waiter {
  resolve(url: string | null): void;
  reject(error: unknown): void;
}

/**
 * Thumbnail URLs of the clips in view, signed in batches: every cell asks for its own id, and the asks of one
 * turn of the event loop go out as one request (a 500-row page is one call, not 500). Answers are kept until
 * shortly before they expire, so scrolling back or re-rendering asks nothing.
 */
export class ThumbnailUrlBatcher {
  private readonly cache = new Map<string, SignedUrl>();
  private waiting = new Map<string, Waiter[]>();
  private scheduled = false;

  constructor(
    private readonly signMany: SignMany,
    private readonly now: () => number = Date.now,
    private readonly batchMax = MEDIA_URL_BATCH_MAX,
  ) {}

  /** The signed URL of one file; null when the server would not sign it. */
  url(fileId: string): Promise<string | null> {
    const cached = this.cache.get(fileId);
    if (cached && cached.expiresAt - this.now() > RENEW_MARGIN_MS) return Promise.resolve(cached.url);
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(fileId) ?? [];
      waiters.push({ resolve, reject });
      this.waiting.set(fileId, waiters);
      if (!this.scheduled) {
        this.scheduled = true;
        setTimeout(() => void this.flush(), 0);
      }
    });
  }

  private async flush() {
    this.scheduled = false;
    const batch = this.waiting;
    this.waiting = new Map();
    const ids = [...batch.keys()];
    for (let start = 0; start < ids.length; start += this.batchMax) {
      const chunk = ids.slice(start, start + this.batchMax);
      try {
        const urls = await this.signMany(chunk);
        for (const id of chunk) {
          const signed = urls[id];
          if (signed) this.cache.set(id, signed);
          for (const waiter of batch.get(id) ?? []) waiter.resolve(signed?.url ?? null);
        }
      } catch (error) {
        for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.reject(error);
      }
    }
  }
}
