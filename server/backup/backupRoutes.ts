import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sendFileWithRange } from '../calldata/fileRange';
import { boundQuery, verifyBound } from '../calldata/signedUrls';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { backupFilePath, readBackupDescription } from './backupCatalog';
import { backupDownloadParts } from './backupHandlers';

/** A backup's file, by a signed URL (docs/protocol.md: downloads cannot send headers), with Range. */
export function registerBackupRoutes(
  app: FastifyInstance,
  services: { db: Kysely<Database>; dataDir: string; sessionIdleMs: number },
) {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/backups/file/:id',
    // The file is compressed already, and Range offsets count its stored bytes.
    { compress: false },
    async (request, reply) => {
      const { id } = request.params;
      const query = boundQuery(request.query);
      const refusedUrl = new ApiError(403, 'api.mediaUrlRefused');
      if (!/^b\d{8}-\d{6}-[a-z0-9]{6}$/.test(id)) throw refusedUrl;
      const valid = await verifyBound(
        services.db,
        backupDownloadParts(id, query.exp),
        query,
        services.sessionIdleMs,
        Date.now(),
      );
      if (!valid) throw refusedUrl;
      const backup = await readBackupDescription(services.dataDir, id);
      if (!backup) throw new ApiError(404, 'api.mediaMissing');
      reply.header('cache-control', 'no-store');
      return sendFileWithRange(
        request,
        reply,
        backupFilePath(services.dataDir, backup),
        'application/octet-stream',
        backup.fileName,
      );
    },
  );
}
