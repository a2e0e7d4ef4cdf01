/** A signed media URL as the `mediaUrl` endpoints answer it, already resolved against apiBase. */
export interface SignedSource {
  url: string;
  /** When the server stops honouring the URL (epoch ms, the server's clock). */
  expiresAt: number;
}

export interface SignedMediaSourceOptions {
  /** Signs the file's URL (again). */
  sign(): Promise<SignedSource>;
  /** The file cannot be played: a fresh URL failed to load too, or signing it again failed. */
  onFailure?(): void;
  /** The clock that `expiresAt` is compared with (tests move it). */
  now?(): number;
}

/** Play or seek this close to the URL's expiry signs a fresh one first, rather than risk a 403 mid-way. */
export const RENEW_MARGIN_MS = 30_000;

/**
 * Keeps an `<audio>`/`<video>` playable past its signed URL's lifetime (docs/protocol.md media: 10 minutes).
 * A player left paused longer than that and then played or seeked would be refused (403). So: play or seek
 * near or past the expiry signs a fresh URL first, and a load error (a clock off from the server's, say)
 * signs one after; either way the source is swapped and the position restored, and playback resumes if it
 * was under way. A second error before the fresh URL has loaded anything is final (`onFailure`): the file
 * itself is missing, so signing again would only loop.
 *
 * The element's `src` is set here, not by a framework: one mechanism for the players React draws and the
 * PTT sequence that drives one `<audio>` itself.
 */
export class SignedMediaSource {
  private signed: SignedSource | null = null;
  private renewing = false;
  /** A fresh URL went in after an error and has loaded nothing yet. */
  private retried = false;
  /** Whether playback is under way as far as the listener knows (`play`/`pause` events). */
  private playing = false;
  private pendingRestore: (() => void) | null = null;
  private detached = false;
  private readonly now: () => number;

  constructor(
    private readonly element: HTMLMediaElement,
    private readonly options: SignedMediaSourceOptions,
  ) {
    this.now = options.now ?? Date.now;
    element.addEventListener('error', this.onError);
    element.addEventListener('play', this.onPlay);
    element.addEventListener('pause', this.onPause);
    element.addEventListener('seeking', this.onSeeking);
    element.addEventListener('loadeddata', this.onLoaded);
  }

  /** Puts the first URL in: the one given (signed already) or a newly signed one. Rejects if signing fails. */
  async start(initial?: SignedSource): Promise<void> {
    const signed = initial ?? (await this.options.sign());
    if (!this.detached) this.use(signed, 0, false);
  }

  /** Stops watching the element (its `src` stays). */
  detach(): void {
    this.detached = true;
    this.clearRestore();
    this.element.removeEventListener('error', this.onError);
    this.element.removeEventListener('play', this.onPlay);
    this.element.removeEventListener('pause', this.onPause);
    this.element.removeEventListener('seeking', this.onSeeking);
    this.element.removeEventListener('loadeddata', this.onLoaded);
  }

  private expiring(): boolean {
    return this.signed !== null && this.now() >= this.signed.expiresAt - RENEW_MARGIN_MS;
  }

  private readonly onPlay = () => {
    this.playing = true;
    if (this.expiring()) void this.renew(true);
  };

  private readonly onPause = () => {
    this.playing = false;
  };

  private readonly onSeeking = () => {
    if (this.expiring()) void this.renew(this.playing);
  };

  private readonly onLoaded = () => {
    this.retried = false;
  };

  private readonly onError = () => {
    // No URL of ours in yet, or a load we aborted ourselves by swapping the source.
    if (!this.signed || this.element.error?.code === 1 /* MEDIA_ERR_ABORTED */) return;
    if (this.retried) {
      this.options.onFailure?.();
      return;
    }
    this.retried = true;
    void this.renew(this.playing);
  };

  private async renew(resume: boolean): Promise<void> {
    if (this.renewing) return;
    this.renewing = true;
    // Read now: during a seek this is where the person asked to go.
    const position = this.element.currentTime;
    try {
      const fresh = await this.options.sign();
      if (!this.detached) this.use(fresh, position, resume);
    } catch {
      // The HTTP client has shown why the URL was refused.
      if (!this.detached) this.options.onFailure?.();
    } finally {
      this.renewing = false;
    }
  }

  private use(signed: SignedSource, position: number, resume: boolean): void {
    this.clearRestore();
    this.signed = signed;
    const element = this.element;
    if (position > 0 || resume) {
      const restore = () => {
        this.clearRestore();
        if (position > 0) element.currentTime = position;
        if (resume) element.play().catch(() => undefined);
      };
      this.pendingRestore = restore;
      element.addEventListener('loadedmetadata', restore);
    }
    element.src = signed.url;
  }

  private clearRestore(): void {
    if (this.pendingRestore) this.element.removeEventListener('loadedmetadata', this.pendingRestore);
    this.pendingRestore = null;
  }
}
