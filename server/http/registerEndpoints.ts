import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ENCRYPT_MODE, type EndpointDef } from '../../src/contract';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { refusedToPartnerTokens } from '../../src/contract/partnerKeys';
import { fileAnswerSchema } from '../../src/contract/resources/files';
import { isAppToken, lookUpMemberSession, type MemberSession } from '../apps/appSessions';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { EndpointHandler, UploadedFile } from '../handlers/handler';
import { crossOriginOf, originRegistryOf } from '../origins/originPolicy';
import { missingFunction } from '../security/functionGate';
import { lookUpSession, type Session } from '../security/sessions';
import type { CloseSessionSockets, Publish } from '../ws';
import { compressApiAnswer } from './answerCompression';
import { successEnvelope, successEnvelopeJsonSchema } from './envelope';
import { badRequest, forbidden, InvalidInputError, notSignedIn, sessionTimedOut } from './errors';
import { describeHostileInput, findHostileInput } from './hostileInput';
import { localeOf, translator } from './i18n';
import { encryptData, isEncryptMode, readInput, readToken, verifySignature } from './protocol';
import { describeIssues, strictRequestSchema } from './validation';

export interface EndpointServices {
  db: Kysely<Database>;
  config: ServerConfig;
  publish: Publish;
  closeSessionSockets: CloseSessionSockets;
}

/** URL prefix of the API (docs/protocol.md `urlPrefix`). */
export const API_PREFIX = '/api';

/** docs/security.md: the token decides who calls; the endpoint's roles and permission code decide if they may. */
async function authorize(
  endpoint: EndpointDef,
  token: string,
  services: EndpointServices,
  now: number,
  crossOrigin: string | undefined,
) {
  if (endpoint.access.kind !== 'session') return null;
  const lookup = await lookUpSession(services.db, token, services.config.sessionIdleMinutes * 60_000, now);
  // A member's app token opens the app endpoints only; say so rather than "not signed in".
  if (lookup.kind === 'missing' && (await isAppToken(services.db, token)))
    throw forbidden('api.apps.appTokenRefused');
  if (lookup.kind === 'missing') throw notSignedIn();
  if (lookup.kind === 'expired') throw sessionTimedOut();
  const { session } = lookup;
  // From another origin a token works only where its enterprise (or the platform) allows that origin.
  if (
    crossOrigin &&
    !(await originRegistryOf(services.db)?.allowsSession(
      crossOrigin,
      session.enterpriseId,
      session.partnerOrigins,
    ))
  )
    throw forbidden('api.originNotAllowed', { origin: crossOrigin });
  // A partner token is a door for a portal, never a way to make more doors or change who may enter.
  if (session.partnerKeyId && refusedToPartnerTokens(endpoint))
    throw forbidden('api.partnerKeys.tokenRefused');
  if (!endpoint.access.roles.includes(session.role)) throw forbidden('api.forbiddenRole');
  const lacking = missingFunction(endpoint, session);
  if (lacking) throw forbidden(`api.functionOff.${lacking}`);
  const { permission } = endpoint.access;
  if (permission && !session.permits.includes(permission))
    throw forbidden('api.forbiddenPermission', { permission });
  return session;
}

/**
 * The app endpoints take a member's app token (`/app/login`) and nothing else; a console token is
 * refused with the reason. App calls come from phones, not from partner pages: no origin is involved.
 */
async function authorizeMember(
  endpoint: EndpointDef,
  token: string,
  services: EndpointServices,
  now: number,
): Promise<MemberSession | null> {
  if (endpoint.access.kind !== 'app') return null;
  const lookup = await lookUpMemberSession(services.db, token, now);
  if (lookup.kind === 'expired') throw sessionTimedOut();
  if (lookup.kind === 'active') return lookup.session;
  const consoleSession = await lookUpSession(
    services.db,
    token,
    services.config.sessionIdleMinutes * 60_000,
    now,
  );
  if (consoleSession.kind !== 'missing') throw forbidden('api.apps.consoleTokenRefused');
  throw notSignedIn();
}

function rawBodyOf(request: FastifyRequest): string {
  // The JSON content-type parser keeps the body as the exact string sent (the Sign covers it).
  return typeof request.body === 'string' ? request.body : '';
}

/** Most non-file parts a multipart request may carry, and their size. */
const MULTIPART_FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024, parts: 30 } as const;

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Reads a multipart call to an `upload` endpoint: one file part named `file` (at most `maxBytes`), the other
 * parts are the request's fields. Read only after the caller is authorised.
 */
async function readMultipart(request: FastifyRequest, maxBytes: number) {
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { ...MULTIPART_FIELD_LIMITS, fileSize: maxBytes, files: 1 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest('api.uploadFieldName');
        const content = await part.toBuffer();
        file = { filename: part.filename, mimetype: part.mimetype, content };
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('api.uploadTooLarge', { max: kilobytes(maxBytes) });
    if (code?.startsWith('FST_')) throw badRequest('api.uploadInvalid');
    throw error;
  }
  return { fields, file };
}

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Registers every endpoint of the contract (ENDPOINTS) with its handler. A contract endpoint without a
 * handler stops the start-up: the API never silently lacks a declared call.
 */
