import { makeAutoObservable } from 'mobx';
import { NOTIFICATION_DURATION_MS } from '../config/constants';
import type { NoticeKind, Notifier } from '../http/types';
import type { Clock } from './ports';

/** A notice waiting to be shown: a toast (`modal` false) or a dialog. */
export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
  title?: string;
  modal: boolean;
  createdAt: number;
}

/**
 * The Notifier the HTTP client and the stores report through. It only queues notices; the shell
 * renders them. Toasts leave by themselves after their duration (docs/behaviour.md#errors: 3 s, top right); dialogs
 * stay until dismissed.
 */
export class NoticeStore implements Notifier {
  notices: Notice[] = [];
  /** How many page-wide renderers (the console's notice host) hold the notices; see `claimRenderer`. */
  renderers = 0;
  private nextId = 1;
  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
    makeAutoObservable<NoticeStore, 'clock' | 'nextId'>(
      this,
      { clock: false, nextId: false },
      { autoBind: true },
    );
  }

  message(kind: NoticeKind, text: string, durationMs: number = NOTIFICATION_DURATION_MS): number {
    const id = this.push({ kind, text, modal: false });
    this.clock.setTimeout(() => this.dismiss(id), durationMs);
    return id;
  }

  modal(kind: NoticeKind, title: string, text: string): number {
    return this.push({ kind, title, text, modal: true });
  }

  /**
   * The console claims the notices while its host is mounted; without a claim (a partner page with only
   * elements) the elements show them themselves. Answers the release.
   */
  claimRenderer(): () => void {
    this.renderers += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.setRenderers(this.renderers - 1);
    };
  }

  get rendererClaimed(): boolean {
    return this.renderers > 0;
  }

  private setRenderers(count: number): void {
    this.renderers = count;
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((notice) => notice.id !== id);
  }

  clear(): void {
    this.notices = [];
  }

  private push(notice: Omit<Notice, 'id' | 'createdAt'>): number {
    const id = this.nextId++;
    this.notices.push({ ...notice, id, createdAt: this.clock.now() });
    return id;
  }
}
