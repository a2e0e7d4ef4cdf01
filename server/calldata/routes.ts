import path from 'node:path';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { operationLogResource } from '../../src/contract/audit';
import { EXPORT_TOTAL_HEADER, RECORD_RESOURCES } from '../../src/contract/calldata';
import { FILE_CONTENT_TYPES, fileFormatSchema } from '../../src/contract/resources/files';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { type Locale, translator } from '../http/i18n';
import { dynamic } from '../resources/declaration';
import { formatDateTime } from '../resources/transfer';
import { exportStream } from './exportFile';
import { attachment, sendFileWithRange } from './fileRange';
import type { RecordListInput } from './listConditions';
import { countRecords } from './recordCount';
import { boundQuery, exportParts, mediaParts, verifyBound } from './signedUrls';
import { CALLDATA_FOLDER, calldataDb } from './tables';

/*
 * The two token-less GET routes of the call data (docs/protocol.md: media and downloads cannot send headers):
 * call-data files with Range, and streamed exports. Both answer 403 and nothing else for an unknown, altered,
 * expired or other-tenant URL.
 */

/** Records whose exports stream through `/api/calldata/export/<route>`: call data and the operation log. */
const EXPORTABLE_RECORDS = [...RECORD_RESOURCES, operationLogResource];

const refusedUrl = () => new ApiError(403, 'api.mediaUrlRefused');

/**
 * An export's Brotli: the plugin's quality 4 with a 256 kB window (BROTLI_PARAM_LGWIN 18) instead of 4 MB.
 * A 1,000,000-row CSV export came out no larger (22.5 MB against 23.1 MB) and the server's RSS rose by
 * ~20 MB at its start instead of ~60 MB, about what gzip takes (docs/server.md "Call data at scale").
 */
const EXPORT_COMPRESSION = {
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
};

type Query = Record<string, unknown>;

export function calldataFilesFolder(dataDir: string): string {
  return path.join(dataDir, 'files', CALLDATA_FOLDER);
}

export function registerCalldataRoutes(
  app: FastifyInstance,
  services: { db: Kysely<Database>; dataDir: string; sessionIdleMs: number },
) {
  const { db, sessionIdleMs } = services;

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/calldata/media/:id',
    // Range offsets count the stored bytes; a compressed answer would break seeking.
    { compress: false },
    async (request, reply) => {
      const { id } = request.params;
      if (!/^\d{1,18}$/.test(id)) throw refusedUrl();
      const file = await calldataDb(db)
        .selectFrom('call_files')
        .select(['enterprise_id', 'stored_name', 'content_type', 'name'])
        .where('id', '=', Number(id))
        .executeTakeFirst();
      if (!file) throw refusedUrl();
      const download = request.query.download === '1';
      const query = boundQuery(request.query);
      const valid = await verifyBound(
        db,
        mediaParts(id, query.exp, file.enterprise_id, download),
        query,
        sessionIdleMs,
        Date.now(),
      );
      if (!valid) throw refusedUrl();
      const stored = path.join(calldataFilesFolder(services.dataDir), file.stored_name);
      return sendFileWithRange(request, reply, stored, file.content_type, download ? file.name : undefined);
    },
  );

  app.get<{ Params: { route: string }; Querystring: Query }>(
    '/api/calldata/export/:route',
    { compress: EXPORT_COMPRESSION },
    async (request, reply) => {
      const resource = EXPORTABLE_RECORDS.find((candidate) => candidate.routeName === request.params.route);
      const { e, q, l, f } = request.query;
      const signed = boundQuery(request.query);
      const format = fileFormatSchema.safeParse(f);
      if (
        !resource ||
        typeof e !== 'string' ||
        typeof q !== 'string' ||
        typeof l !== 'string' ||
        !format.success
      )
        throw refusedUrl();
      const parts = exportParts(resource.routeName, e, q, l, format.data, signed.exp);
      if (!(await verifyBound(db, parts, signed, sessionIdleMs, Date.now()))) throw refusedUrl();
      // Signed by this server after validating it with the export schema, so it parses.
      const input = JSON.parse(Buffer.from(q, 'base64url').toString('utf8')) as RecordListInput;
      const locale: Locale = l === 'en' ? 'en' : 'zh_CN';
      // Exact, however many rows: the client shows the export's progress against it.
      const { total } = await countRecords(dynamic(db), resource, e, input, Date.now());
      const stamp = formatDateTime(Date.now()).replace(/[-: ]/g, '');
      reply
        .header('content-type', FILE_CONTENT_TYPES[format.data])
        .header('content-disposition', attachment(`${resource.routeName}-${stamp}.${format.data}`))
        .header('cache-control', 'no-store')
        .header(EXPORT_TOTAL_HEADER, String(total))
        .header('access-control-expose-headers', EXPORT_TOTAL_HEADER);
      return reply.send(exportStream(dynamic(db), resource, e, input, translator(locale), format.data));
    },
  );
}
