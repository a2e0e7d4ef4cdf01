import type { EndpointDef, RequestOf, ResponseOf } from '../../contract/endpoint';
import { RESULT_CODE } from '../../contract/envelope';
import { GET_RETRY_COUNT, GET_RETRY_DELAY_MS, NOTIFICATION_DURATION_MS } from '../config/constants';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { createAesCipher } from '../storage/aesCipher';
import { encryptRequestBody } from './bodyEncryption';
import { filenameFromContentDisposition, saveBlobWithAnchor } from './download';
import { reportFailure, reportSuccess } from './failureReport';
import { createCancelError, isCancel } from './httpError';
import { toLangHeader } from './langHeader';
import { createNoticeGate } from './noticeGate';
import { buildProtocolHeaders } from './protocolHeaders';
import { buildUrl } from './queryString';
import { formatRequestData } from './requestData';
import {
  classifyTransportError,
  type Failure,
  isEncryptedAnswer,
  isEnvelope,
  parseJsonBody,
  readEnvelope,
} from './responseReading';
import { waitUnlessAborted } from './retryDelay';
import { isRetryableFailure } from './retryPolicy';
import { sendRequest, type TransportResponse, type TransportResponseType } from './transport';
import type {
  CallOptions,
  DownloadResult,
  HttpClient,
  HttpClientOptions,
  RequestConfig,
  RequestOptions,
} from './types';

/** One request as it goes on the wire: the body is final, so every attempt sends and signs the same string. */
interface PreparedRequest {
  method: 'GET' | 'POST';
  url: string;
  params?: Record<string, unknown>;
  /** The exact body string; '' when none (docs/protocol.md). */
  body: string;
  encrypted: boolean;
  withToken: boolean;
  responseType: TransportResponseType;
  timeout?: number;
  signal?: AbortSignal;
}

type AttemptResult<T> = { ok: true; value: T } | { ok: false; failure: Failure };

const cipherOf = (config: RuntimeConfig) => createAesCipher({ key: config.cryptoKey, iv: config.cryptoIv });

