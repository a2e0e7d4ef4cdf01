import { REQUEST_TIMEOUT_MS } from '../config/constants';

/*
 * The client's transport, on the browser's own fetch (GET parameters are written by queryString.ts).
 * axios and qs did this before; they were replaced for their weight alone: 29 kB Brotli of the core chunk
 * every partner page loads, for what fetch does natively (docs/architecture.md, "Weight").
 */

/** How the body is read: `json` is parsed when it is JSON (else left as text), `arraybuffer` for files. */
export type TransportResponseType = 'json' | 'text' | 'arraybuffer';

export interface TransportRequest {
  method: 'GET' | 'POST';
  /** Absolute, with its query string. */
  url: string;
  headers?: Record<string, string>;
  /** The exact string sent (and signed), or a multipart form (the browser writes its Content-Type). */
  body?: string | FormData;
  responseType?: TransportResponseType;
  /** ms; default REQUEST_TIMEOUT_MS (docs/behaviour.md#constants); 0 waits for ever. */
  timeout?: number;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  /** Header names lower-cased. A cross-origin answer carries only the headers the server exposes. */
  headers: Record<string, string>;
  data: unknown;
}

export type TransportErrorKind = 'timeout' | 'network' | 'status' | 'cancel';

/** A call that did not answer 2xx: timed out, no answer, another status (with its response), or cancelled. */
export class TransportError extends Error {
  readonly kind: TransportErrorKind;
  readonly url: string;
  readonly response?: TransportResponse;

  constructor(kind: TransportErrorKind, url: string, response?: TransportResponse, cause?: unknown) {
    super(response ? `HTTP ${response.status}: ${url}` : `${kind}: ${url}`, { cause });
    this.name = 'TransportError';
    this.kind = kind;
    this.url = url;
    this.response = response;
  }
}

const ACCEPT = 'application/json, text/plain, */*';

/** docs/behaviour.md#constants: success statuses are 200 to 299. */
function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

function headersOf(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    result[name.toLowerCase()] = value;
  });
  return result;
}

async function readBody(response: Response, type: TransportResponseType): Promise<unknown> {
  if (type === 'arraybuffer') return response.arrayBuffer();
  const text = await response.text();
  if (type === 'text' || !text.trim()) return text;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON after all (an HTML error page): the readers see the text and treat it as no envelope.
    return text;
  }
}

/**
 * One request. The time-out covers the whole exchange, body included; an aborted `signal` rejects with
 * kind `cancel`, before or during the call.
 */
export async function sendRequest(request: TransportRequest): Promise<TransportResponse> {
  const { url, signal, timeout = REQUEST_TIMEOUT_MS } = request;
  if (signal?.aborted) throw new TransportError('cancel', url);
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let answer: TransportResponse;
    try {
      const response = await fetch(url, {
        method: request.method,
        headers: { Accept: ACCEPT, ...request.headers },
        body: request.body,
        signal: controller.signal,
      });
      const data = await readBody(response, request.responseType ?? 'json');
      answer = { status: response.status, headers: headersOf(response.headers), data };
    } catch (error) {
      if (timedOut) throw new TransportError('timeout', url, undefined, error);
      if (signal?.aborted) throw new TransportError('cancel', url, undefined, error);
      throw new TransportError('network', url, undefined, error);
    }
    if (!isSuccessStatus(answer.status)) throw new TransportError('status', url, answer);
    return answer;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
