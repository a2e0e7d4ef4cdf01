import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { HttpError } from '../../../core/http/httpError';
import { buildProtocolHeaders } from '../../../core/http/protocolHeaders';
import { buildUrl } from '../../../core/http/queryString';
import { classifyTransportError, isEncryptedAnswer, readEnvelope } from '../../../core/http/responseReading';
import { sendRequest, TransportError, type TransportResponse } from '../../../core/http/transport';
import type { HttpClient } from '../../../core/http/types';
import { t } from '../../../core/i18n';
import { createAesCipher } from '../../../core/storage/aesCipher';

/** Uploads of 10,000 rows take longer than the 10 s default of ordinary calls. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** The session facts a multipart call signs with. */
export interface UploadSession {
  getToken(): string | undefined;
  getLocale(): string;
}

/** A client that can send multipart bodies itself (a later core version); used when present. */
interface UploadingHttpClient extends HttpClient {
  upload<T>(url: string, form: FormData): Promise<T>;
}

function canUpload(http: HttpClient): http is UploadingHttpClient {
  return typeof (http as Partial<UploadingHttpClient>).upload === 'function';
}

/**
 * POSTs `multipart/form-data` with the file in the part `file` (contract `upload` endpoints). The core
 * HttpClient only sends JSON bodies, so this signs the request itself with the core's protocol pieces:
 * the Sign covers the empty body string, the timestamp and the token (src/contract/endpoint.ts).
 */
export async function uploadMultipart<T>(
  http: HttpClient,
  path: string,
  file: File,
  fields: Record<string, string>,
  session: UploadSession,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  if (canUpload(http)) return http.upload<T>(path, form);

  const config = getRuntimeConfig();
  const headers = buildProtocolHeaders({
    timestamp: String(Date.now()),
    signSecret: config.signSecret,
    body: '',
    token: session.getToken() ?? '',
    authScheme: config.authScheme,
    locale: session.getLocale(),
    encrypted: false,
  });
  const translate = (key: string) => t(key);
  let response: TransportResponse;
  try {
    response = await sendRequest({
      method: 'POST',
      url: buildUrl(`${config.apiBase}${config.urlPrefix}`, path),
      headers,
      body: form,
      timeout: UPLOAD_TIMEOUT_MS,
    });
  } catch (error) {
    const failure = classifyTransportError(error, translate);
    // A refused import answers 400/422 with the envelope that lists its rows: keep it.
    const body = error instanceof TransportError ? error.response?.data : undefined;
    const outcome = body
      ? readEnvelope(
          body,
          false,
          () => createAesCipher({ key: config.cryptoKey, iv: config.cryptoIv }),
          translate,
        )
      : undefined;
    const source = outcome && !outcome.ok ? outcome.failure : failure;
    throw new HttpError(source.message, source);
  }
  const outcome = readEnvelope(
    response.data,
    isEncryptedAnswer(response.headers),
    () => createAesCipher({ key: config.cryptoKey, iv: config.cryptoIv }),
    translate,
  );
  if (!outcome.ok) throw new HttpError(outcome.failure.message, outcome.failure);
  return outcome.envelope.data as T;
}