export function registerEndpoints(
  app: FastifyInstance,
  handlers: readonly EndpointHandler[],
  services: EndpointServices,
): void {
  const byPath = new Map(handlers.map((handler) => [handler.endpoint.path, handler]));
  const missing = ENDPOINTS.filter((endpoint) => !byPath.has(endpoint.path)).map((endpoint) => endpoint.path);
  if (missing.length) throw new Error(`No handler for contract endpoint(s): ${missing.join(', ')}`);

  // Multipart bodies are parsed for the `upload` endpoints only: @fastify/multipart lives in their own
  // context, so its per-request hooks (an async onRequest adding a close listener, an async onResponse
  // cleaning temp files) do not run on every other call, and a multipart body sent to any other endpoint
  // has no parser there: Fastify refuses it as an unsupported media type (docs/server.md "Signed calls:
  // server CPU").
  const register = (scope: FastifyInstance, endpoint: EndpointDef) =>
    registerEndpoint(scope, endpoint, byPath.get(endpoint.path)!, services);
  app.register(async (uploads) => {
    await uploads.register(fastifyMultipart);
    for (const endpoint of ENDPOINTS) if (endpoint.upload) register(uploads, endpoint);
  });
  for (const endpoint of ENDPOINTS) if (!endpoint.upload) register(app, endpoint);
}

/** One contract endpoint's route: sign, session, input, handler, answer (docs/protocol.md). */
function registerEndpoint(
  app: FastifyInstance,
  endpoint: EndpointDef,
  handler: EndpointHandler,
  services: EndpointServices,
): void {
  const schema = strictRequestSchema(endpoint.request);
  const keys = { key: services.config.cryptoKey, iv: services.config.cryptoIv };
  const answerSchema =
    endpoint.serialize === 'schema' && !endpoint.encrypted
      ? successEnvelopeJsonSchema(endpoint.response)
      : undefined;

  // Compiled at the first answer (Fastify compiles from a reply), then kept: no lookup per call.
  let serializeAnswer: ((answer: Record<string, unknown>) => string) | undefined;

  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    // Compressed in one call by the route's own hook, not by @fastify/compress's per-request hooks.
    compress: false,
    // An API answer's security headers, not the console page's (securityHeaders.ts).
    config: { apiAnswer: true },
    onSend: compressApiAnswer,
    handler: async (request, reply) => {
      const now = Date.now();
      const locale = localeOf(request.headers.lang);
      // Only upload endpoints' requests have the multipart decorations (and parser).
      const multipart = endpoint.upload !== undefined && request.isMultipart();
      // A multipart body may be refused (sign, session, size) before it is all read: close the connection
      // after the answer instead of leaving the client sending into a socket nobody reads.
      if (multipart) reply.header('connection', 'close');
      // A multipart body is not a string: the Sign covers '' for it (see EndpointDef.upload).
      const rawBody = rawBodyOf(request);
      const token = readToken(request.headers.authorization);

      verifySignature(
        { timestamp: request.headers.timestamp, sign: request.headers.sign, rawBody, token },
        services.config.signSecret,
        now,
      );
      const session: Session | null = await authorize(
        endpoint,
        token,
        services,
        now,
        crossOriginOf({ origin: request.headers.origin, host: request.host }),
      );
      // Only the app endpoints take a member: the others skip the call (an await on every request).
      const member =
        endpoint.access.kind === 'app' ? await authorizeMember(endpoint, token, services, now) : null;
      let upload: UploadedFile | undefined;
      let input: unknown;
      if (multipart && endpoint.upload) {
        const read = await readMultipart(request, endpoint.upload.maxBytes);
        input = read.fields;
        upload = read.file;
      } else {
        input = readInput(
          endpoint,
          { rawBody, query: request.query, encrypted: isEncryptMode(request.headers.mode) },
          keys,
        );
      }
      // NUL, unsafe numbers and absurd nesting are refused alike on both engines, before any schema.
      const hostile = findHostileInput(input);
      if (hostile)
        throw new InvalidInputError(describeHostileInput(hostile, translator(locale), endpoint.labels));
      // Parsed without options first: given any, zod skips its compiled parser (3 of 5 µs for a page
      // request). Refused input is parsed again with the values its messages need (`input`).
      const quick = schema.safeParse(input);
      const parsed = quick.success ? quick : schema.safeParse(input, { reportInput: true });
      if (!parsed.success)
        throw new InvalidInputError(describeIssues(parsed.error.issues, translator(locale), endpoint.labels));

      const result = await handler.run({
        input: parsed.data,
        session,
        member,
        db: services.db,
        config: services.config,
        client: { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') },
        now,
        locale,
        publish: services.publish,
        closeSessionSockets: services.closeSessionSockets,
        upload,
        log: request.log,
      });
      if (endpoint.answer === 'file') {
        const file = fileAnswerSchema.parse(result);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', contentDisposition(file.filename))
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.content));
      }
      // Written from the contract's schema (compiled once per route): fields and types as declared.
      if (answerSchema) {
        serializeAnswer ??= reply.compileSerializationSchema(answerSchema);
        return reply
          .type('application/json; charset=utf-8')
          .send(serializeAnswer({ ...successEnvelope(result) }));
      }
      // The answer must match the contract; a mismatch is a server bug and surfaces as a 500.
      const data = endpoint.response.parse(result);
      if (!endpoint.encrypted) return successEnvelope(data);
      reply.header('mode', ENCRYPT_MODE);
      return successEnvelope(encryptData(data, keys));
    },
  });
}

/** For the not-found handler: a known path asked with the wrong method. */
export function knownPathWithOtherMethod(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return ENDPOINTS.some((endpoint) => `${API_PREFIX}${endpoint.path}` === path);
}
