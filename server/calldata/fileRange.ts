import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { parseRange } from '../resources/media';

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Sends a stored file with HTTP Range (RFC 9110 docs/architecture.md#layers4, the parser of server/resources/media.ts): 206 with
 * Content-Range for one range, 416 outside the file, the whole file otherwise — so `<audio>`/`<video>`
 * can seek.
 */
export async function sendFileWithRange(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  contentType: string,
  downloadName?: string,
) {
  let size: number;
  try {
    size = (await fs.promises.stat(file)).size;
  } catch {
    throw new ApiError(404, 'api.mediaMissing');
  }
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', contentType)
    .header('cache-control', 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (downloadName) reply.header('content-disposition', attachment(downloadName));
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
  if (!range) return reply.header('content-length', size).send(fs.createReadStream(file));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(fs.createReadStream(file, range));
}
