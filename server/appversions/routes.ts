import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sendFileWithRange } from '../calldata/fileRange';
import { boundQuery } from '../calldata/signedUrls';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { verifyPackageUrl } from './downloadUrls';
import { packagePath } from './versionFiles';
import { findVersion } from './versionRows';

const APK_TYPE = 'application/vnd.android.package-archive';

/** A version's package by its signed URL, without a token, with Range (downloads resume), while its session lives. */
export function registerPackageRoute(
  app: FastifyInstance,
  services: { db: Kysely<Database>; dataDir: string; sessionIdleMs: number },
) {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/appversion/file/:id',
    // An APK is a zip already, and Range offsets count its stored bytes.
    { compress: false },
    async (request, reply) => {
      const { id } = request.params;
      const refusedUrl = new ApiError(403, 'api.mediaUrlRefused');
      if (!/^av-[0-9a-f-]{36}$/.test(id)) throw refusedUrl;
      const query = boundQuery(request.query);
      if (!(await verifyPackageUrl(services.db, id, query, services.sessionIdleMs, Date.now())))
        throw refusedUrl;
      const row = await findVersion(services.db, id);
      if (!row?.stored_name) throw new ApiError(404, 'api.mediaMissing');
      reply.header('cache-control', 'no-store');
      const name = `${row.package_name}-${row.version_name}.apk`;
      return sendFileWithRange(
        request,
        reply,
        packagePath(services.dataDir, row.stored_name),
        APK_TYPE,
        name,
      );
    },
  );
}
