import dayjs from 'dayjs';
import { makeAutoObservable } from 'mobx';
import { DATE_TIME_FORMAT } from '../config/constants';
import type { RootStore } from './RootStore';

/** spec §3 error types; the original's `vue` is `react` here (errors caught by React error boundaries). */
export type ErrorLogType = 'react' | 'script' | 'resource' | 'ajax' | 'promise';

export interface AjaxErrorDetail {
  params?: unknown;
  method?: string;
  headers?: Record<string, unknown>;
}

/** spec §3 client error log entry. */
export interface ErrorLogEntry {
  type: ErrorLogType;
  message: string;
  /** YYYY-MM-DD HH:mm:ss */
  time: string;
  url?: string;
  name?: string;
  file?: string;
  stack?: string;
  detail?: string | AjaxErrorDetail;
}

export type NewErrorLogEntry = Omit<ErrorLogEntry, 'time'> & { time?: string };

export interface AjaxErrorInfo {
  url: string;
  message: string;
  method?: string;
  params?: unknown;
  headers?: Record<string, unknown>;
  name?: string;
  stack?: string;
}

/** The client error log (spec §2 /error-log/list), newest first; recording needs useErrorHandle on. */
export class ErrorLogStore {
  entries: ErrorLogEntry[] = [];
  private readonly root: RootStore;

  constructor(root: RootStore) {
    this.root = root;
    makeAutoObservable<ErrorLogStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  get count(): number {
    return this.entries.length;
  }

  /** spec §4: client error capture is enabled by a setting. */
  get enabled(): boolean {
    return this.root.app.projectConfig.useErrorHandle;
  }

  add(entry: NewErrorLogEntry): void {
    if (!this.enabled) return;
    const time = entry.time ?? dayjs(this.root.deps.clock.now()).format(DATE_TIME_FORMAT);
    this.entries.unshift({ ...entry, time });
  }

  /** A failed request as the HTTP client reports it (spec §3: url, name, file, stack, detail). */
  addAjaxError(info: AjaxErrorInfo): void {
    this.add({
      type: 'ajax',
      message: info.message,
      url: info.url,
      name: info.name ?? 'Ajax Error!',
      file: '-',
      stack: info.stack ?? '-',
      detail: { params: info.params, method: info.method, headers: info.headers },
    });
  }

  /** An error caught by a React error boundary. */
  addComponentError(error: unknown, componentStack?: string): void {
    const asError = error instanceof Error ? error : new Error(String(error));
    this.add({
      type: 'react',
      message: asError.message,
      name: asError.name,
      stack: asError.stack ?? '',
      detail: componentStack ?? '',
      url: globalThis.location?.href ?? '',
    });
  }

  clear(): void {
    this.entries = [];
  }
}
