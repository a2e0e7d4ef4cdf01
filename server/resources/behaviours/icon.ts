import { randomUUID } from 'node:crypto';
import { ICON_MAX_BYTES, iconMediaUrl, iconResource, uploadIcon } from '../../../src/contract/resources';
import { handle, sessionOf } from '../../handlers/handler';
import { ApiError } from '../../http/errors';
import { sessionRef } from '../../security/urlSessions';
import { type ResourceBehaviour, resourceContext } from '../behaviour';
import { dynamic } from '../declaration';
import { type IconType, sanitizeSvg, sniffIcon } from '../images';
import { mediaFolder, signMediaUrl } from '../media';
import { notFound } from '../problems';
import { readOne } from '../read';
import { logged } from '../writes';
import { nameFromFile, removeFiles, storeFile } from './uploads';

const EXTENSIONS: Record<IconType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
};

const uploadHandler = handle(uploadIcon, async (context) => {
  const scope = resourceContext(context);
  const file = context.upload;
  if (!file) throw new ApiError(200, 'resources.fileMissing');
  return logged(scope, iconResource, 'upload', file.filename, async () => {
    // Type by content, never by name or declared type.
    const mimeType = sniffIcon(file.content);
    if (!mimeType) throw new ApiError(200, 'resources.icon.unsupportedType');
    const content =
      mimeType === 'image/svg+xml' ? Buffer.from(sanitizeSvg(file.content.toString('utf8'))) : file.content;
    if (content.length > ICON_MAX_BYTES) throw new ApiError(200, 'api.uploadTooLarge', { max: '512 KB' });
    const id = randomUUID();
    const storedName = `${id}.${EXTENSIONS[mimeType]}`;
    const name = context.input.name || nameFromFile(file.filename);
    await storeFile(mediaFolder(scope.config.dataDir, 'icons'), storedName, content);
    await context.db
      .insertInto('icons')
      .values({
        id,
        enterprise_id: scope.enterpriseId,
        name,
        description: context.input.description ?? '',
        mime_type: mimeType,
        size: content.length,
        file_name: file.filename.slice(0, 255),
        stored_name: storedName,
        created_at: scope.now,
        updated_at: scope.now,
      })
      .execute();
    const stored = await readOne(dynamic(context.db), iconResource, {}, scope.enterpriseId, id);
    return {
      value: stored as never,
      target: `${name} (${id})`,
      detail: JSON.stringify({ mimeType, size: content.length }),
    };
  });
});

const mediaUrlHandler = handle(iconMediaUrl, async (context) => {
  const scope = resourceContext(context);
  const row = await context.db
    .selectFrom('icons')
    .select('id')
    .where('id', '=', context.input.id)
    .where('enterprise_id', '=', scope.enterpriseId)
    .executeTakeFirst();
  if (!row) throw notFound(iconResource, scope.t, context.input.id);
  return signMediaUrl(context.db, row.id, scope.enterpriseId, scope.now, sessionRef(sessionOf(context)));
});

export const iconBehaviour: ResourceBehaviour = {
  afterDelete: (rows, context) =>
    removeFiles(
      mediaFolder(context.config.dataDir, 'icons'),
      rows.map((row) => String(row.stored_name)),
    ),
  extraHandlers: [uploadHandler, mediaUrlHandler],
};
