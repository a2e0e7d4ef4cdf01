import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MEDIA_URL_LIFETIME_MS } from '../../src/contract/resources';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { urlSessionActive } from '../security/urlSessions';

/*
 * docs/protocol.md media: `<audio>`, `<img>` and downloads cannot send headers, so the server hands out
 * short-lived signed URLs `/api/media/<id>?exp=…&sig=…&s=…` (HMAC-SHA256 over id, expiry, the row's
 * enterprise and the asking session's reference, with a key only the server knows) and serves them without a
 * token, with HTTP Range, while that session lives (server/security/urlSessions.ts).
 */

const KEY_SETTING = 'media.urlKey';
const keys = new WeakMap<object, Promise<Buffer>>();

/** The server's signing key: made once (random) and kept in the settings table, so every node shares it. */
export function mediaKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insertInto('settings')
        .values({ key: KEY_SETTING, value: randomBytes(32).toString('hex') })
        .onConflict((c) => c.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', KEY_SETTING)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'hex');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function signature(key: Buffer, id: string, exp: number, enterpriseId: string, ref: string): string {
  return createHmac('sha256', key).update(`${id}.${exp}.${enterpriseId}.${ref}`).digest('base64url');
}

export async function signMediaUrl(
  db: Kysely<Database>,
  id: string,
  enterpriseId: string,
  now: number,
  sessionRef: string,
) {
  const expiresAt = now + MEDIA_URL_LIFETIME_MS;
  const sig = signature(await mediaKey(db), id, expiresAt, enterpriseId, sessionRef);
  const query = new URLSearchParams({ exp: String(expiresAt), sig, s: sessionRef });
  return { url: `/api/media/${encodeURIComponent(id)}?${query}`, expiresAt };
}

/** A stored file a media URL may name: where it is and what it is. */
interface MediaFile {
  enterpriseId: string;
  file: string;
  contentType: string;
}

export const MEDIA_FOLDERS = { icons: 'icons', broadcast: 'broadcast' } as const;

export function mediaFolder(dataDir: string, folder: keyof typeof MEDIA_FOLDERS): string {
  return path.join(dataDir, 'files', MEDIA_FOLDERS[folder]);
}

async function findMedia(db: Kysely<Database>, dataDir: string, id: string): Promise<MediaFile | undefined> {
  const audio = await db
    .selectFrom('broadcast_files')
    .select(['enterprise_id', 'stored_name', 'format'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (audio)
    return {
      enterpriseId: audio.enterprise_id,
      file: path.join(mediaFolder(dataDir, 'broadcast'), audio.stored_name),
      contentType: audio.format === 'mp3' ? 'audio/mpeg' : 'audio/wav',
    };
  const icon = await db
    .selectFrom('icons')
    .select(['enterprise_id', 'stored_name', 'mime_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (icon)
    return {
      enterpriseId: icon.enterprise_id,
      file: path.join(mediaFolder(dataDir, 'icons'), icon.stored_name),
      contentType: icon.mime_type,
    };
  return undefined;
}

export type ByteRange = { start: number; end: number };

/**
 * RFC 9110 docs/architecture.md#layers4: one `bytes=` range (first-last, first-, -suffix) of a file of `size` bytes. Undefined when
 * the header is absent, malformed or asks for several ranges (then the whole file is sent);
 * `unsatisfiable` when it lies outside the file (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

const refusedUrl = () => new ApiError(403, 'api.mediaUrlRefused');

export function registerMediaRoute(
  app: FastifyInstance,
  services: { db: Kysely<Database>; dataDir: string; sessionIdleMs: number },
) {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/media/:id',
    // Range offsets count the stored bytes; a compressed answer would break seeking.
    { compress: false },
    async (request, reply) => {
      const { id } = request.params;
      const exp = String(request.query.exp ?? '');
      const sig = String(request.query.sig ?? '');
      const ref = String(request.query.s ?? '');
      if (!/^\d{1,16}$/.test(exp) || Number(exp) < Date.now() || !/^[\w-]{1,100}$/.test(sig))
        throw refusedUrl();
      const media = await findMedia(services.db, services.dataDir, id);
      // Unknown ids, other enterprises' files and altered URLs all answer the same 403.
      if (!media) throw refusedUrl();
      const expected = Buffer.from(
        signature(await mediaKey(services.db), id, Number(exp), media.enterpriseId, ref),
      );
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refusedUrl();
      if (!(await urlSessionActive(services.db, ref, services.sessionIdleMs, Date.now()))) throw refusedUrl();

      let size: number;
      try {
        size = (await fs.promises.stat(media.file)).size;
      } catch {
        throw new ApiError(404, 'api.mediaMissing');
      }
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', media.contentType)
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened directly must not run anything even if sanitising missed something.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
      if (!range) return reply.header('content-length', size).send(fs.createReadStream(media.file));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(fs.createReadStream(media.file, range));
    },
  );
}
