import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { BRANDING_FILE_NAME, brandingDir } from './brandingStore';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * An enterprise's logo and sign-in background. Public, as a sign-in page needs them before anyone
 * signs in (and branding is shown to every visitor anyway); the name carries the content's hash, so the
 * answer never changes and is cached for a year. An SVG answers with a policy that forbids scripts and
 * fetching even when opened on its own.
 */
export function registerBrandingRoutes(app: FastifyInstance, services: { dataDir: string }) {
  app.get<{ Params: { file: string } }>('/api/branding/:file', async (request, reply) => {
    const { file } = request.params;
    const match = BRANDING_FILE_NAME.exec(file);
    if (!match) throw new ApiError(404, 'api.mediaMissing');
    let content: Buffer;
    try {
      content = await readFile(path.join(brandingDir(services.dataDir), file));
    } catch {
      throw new ApiError(404, 'api.mediaMissing');
    }
    reply
      .header('content-type', TYPES[match[2]!])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.send(content);
  });
}
