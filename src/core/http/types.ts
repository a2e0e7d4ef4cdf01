/**
 * The HTTP client's seams. Core stays free of UI: it reports notices and session events through
 * these hooks, and the session stores (or a portal) implement them.
 */
export type MessageMode = 'none' | 'modal' | 'message';
export type NoticeKind = 'success' | 'error' | 'warning' | 'info';

export interface Notifier {
  /** A short toast, top right, 3 s (spec §8). */
  message(kind: NoticeKind, text: string): void;
  /** A dialog with a title. */
  modal(kind: NoticeKind, title: string, text: string): void;
}

export interface HttpHooks {
  getToken(): string | undefined;
  /** The UI locale code (`zh_CN`, `en`, …); the client maps it to the lang header. */
  getLocale(): string;
  /** Translates an i18n key (the catalogue texts of spec §8). */
  translate(key: string, options?: Record<string, unknown>): string;
  notifier: Notifier;
  /** Envelope code 1004: clear the token and log out (spec §4). */
  onSessionTimeout(): void;
  /** HTTP 401: clear the token, then cover or route jump per setting (spec §4). */
  onUnauthorized(message: string): void;
}

export interface RequestOptions {
  /** How an error is shown; login uses `modal` by default per spec §7, most calls `message`. */
  errorMessageMode?: MessageMode;
  successMessageMode?: MessageMode;
  /** Encrypt the body and expect an encrypted answer (forced for endpoints marked encrypted). */
  encrypt?: boolean;
  /** Send the token (default true). */
  withToken?: boolean;
  /** Retry a failed GET (default true for GET, spec §7). */
  retry?: boolean;
  /** Answer the whole envelope instead of `data`. */
  returnEnvelope?: boolean;
  signal?: AbortSignal;
}

export interface RequestConfig {
  method: 'GET' | 'POST';
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
}
