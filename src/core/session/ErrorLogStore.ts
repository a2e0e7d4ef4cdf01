import dayjs from 'dayjs';
import { makeAutoObservable } from 'mobx';
import { DATE_TIME_FORMAT } from '../config/constants';
import type { ProjectConfig } from '../config/projectSetting';
import type { ResolvedRootStoreDeps } from './rootStoreDeps';

/** docs/behaviour.md#entities error types; the original's `vue` is `react` here (errors caught by React error boundaries). */
type ErrorLogType = 'react' | 'script' | 'resource' | 'ajax' | 'promise';

/**
 * A fixed text of an entry ("Resource loading error", …), kept as an i18n key and its parameters so the
 * log page shows it in the person's language, even after a switch. What the browser or the server said
 * (an error's message and stack) stays as it came.
 */
export interface ErrorLogText {
  readonly textKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A field of an entry: text as it came, or a fixed text to translate where it is shown. */
export type ErrorLogField = string | ErrorLogText;

export function isErrorLogText(value: unknown): value is ErrorLogText {
  return typeof value === 'object' && value !== null && 'textKey' in value;
}

/** The fixed texts of entries (locales: shell.errorLog.texts). */
export const ERROR_LOG_TEXT = {
  ajaxName: { textKey: 'shell.errorLog.texts.ajaxName' },
  promiseName: { textKey: 'shell.errorLog.texts.promiseName' },
  promiseRejected: { textKey: 'shell.errorLog.texts.promiseRejected' },
  resourceName: { textKey: 'shell.errorLog.texts.resourceName' },
  resourceNotFound: { textKey: 'shell.errorLog.texts.resourceNotFound' },
  resourceMessage: (tag: string): ErrorLogText => ({
    textKey: 'shell.errorLog.texts.resourceMessage',
    params: { tag },
  }),
  scriptPosition: (line: number, column: number): ErrorLogText => ({
    textKey: 'shell.errorLog.texts.scriptPosition',
    params: { line, column },
  }),
} as const satisfies Record<string, ErrorLogText | ((...args: never[]) => ErrorLogText)>;

interface AjaxErrorDetail {
  params?: unknown;
  method?: string;
  headers?: Record<string, unknown>;
}

/** docs/behaviour.md#entities client error log entry. */
export interface ErrorLogEntry {
  type: ErrorLogType;
  message: ErrorLogField;
  /** YYYY-MM-DD HH:mm:ss */
  time: string;
  url?: string;
  name?: ErrorLogField;
  file?: string;
  stack?: ErrorLogField;
  detail?: ErrorLogField | AjaxErrorDetail;
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

/*
 * What this store reaches through the root (docs/architecture.md#session): declared here, so the store does
 * not import the root that imports it; the root store satisfies it.
 */
export interface ErrorLogStoreRoot {
  readonly deps: ResolvedRootStoreDeps;
  readonly app: { readonly projectConfig: ProjectConfig };
}

/** The client error log (docs/behaviour.md#screens-and-routes /error-log/list), newest first; recording needs useErrorHandle on. */
export class ErrorLogStore {
  entries: ErrorLogEntry[] = [];
  private readonly root: ErrorLogStoreRoot;

  constructor(root: ErrorLogStoreRoot) {
    this.root = root;
    makeAutoObservable<ErrorLogStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  get count(): number {
    return this.entries.length;
  }

  /** docs/behaviour.md#states: client error capture is enabled by a setting. */
  get enabled(): boolean {
    return this.root.app.projectConfig.useErrorHandle;
  }

  add(entry: NewErrorLogEntry): void {
    if (!this.enabled) return;
    const time = entry.time ?? dayjs(this.root.deps.clock.now()).format(DATE_TIME_FORMAT);
    this.entries.unshift({ ...entry, time });
  }

  /** A failed request as the HTTP client reports it (docs/behaviour.md#entities: url, name, file, stack, detail). */
  addAjaxError(info: AjaxErrorInfo): void {
    this.add({
      type: 'ajax',
      message: info.message,
      url: info.url,
      name: info.name ?? ERROR_LOG_TEXT.ajaxName,
      file: '-',
      stack: info.stack || '-',
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