/**
 * The protocol client of docs/protocol.md#the-calls–docs/behaviour.md#errors and docs/protocol.md: signed, optionally encrypted calls that answer
 * an envelope; errors become notices (through hooks) and rejected `HttpError`s; GET calls are retried.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const {
    getConfig,
    configSettled = () => Promise.resolve(),
    hooks,
    saveFile = saveBlobWithAnchor,
    wait = waitUnlessAborted,
    now = Date.now,
  } = options;
  const gate = createNoticeGate(NOTIFICATION_DURATION_MS, now);
  const translate = (key: string, options?: Record<string, unknown>) => hooks.translate(key, options);

  function prepare(
    config: RequestConfig,
    options: RequestOptions,
    responseType: TransportResponseType,
  ): PreparedRequest {
    const encrypted = options.encrypt === true;
    let body = '';
    // A GET carries no body (its Sign covers ''); a POST without data sends none either.
    if (config.method === 'POST' && config.data !== undefined) {
      const formatted = formatRequestData(config.data);
      body = encrypted ? encryptRequestBody(formatted, cipherOf(getConfig())) : JSON.stringify(formatted);
    }
    return {
      method: config.method,
      url: config.url,
      params: config.params && formatRequestData(config.params),
      body,
      encrypted,
      withToken: options.withToken !== false,
      responseType,
      timeout: options.timeout,
      signal: options.signal,
    };
  }

  /** One attempt on the wire, with a fresh Timestamp, Sign and traceId. */
  function send(prepared: PreparedRequest): Promise<TransportResponse> {
    const config = getConfig();
    const token = prepared.withToken ? (hooks.getToken() ?? '') : '';
    const timestamp = String(now());
    const headers = buildProtocolHeaders({
      timestamp,
      signSecret: config.signSecret,
      body: prepared.body,
      token,
      authScheme: config.authScheme,
      locale: hooks.getLocale(),
      encrypted: prepared.encrypted,
    });
    // docs/protocol.md#the-calls: GET calls carry the timestamp parameter _t.
    const params =
      prepared.method === 'GET' ? { ...prepared.params, _t: Number(timestamp) } : prepared.params;
    return sendRequest({
      method: prepared.method,
      url: buildUrl(`${config.apiBase}${config.urlPrefix}`, prepared.url, params),
      headers,
      // No body at all (and so no Content-Type) when there is none to send.
      body: prepared.body || undefined,
      responseType: prepared.responseType,
      signal: prepared.signal,
      timeout: prepared.timeout,
    });
  }

  async function attempt<T>(
    prepared: PreparedRequest,
    read: (response: TransportResponse) => AttemptResult<T>,
  ): Promise<AttemptResult<T>> {
    let response: TransportResponse;
    try {
      response = await send(prepared);
    } catch (error) {
      // docs/protocol.md#the-calls: cancelled requests pass on silently — no notice, no retry.
      if (isCancel(error)) throw error;
      return { ok: false, failure: classifyTransportError(error, translate) };
    }
    return read(response);
  }

  async function run<T>(
    prepared: PreparedRequest,
    options: RequestOptions,
    read: (response: TransportResponse) => AttemptResult<T>,
  ): Promise<T> {
    // docs/protocol.md#the-calls: failed GET calls are retried up to 5 times, 100 ms apart; POST never.
    const mayRetry = prepared.method === 'GET' && options.retry !== false;
    const tokenAtStart = hooks.getToken();
    for (let retries = 0; ; retries++) {
      const result = await attempt(prepared, read);
      if (result.ok) return result.value;
      const loggedOutSince = !!tokenAtStart && !hooks.getToken();
      if (mayRetry && retries < GET_RETRY_COUNT && !loggedOutSince && isRetryableFailure(result.failure)) {
        await wait(GET_RETRY_DELAY_MS, prepared.signal);
        if (prepared.signal?.aborted) throw createCancelError();
        continue;
      }
      const error = reportFailure(result.failure, options.errorMessageMode ?? 'message', hooks, gate);
      hooks.onRequestFailure?.({
        url: prepared.url,
        method: prepared.method,
        message: error.message,
        status: error.status,
        params: prepared.params ?? (prepared.encrypted ? '(encrypted)' : prepared.body || undefined),
        // The log is readable on the page: the token and the sign stay out of it.
        headers: {
          lang: toLangHeader(hooks.getLocale()),
          ...(prepared.encrypted ? { Mode: 'encrypt' } : {}),
        },
        stack: error.stack,
      });
      throw error;
    }
  }

  async function request<T>(config: RequestConfig, options: RequestOptions = {}): Promise<T> {
    // Signed and encrypted with the deployment's settings, not the defaults: wait until they are known.
    await configSettled();
    const prepared = prepare(config, options, 'json');
    return run(prepared, options, (response) => {
      const outcome = readEnvelope(
        response.data,
        isEncryptedAnswer(response.headers),
        () => cipherOf(getConfig()),
        translate,
      );
      if (!outcome.ok) return outcome;
      if (options.successMessageMode)
        reportSuccess(outcome.envelope.message, options.successMessageMode, hooks);
      const value = options.returnEnvelope ? outcome.envelope : outcome.envelope.data;
      return { ok: true, value: value as T };
    });
  }

  async function download(
    url: string,
    data?: unknown,
    filename?: string,
    options: RequestOptions = {},
  ): Promise<DownloadResult> {
    await configSettled();
    const prepared = prepare({ method: 'POST', url, data }, options, 'arraybuffer');
    const result = await run<DownloadResult>(prepared, options, (response) => {
      const contentType = response.headers['content-type'] ?? '';
      // An error answered as JSON instead of a file: show its message (docs/behaviour.md#errors).
      if (contentType.includes('json')) {
        const body = parseJsonBody(response.data);
        if (isEnvelope(body) && body.code !== RESULT_CODE.success) {
          const outcome = readEnvelope(body, false, () => cipherOf(getConfig()), translate);
          if (!outcome.ok) return outcome;
        }
      }
      const bytes = response.data instanceof ArrayBuffer ? response.data : new ArrayBuffer(0);
      const blob = new Blob([bytes], { type: contentType || 'application/octet-stream' });
      const name = filename || filenameFromContentDisposition(response.headers['content-disposition']);
      return { ok: true, value: { blob, filename: name || 'download' } };
    });
    saveFile(result.blob, result.filename);
    return result;
  }

  function call<E extends EndpointDef>(
    endpoint: E,
    payload: RequestOf<E>,
    options: CallOptions = {},
  ): Promise<ResponseOf<E>> {
    // Contract endpoints marked encrypted always travel encrypted (docs/protocol.md#the-calls, docs/protocol.md).
    const callOptions: RequestOptions = {
      ...options,
      encrypt: endpoint.encrypted === true || options.encrypt === true,
    };
    const config: RequestConfig =
      endpoint.method === 'GET'
        ? {
            method: 'GET',
            url: endpoint.path,
            params: (payload ?? undefined) as Record<string, unknown> | undefined,
          }
        : { method: 'POST', url: endpoint.path, data: payload };
    return request<ResponseOf<E>>(config, callOptions);
  }

  return {
    request,
    get: (url, params, options) => request({ method: 'GET', url, params }, options),
    post: (url, data, options) => request({ method: 'POST', url, data }, options),
    call,
    download,
  };
}
