import fs from 'node:fs';
import path from 'node:path';
import {
  type CallFile,
  cdrFiles,
  cdrMediaUrl,
  cdrResource,
  mediaRecordMediaUrl,
  mediaRecordMediaUrls,
  mediaRecordResource,
  pttRecordMediaUrl,
  pttRecordResource,
  type RecordResourceDef,
} from '../../src/contract/calldata';
import { type EndpointHandler, handle, sessionOf } from '../handlers/handler';
import { type ResourceContext, resourceContext } from '../resources/behaviour';
import { notFound } from '../resources/problems';
import { sessionRef } from '../security/urlSessions';
import { forgetCounts } from './countCache';
import type { RecordDeletion } from './recordHandlers';
import { calldataFilesFolder } from './routes';
import { signMediaFileUrl } from './signedUrls';
import { calldataDb } from './tables';

/** Seeded rows share generated files under this folder; deleting a row never removes them. */
export const SHARED_POOL_PREFIX = 'pool/';

function fileOf(row: {
  id: number;
  kind: string;
  name: string;
  content_type: string;
  size: number;
  duration_ms: number;
}): CallFile {
  return {
    id: String(row.id),
    kind: row.kind as CallFile['kind'],
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size),
    durationMs: Number(row.duration_ms),
  };
}

const filesHandler = handle(cdrFiles, async (context) => {
  const scope = resourceContext(context);
  const db = calldataDb(context.db);
  const id = /^\d{1,18}$/.test(context.input.id) ? Number(context.input.id) : -1;
  const call = await db
    .selectFrom('call_records')
    .select('id')
    .where('enterprise_id', '=', scope.enterpriseId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!call) throw notFound(cdrResource, scope.t, context.input.id);
  const rows = await db
    .selectFrom('call_files')
    .select(['id', 'kind', 'name', 'content_type', 'size', 'duration_ms'])
    .where('enterprise_id', '=', scope.enterpriseId)
    .where('record_table', '=', 'call_records')
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
  return { files: rows.map(fileOf) };
});

/** A signed URL of a file of this resource's records in the session's enterprise; anything else is "not found". */
function mediaUrlHandler(resource: RecordResourceDef, endpoint: typeof cdrMediaUrl): EndpointHandler {
  return handle(endpoint, async (context) => {
    const scope = resourceContext(context);
    const { fileId, download } = context.input;
    const file = /^\d{1,18}$/.test(fileId)
      ? await calldataDb(context.db)
          .selectFrom('call_files')
          .select('id')
          .where('enterprise_id', '=', scope.enterpriseId)
          .where('record_table', '=', resource.table)
          .where('id', '=', Number(fileId))
          .executeTakeFirst()
      : undefined;
    if (!file) throw notFound(resource, scope.t, fileId);
    return signMediaFileUrl(
      context.db,
      String(file.id),
      scope.enterpriseId,
      download ?? false,
      scope.now,
      sessionRef(sessionOf(context)),
    );
  });
}

/** A page of thumbnails signed in one request (one query, one HMAC each) instead of one request per row. */
const clipUrlsHandler = handle(mediaRecordMediaUrls, async (context) => {
  const scope = resourceContext(context);
  const ids = [...new Set(context.input.fileIds.filter((id) => /^\d{1,18}$/.test(id)).map(Number))];
  const files = ids.length
    ? await calldataDb(context.db)
        .selectFrom('call_files')
        .select('id')
        .where('enterprise_id', '=', scope.enterpriseId)
        .where('record_table', '=', mediaRecordResource.table)
        .where('id', 'in', ids)
        .execute()
    : [];
  const urls: Record<string, { url: string; expiresAt: number }> = {};
  for (const file of files)
    urls[String(file.id)] = await signMediaFileUrl(
      context.db,
      String(file.id),
      scope.enterpriseId,
      false,
      scope.now,
      sessionRef(sessionOf(context)),
    );
  return { urls };
});

/** Deleting clips: their rows and file rows in one transaction, then their own (non-pool) files. */
export const mediaRecordDeletion: RecordDeletion = {
  async remove(scope: ResourceContext, ids: readonly number[]) {
    if (!ids.length) return 0;
    const db = calldataDb(scope.db);
    const stored = await db.transaction().execute(async (trx) => {
      const files = await trx
        .selectFrom('call_files')
        .select('stored_name')
        .where('enterprise_id', '=', scope.enterpriseId)
        .where('record_table', '=', 'media_records')
        .where('record_id', 'in', [...ids])
        .execute();
      await trx
        .deleteFrom('call_files')
        .where('enterprise_id', '=', scope.enterpriseId)
        .where('record_table', '=', 'media_records')
        .where('record_id', 'in', [...ids])
        .execute();
      const result = await trx
        .deleteFrom('media_records')
        .where('enterprise_id', '=', scope.enterpriseId)
        .where('id', 'in', [...ids])
        .executeTakeFirst();
      return { names: files.map((file) => file.stored_name), deleted: Number(result.numDeletedRows) };
    });
    forgetCounts(scope.db, 'media_records', scope.enterpriseId);
    const folder = calldataFilesFolder(scope.config.dataDir);
    for (const name of stored.names.filter((candidate) => !candidate.startsWith(SHARED_POOL_PREFIX)))
      await fs.promises.rm(path.join(folder, name), { force: true });
    return stored.deleted;
  },
};

export const MEDIA_HANDLERS: readonly EndpointHandler[] = [
  filesHandler,
  mediaUrlHandler(cdrResource, cdrMediaUrl),
  mediaUrlHandler(mediaRecordResource, mediaRecordMediaUrl),
  clipUrlsHandler,
  mediaUrlHandler(pttRecordResource, pttRecordMediaUrl),
];
