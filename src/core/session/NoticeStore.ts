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
 * renders them. Toasts leave by themselves after their duration (spec §8: 3 s, top right); dialogs
 * stay until dismissed.
 */
export class NoticeStore implements Notifier {
  notices: Notice[] = [];
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
