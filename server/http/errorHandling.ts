import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESULT_CODE } from '../../src/contract';
import { failureEnvelope } from './envelope';
import { ApiError, InvalidInputError } from './errors';
import { localeOf, translator } from './i18n';
import { redactUrl } from './logRedaction';
import { knownPathWithOtherMethod } from './registerEndpoints';

/** Fastify's own request errors, mapped to readable messages (docs/behaviour.md#errors: a 400 shows the server's message). */
const FASTIFY_ERROR_KEYS: Record<string, { key: string; detail?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'api.payloadTooLarge' },
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'api.badJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { key: 'api.badJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { key: 'api.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { key: 'api.badRequest', detail: 'Content-Length' },
};

function traceIdOf(request: FastifyRequest): string {
  const header = request.headers.traceid;
  const value = Array.isArray(header) ? header[0] : header;
  // Echo the client's traceId when it is a plain token, so a user can quote it; otherwise make one.
  return value && /^[\w-]{1,64}$/.test(value) ? value : randomUUID();
}

function send(reply: FastifyReply, status: number, code: string, message: string, data: unknown = null) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(failureEnvelope(code, message, data));
}

/**
 * Every failure answers an envelope `{code, data: null, message}` in the request's language: bad input 400,
 * unknown route 404, never a stack trace. Unexpected exceptions go to the service log (pino) and answer a
 * 500 naming only a trace id.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const t = translator(localeOf(request.headers.lang));
    if (error instanceof ApiError)
      return send(reply, error.status, error.code, t(error.key, error.params), error.data);
    if (error instanceof InvalidInputError)
      return send(reply, 400, RESULT_CODE.error, error.translatedMessage);
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? FASTIFY_ERROR_KEYS[fastifyError.code] : undefined;
    if (known) return send(reply, 400, RESULT_CODE.error, t(known.key, { detail: known.detail ?? '' }));
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return send(
        reply,
        400,
        RESULT_CODE.error,
        t('api.badRequest', { detail: fastifyError.code ?? String(fastifyError.statusCode) }),
      );
    }
    const traceId = traceIdOf(request);
    request.log.error(
      { err: error, traceId, url: redactUrl(request.url), method: request.method },
      'unexpected error',
    );
    return send(reply, 500, RESULT_CODE.error, t('api.internalError', { traceId }));
  });

  app.setNotFoundHandler((request, reply) => {
    const t = translator(localeOf(request.headers.lang));
    const path = request.url.split('?')[0] ?? '';
    // A wrong method on a known path is bad input (400, with its own message); anything else is 404.
    if (knownPathWithOtherMethod(request.url))
      return send(reply, 400, RESULT_CODE.error, t('api.methodNotAllowed'));
    return send(reply, 404, RESULT_CODE.error, t('api.notFound', { path: path.slice(0, 200) }));
  });
}
