import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { EndpointDef } from '../../src/contract';
import type { MemberSession } from '../apps/appSessions';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { notSignedIn } from '../http/errors';
import type { Session } from '../security/sessions';
import type { CloseSessionSockets, Publish } from '../ws';

/** The file part of a multipart request to an `upload` endpoint, read into memory (within its size limit). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer;
}

/** What a handler gets: validated input, the session (tenant and role come from here only), services. */
export interface HandlerContext<Input> {
  input: Input;
  session: Session | null;
  /** The member of an app endpoint's call (from the app token); null elsewhere. */
  member?: MemberSession | null;
  db: Kysely<Database>;
  config: ServerConfig;
  client: { ip: string; userAgent: string };
  /** Request time in ms, one value per request. */
  now: number;
  /** The `lang` header's locale, for answers that carry text (e.g. the web title). */
  locale: 'zh_CN' | 'en';
  publish: Publish;
  /** Ends the WebSockets opened with a session's token (docs/security.md: nothing outlives its session). */
  closeSessionSockets?: CloseSessionSockets;
  /** The uploaded file of a multipart call to an `upload` endpoint; absent otherwise. */
  upload?: UploadedFile;
  /** The request's service log (pino); absent when a handler is run outside a request. */
  log?: FastifyBaseLogger;
}

export interface EndpointHandler {
  endpoint: EndpointDef;
  run(context: HandlerContext<unknown>): Promise<unknown>;
}

/** Binds a handler to its contract endpoint so input and answer are typed from the zod schemas. */
export function handle<E extends EndpointDef>(
  endpoint: E,
  run: (context: HandlerContext<z.output<E['request']>>) => Promise<z.input<E['response']>>,
): EndpointHandler {
  // The registrar validates input with this endpoint's schema before calling, so the narrowing holds.
  return { endpoint, run: run as (context: HandlerContext<unknown>) => Promise<unknown> };
}

/** The session of a session endpoint; the registrar has already refused calls without one. */
export function sessionOf(context: HandlerContext<unknown>): Session {
  if (!context.session) throw notSignedIn();
  return context.session;
}

/** The member of an app endpoint; the registrar has already refused calls without an app token. */
export function memberOf(context: HandlerContext<unknown>): MemberSession {
  if (!context.member) throw notSignedIn();
  return context.member;
}
