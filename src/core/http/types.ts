import type { EndpointDef, RequestOf, ResponseOf } from '../../contract/endpoint';
import type { RuntimeConfig } from '../config/runtimeConfig';

/**
 * The HTTP client's seams. Core stays free of UI: it reports notices and session events through
 * these hooks, and the session stores (or a portal) implement them.
 */
export type MessageMode = 'none' | 'modal' | 'message';
export type NoticeKind = 'success' | 'error' | 'warning' | 'info';

export interface Notifier {
  /** A short toast, top right, 3 s (docs/behaviour.md#errors). */
  message(kind: NoticeKind, text: string): void;
  /** A dialog with a title. */
  modal(kind: NoticeKind, title: string, text: string): void;
}

export interface HttpHooks {
  getToken(): string | undefined;
  /** The UI locale code (`zh_CN`, `en`, …); the client maps it to the lang header. */
  getLocale(): string;
  /** Translates an i18n key (the catalogue texts of docs/behaviour.md#errors). */
  translate(key: string, options?: Record<string, unknown>): string;
  notifier: Notifier;
  /** Envelope code 1004: clear the token and log out (docs/behaviour.md#states). */
  onSessionTimeout(): void;
  /** HTTP 401: clear the token, then cover or route jump per setting (docs/behaviour.md#states). */
  onUnauthorized(message: string): void;
  /** A request failed for good (after retries): the client error log records it (docs/behaviour.md#entities ajax entries). */
  onRequestFailure?(failure: RequestFailureInfo): void;
}

/** What the error log keeps of a failed request; never the token or the sign. */
export interface RequestFailureInfo {
  url: string;
  method: 'GET' | 'POST';
  message: string;
  status?: number;
  params?: unknown;
  headers: Record<string, string>;
  /** The stack of the error the call rejects with: where the failing call came from. */
  stack?: string;
}

export interface RequestOptions {
  /** How an error is shown; login uses `modal` by default per docs/protocol.md#the-calls, most calls `message`. */
  errorMessageMode?: MessageMode;
  successMessageMode?: MessageMode;
  /** Encrypt the body and expect an encrypted answer (forced for endpoints marked encrypted). */
  encrypt?: boolean;
  /** Send the token (default true). */
  withToken?: boolean;
  /** Retry a failed GET (default true for GET, docs/protocol.md#the-calls). */
  retry?: boolean;
  /** Answer the whole envelope instead of `data`. */
  returnEnvelope?: boolean;
  signal?: AbortSignal;
  /** Time-out in ms for this call (default REQUEST_TIMEOUT_MS, docs/behaviour.md#constants). */
  timeout?: number;
}

export interface RequestConfig {
  method: 'GET' | 'POST';
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
}

/** Options of `call`: the endpoint decides encryption at least; its answer type is `data`. */
export type CallOptions = Omit<RequestOptions, 'returnEnvelope'>;

export interface DownloadResult {
  blob: Blob;
  filename: string;
}

export interface HttpClient {
  /** One call; resolves with the envelope's `data` (or the envelope with `returnEnvelope`). */
  request<T = unknown>(config: RequestConfig, options?: RequestOptions): Promise<T>;
  get<T = unknown>(url: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<T>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  /** A contract endpoint: its method, path and encrypted flag, typed by its schemas. */
  call<E extends EndpointDef>(
    endpoint: E,
    payload: RequestOf<E>,
    options?: CallOptions,
  ): Promise<ResponseOf<E>>;
  /** docs/protocol.md#the-calls: POST with a blob answer, saved under `filename` or the Content-Disposition name. */
  download(url: string, data?: unknown, filename?: string, options?: RequestOptions): Promise<DownloadResult>;
}

export interface HttpClientOptions {
  /** Read on every call, so `configure()` takes effect at once. */
  getConfig: () => RuntimeConfig;
  /** Every call waits for it: the protocol settings still being learnt from the server. */
  configSettled?: () => Promise<unknown>;
  hooks: HttpHooks;
  /** Saves a downloaded file; default: object URL + anchor click. */
  saveFile?: (blob: Blob, filename: string) => void;
  /** The pause between GET retries; default a timer. Tests pass their own to count without waiting. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Clock in ms (Timestamp header, `_t`, duplicate-notice window). */
  now?: () => number;
}
