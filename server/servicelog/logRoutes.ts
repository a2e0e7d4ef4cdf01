import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { attachment } from '../calldata/fileRange';
import { boundQuery, verifyBound } from '../calldata/signedUrls';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { dayStream } from './logFiles';
import { logDownloadParts } from './logHandlers';

/** One day's service log as a file, by a signed URL (downloads cannot send headers). */
export function registerServiceLogRoutes(
  app: FastifyInstance,
  services: { db: Kysely<Database>; dataDir: string; sessionIdleMs: number },
) {
  app.get<{ Params: { day: string }; Querystring: Record<string, unknown> }>(
    '/api/service-log/file/:day',
    async (request, reply) => {
      const { day } = request.params;
      const query = boundQuery(request.query);
      const refusedUrl = new ApiError(403, 'api.mediaUrlRefused');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw refusedUrl;
      if (
        !(await verifyBound(
          services.db,
          logDownloadParts(day, query.exp),
          query,
          services.sessionIdleMs,
          Date.now(),
        ))
      )
        throw refusedUrl;
      const stream = await dayStream(services.dataDir, day);
      if (!stream) throw new ApiError(404, 'api.mediaMissing');
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', attachment(`service-${day}.log`))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
