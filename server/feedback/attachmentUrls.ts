import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MEDIA_URL_LIFETIME_MS } from '../../src/contract/resources';
import { sendFileWithRange } from '../calldata/fileRange';
import { signParts, verifyParts } from '../calldata/signedUrls';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { attachmentPath } from './attachments';
import { feedbackDb } from './tables';

/*
 * A report's picture or log by a short-lived signed URL (`<img>` sends no headers), signed with the
 * server's media key over a purpose word, the attachment and its enterprise (server/calldata/signedUrls.ts).
 */

const parts = (id: string, exp: number | string, enterpriseId: string) => [
  'feedback-attachment',
  id,
  String(exp),
  enterpriseId,
];

export async function signAttachmentUrl(db: Kysely<Database>, id: string, enterpriseId: string, now: number) {
  const expiresAt = now + MEDIA_URL_LIFETIME_MS;
  const sig = await signParts(db, parts(id, expiresAt, enterpriseId));
  return { url: `/api/feedback/file/${encodeURIComponent(id)}?exp=${expiresAt}&sig=${sig}`, expiresAt };
}

export function registerAttachmentRoute(
  app: FastifyInstance,
  services: { db: Kysely<Database>; dataDir: string },
) {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/feedback/file/:id',
    { compress: false },
    async (request, reply) => {
      const { id } = request.params;
      const exp = String(request.query.exp ?? '');
      const refusedUrl = new ApiError(403, 'api.mediaUrlRefused');
      if (!/^fa-[0-9a-f-]{36}$/.test(id)) throw refusedUrl;
      const row = await feedbackDb(services.db)
        .selectFrom('feedback_attachments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw refusedUrl;
      const valid = await verifyParts(
        services.db,
        parts(id, exp, row.enterprise_id),
        exp,
        String(request.query.sig ?? ''),
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
