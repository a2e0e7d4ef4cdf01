import type { FastifyRequest } from 'fastify';

/*
 * What a request's log line may not carry (docs/security.md#edges): the signature of a signed URL (media,
 * exports, downloads) and a token in a query would let whoever reads the service log replay the URL within its
 * lifetime. Both are replaced by "[redacted]"; the rest of the URL stays, so a line can still be followed.
 */

const SECRET_PARAMETERS = /([?&](?:sig|token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]');
}

/** Fastify's request serializer with the URL redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
