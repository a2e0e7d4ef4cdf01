import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MEDIA_URL_LIFETIME_MS } from '../../src/contract/resources';
import { sendFileWithRange } from '../calldata/fileRange';
import { boundQuery, signBound, verifyBound } from '../calldata/signedUrls';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { attachmentPath } from './attachments';
import { feedbackDb } from './tables';

/*
 * A report's picture or log by a short-lived signed URL (`<img>` sends no headers), signed with the
 * server's media key over a purpose word, the attachment, its enterprise and the asking session, and served
 * while that session lives (server/calldata/signedUrls.ts).
 */

const parts = (id: string, exp: number | string, enterpriseId: string) => [
  'feedback-attachment',
  id,
  String(exp),
  enterpriseId,
];

export async function signAttachmentUrl(
  db: Kysely<Database>,
  id: string,
  enterpriseId: string,
  now: number,
  sessionRef: string,
) {
  const expiresAt = now + MEDIA_URL_LIFETIME_MS;
  const query = await signBound(db, parts(id, expiresAt, enterpriseId), expiresAt, sessionRef);
  return { url: `/api/feedback/file/${encodeURIComponent(id)}?${query}`, expiresAt };
}

export function registerAttachmentRoute(
  app: FastifyInstance,
  services: { db: Kysely<Database>; dataDir: string; sessionIdleMs: number },
) {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/feedback/file/:id',
    { compress: false },
    async (request, reply) => {
      const { id } = request.params;
      const query = boundQuery(request.query);
      const refusedUrl = new ApiError(403, 'api.mediaUrlRefused');
      if (!/^fa-[0-9a-f-]{36}$/.test(id)) throw refusedUrl;
      const row = await feedbackDb(services.db)
        .selectFrom('feedback_attachments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw refusedUrl;
      const valid = await verifyBound(
        services.db,
        parts(id, query.exp, row.enterprise_id),
        query,
        services.sessionIdleMs,
        Date.now(),
      );
      if (!valid) throw refusedUrl;
      return sendFileWithRange(
        request,
        reply,
        attachmentPath(services.dataDir, row.stored_name),
        row.content_type,
      );
    },
  );
}
