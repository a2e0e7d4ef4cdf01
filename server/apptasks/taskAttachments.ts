import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  downloadTaskAttachment,
  removeTaskAttachment,
  TASK_ATTACHMENT_MAX_COUNT,
  uploadTaskAttachment,
} from '../../src/contract/apps';
import { type EndpointHandler, handle } from '../handlers/handler';
import { ApiError, refused } from '../http/errors';
import { removeFiles, storeFile } from '../resources/behaviours/uploads';
import { sniffAttachment } from './attachmentKinds';
import { notFoundTask, recordAttachment } from './taskActions';
import { audited, consoleScope } from './taskAudit';
import { taskRow } from './taskStore';
import { taskDb } from './taskTables';

/*
 * Files attached to a task, stored as real files under DATA_DIR/tasks/<enterprise>/ (named by a
 * random id, never by the uploader's name). What a file is comes from its first bytes, not from the name or
 * the type the browser claims: pictures, PDF, or text that is UTF-8 without control bytes.
 */

function taskFilesFolder(dataDir: string, enterpriseId: string): string {
  return path.join(dataDir, 'tasks', path.basename(enterpriseId));
}

export async function removeTaskFiles(
  dataDir: string,
  enterpriseId: string,
  storedNames: readonly string[],
): Promise<void> {
  await removeFiles(taskFilesFolder(dataDir, enterpriseId), storedNames);
}

const uploadHandler = handle(uploadTaskAttachment, async (context) => {
  const { env, enterpriseId, actor } = consoleScope(context);
  const file = context.upload;
  if (!file) throw new ApiError(200, 'resources.fileMissing');
  const db = taskDb(env.db);
  return audited(context, 'upload', file.filename, async () => {
    const task = await taskRow(db, enterpriseId, context.input.taskId);
    if (!task) throw notFoundTask(context.input.taskId);
    const kind = sniffAttachment(file.content, file.filename);
    if (!kind) throw refused('apps.task.errors.attachmentType');
    const count = await db
      .selectFrom('app_task_attachments')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('task_id', '=', task.id)
      .executeTakeFirst();
    if (Number(count?.count ?? 0) >= TASK_ATTACHMENT_MAX_COUNT)
      throw refused('apps.task.errors.tooManyAttachments', { max: TASK_ATTACHMENT_MAX_COUNT });
    const id = randomUUID();
    const storedName = `${id}.${kind.extension}`;
    const fileName = path.basename(file.filename).slice(0, 200) || storedName;
    await storeFile(taskFilesFolder(context.config.dataDir, enterpriseId), storedName, file.content);
    await db
      .insertInto('app_task_attachments')
      .values({
        id,
        task_id: task.id,
        enterprise_id: enterpriseId,
        file_name: fileName,
        content_type: kind.contentType,
        size: file.content.length,
        stored_name: storedName,
        created_at: env.now,
      })
      .execute();
    await recordAttachment(env, enterpriseId, task.id, actor, 'attachmentAdded', fileName);
    const attachment = {
      id,
      fileName,
      contentType: kind.contentType,
      size: file.content.length,
      createdAt: env.now,
    };
    return {
      value: attachment,
      target: `${task.title} (${task.id})`,
      detail: JSON.stringify({ fileName, size: attachment.size }),
    };
  });
});

async function attachmentOf(context: Parameters<typeof consoleScope>[0], id: string) {
  const { env, enterpriseId } = consoleScope(context);
  const row = await taskDb(env.db)
    .selectFrom('app_task_attachments')
    .selectAll()
    .where('enterprise_id', '=', enterpriseId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw refused('apps.task.errors.attachmentNotFound');
  return row;
}

const downloadHandler = handle(downloadTaskAttachment, async (context) => {
  const row = await attachmentOf(context, context.input.id);
  const { enterpriseId } = consoleScope(context);
  const file = path.join(
    taskFilesFolder(context.config.dataDir, enterpriseId),
    path.basename(row.stored_name),
  );
  const content = await fs.promises.readFile(file).catch(() => null);
  if (!content) throw refused('apps.task.errors.attachmentNotFound');
  return { filename: row.file_name, contentType: row.content_type, content: new Uint8Array(content) };
});

const removeHandler = handle(removeTaskAttachment, async (context) => {
  const { env, enterpriseId, actor } = consoleScope(context);
  return audited(context, 'removeAttachment', context.input.id, async () => {
    const row = await attachmentOf(context, context.input.id);
    await taskDb(env.db).deleteFrom('app_task_attachments').where('id', '=', row.id).execute();
    await removeTaskFiles(context.config.dataDir, enterpriseId, [row.stored_name]);
    await recordAttachment(env, enterpriseId, row.task_id, actor, 'attachmentRemoved', row.file_name);
    return { value: { deleted: 1 }, target: row.file_name };
  });
});

export const TASK_ATTACHMENT_HANDLERS: readonly EndpointHandler[] = [
  uploadHandler,
  downloadHandler,
  removeHandler,
];
