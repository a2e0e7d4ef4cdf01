import { randomUUID } from 'node:crypto';
import {
  BROADCAST_MAX_DURATION_MS,
  broadcastFileMediaUrl,
  broadcastFileResource,
  uploadBroadcastFile,
} from '../../../src/contract/resources';
import { handle, sessionOf } from '../../handlers/handler';
import { ApiError } from '../../http/errors';
import { sessionRef } from '../../security/urlSessions';
import { readAudio } from '../audio';
import { type ResourceBehaviour, resourceContext } from '../behaviour';
import { dynamic } from '../declaration';
import { uniqueProblems } from '../integrity';
import { mediaFolder, signMediaUrl } from '../media';
import { notFound, refuseProblems } from '../problems';
import { readOne } from '../read';
import { logged } from '../writes';
import { nameFromFile, removeFiles, storeFile } from './uploads';

const uploadHandler = handle(uploadBroadcastFile, async (context) => {
  const scope = resourceContext(context);
  const file = context.upload;
  if (!file) throw new ApiError(200, 'resources.fileMissing');
  return logged(scope, broadcastFileResource, 'upload', file.filename, async () => {
    const audio = readAudio(file.content);
    if (!audio) throw new ApiError(200, 'resources.broadcastFile.unsupportedType');
    if (audio.durationMs <= 0) throw new ApiError(200, 'resources.broadcastFile.unreadable');
    if (audio.durationMs > BROADCAST_MAX_DURATION_MS)
      throw new ApiError(200, 'resources.broadcastFile.tooLong', {
        minutes: BROADCAST_MAX_DURATION_MS / 60_000,
      });
    const name = context.input.name || nameFromFile(file.filename);
    const problems = await uniqueProblems(
      dynamic(context.db),
      broadcastFileResource,
      { name },
      scope.enterpriseId,
      {},
    );
    if (problems.length) refuseProblems(broadcastFileResource, problems, scope.t);
    const id = randomUUID();
    const storedName = `${id}.${audio.format}`;
    await storeFile(mediaFolder(scope.config.dataDir, 'broadcast'), storedName, file.content);
    await context.db
      .insertInto('broadcast_files')
      .values({
        id,
        enterprise_id: scope.enterpriseId,
        name,
        description: context.input.description ?? '',
        format: audio.format,
        size: file.content.length,
        duration_ms: audio.durationMs,
        file_name: file.filename.slice(0, 255),
        stored_name: storedName,
        created_at: scope.now,
        updated_at: scope.now,
      })
      .execute();
    const stored = await readOne(dynamic(context.db), broadcastFileResource, {}, scope.enterpriseId, id);
    return {
      value: stored as never,
      target: `${name} (${id})`,
      detail: JSON.stringify({
        format: audio.format,
        size: file.content.length,
        durationMs: audio.durationMs,
      }),
    };
  });
});

const mediaUrlHandler = handle(broadcastFileMediaUrl, async (context) => {
  const scope = resourceContext(context);
  const row = await context.db
    .selectFrom('broadcast_files')
    .select('id')
    .where('id', '=', context.input.id)
    .where('enterprise_id', '=', scope.enterpriseId)
    .executeTakeFirst();
  if (!row) throw notFound(broadcastFileResource, scope.t, context.input.id);
  return signMediaUrl(context.db, row.id, scope.enterpriseId, scope.now, sessionRef(sessionOf(context)));
});

export const broadcastFileBehaviour: ResourceBehaviour = {
  afterDelete: (rows, context) =>
    removeFiles(
      mediaFolder(context.config.dataDir, 'broadcast'),
      rows.map((row) => String(row.stored_name)),
    ),
  extraHandlers: [uploadHandler, mediaUrlHandler],
};
