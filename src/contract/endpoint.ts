import type { z } from 'zod';
import type { Role } from './roles';

/**
 * Who may call an endpoint (docs/security.md). `public` needs no token; otherwise the token's
 * role must be listed and, when `permission` is set, a sub-user must hold that code
 * (ADMIN and ENTERPRISE hold every code of their area).
 */
export type EndpointAccess =
  | { kind: 'public' }
  | { kind: 'session'; roles: readonly Role[]; permission?: string }
  /** The dispatch app's own endpoints, called with a member's app token (`/app/login`) only. */
  | { kind: 'app' };

export interface EndpointDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Path under the URL prefix, e.g. `/login/auth`. */
  path: string;
  access: EndpointAccess;
  /** Request body and answer data always travel encrypted (docs/protocol.md#the-calls: /login/auth, /login/setpassword). */
  encrypted?: boolean;
  /** For GET: the query (without `_t`); for POST: the JSON body. */
  request: Req;
  /** The envelope's `data`; for `answer: 'file'` the file the server sends instead of an envelope. */
  response: Res;
  summary: string;
  /**
   * `file`: a successful call answers the file itself (docs/protocol.md#the-calls downloads: POST, blob, saved under the
   * Content-Disposition name); failures still answer an envelope. Default: an envelope.
   */
  answer?: 'envelope' | 'file';
  /**
   * The endpoint also takes `multipart/form-data` with one file part named `file` of at most `maxBytes`;
   * the other parts are the request's fields (as strings). The Sign covers the empty body string for a
   * multipart request (the body is not a string), the timestamp and the token as always.
   */
  upload?: { maxBytes: number };
  /** i18n key prefix of the request's field labels (`resources.dept.fields`): messages name fields by label. */
  labels?: string;
  /**
   * `schema`: the answer's envelope is written by a serializer compiled once from `response`'s JSON Schema
   * instead of being parsed with zod and written by JSON.stringify — for lists asked many times a second.
   * The serializer writes the schema's fields only, in the schema's types. Default: parsed.
   */
  serialize?: 'schema';
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  def: EndpointDef<Req, Res>,
): EndpointDef<Req, Res> {
  return def;
}

export type RequestOf<E> = E extends EndpointDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends EndpointDef<z.ZodType, infer Res> ? z.output<Res> : never;

export const PUBLIC: EndpointAccess = { kind: 'public' };
/** Callable with a member's app token only; a console token is refused, as an app token is elsewhere. */
export const APP_ACCESS: EndpointAccess = { kind: 'app' };
export function sessionAccess(roles: readonly Role[], permission?: string): EndpointAccess {
  return { kind: 'session', roles, permission };
}
