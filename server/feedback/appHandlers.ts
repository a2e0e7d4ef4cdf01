import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  appFeedbackAttach,
  appFeedbackMine,
  appFeedbackSubmit,
  FEEDBACK_MAX_ATTACHMENTS,
  type FeedbackCategory,
  type FeedbackStatus,
} from '../../src/contract/apps/feedback';
import type { MemberSession } from '../apps/appSessions';
import type { AppDatabase } from '../apps/appTables';
import type { Database } from '../db/schema';
import {
  type EndpointHandler,
  type HandlerContext,
  handle,
  memberOf,
  type UploadedFile,
} from '../handlers/handler';
import { refused } from '../http/errors';
import { classifyAttachment, storeAttachment } from './attachments';
import { feedbackDb } from './tables';

/*
 * /14: the dispatch app reports a problem (with one picture or log, more through `attach`), and reads
 * its own reports back with their status and the platform's reply. The member, enterprise and device come
 * from the app token; the device's model and version from its last report.
 */

async function addAttachment(
  context: HandlerContext<unknown>,
  member: MemberSession,
  feedbackId: string,
  file: UploadedFile,
) {
  const classified = classifyAttachment(file.content);
  if (!classified) throw refused('api.feedback.attachmentType');
  const id = `fa-${randomUUID()}`;
  const fileName = path
    .basename(file.filename || (classified.kind === 'image' ? 'picture' : 'log.txt'))
    .slice(0, 200);
  await storeAttachment(context.config.dataDir, id, file.content);
  await feedbackDb(context.db)
    .insertInto('feedback_attachments')
    .values({
      id,
      feedback_id: feedbackId,
      enterprise_id: member.enterpriseId,
      file_name: fileName,
      stored_name: id,
      content_type: classified.contentType,
      kind: classified.kind,
      bytes: file.content.length,
      created_at: context.now,
    })
    .execute();
  return {
    id,
    fileName,
    contentType: classified.contentType,
    kind: classified.kind,
    bytes: file.content.length,
  };
}

function deviceOf(db: Kysely<Database>, member: MemberSession) {
  return (db as unknown as Kysely<AppDatabase>)
    .selectFrom('app_devices')
    .selectAll()
    .where('enterprise_id', '=', member.enterpriseId)
    .where('device_id', '=', member.deviceId)
    .executeTakeFirst();
}

const submit = handle(appFeedbackSubmit, async (context) => {
  const member = memberOf(context);
  // Refused before anything is written: a report never stays half made.
  if (context.upload && !classifyAttachment(context.upload.content))
    throw refused('api.feedback.attachmentType');
  const device = await deviceOf(context.db, member);
  const id = `fb-${randomUUID()}`;
  await feedbackDb(context.db)
    .insertInto('feedback')
    .values({
      id,
      enterprise_id: member.enterpriseId,
      member_id: member.memberId,
      member_account: member.account,
      member_name: member.name,
      device_id: member.deviceId,
      platform: device?.platform ?? '',
      device_model: device?.device_model ?? '',
      os_version: device?.os_version ?? '',
      app_version_name: device?.app_version_name ?? '',
      category: context.input.category,
      content: context.input.content,
      contact: context.input.contact,
      status: 'new',
      reply: '',
      replied_at: null,
      replied_by: '',
      created_at: context.now,
      updated_at: context.now,
    })
    .execute();
  if (context.upload) await addAttachment(context, member, id, context.upload);
  return { id, attachments: context.upload ? 1 : 0 };
});

const attach = handle(appFeedbackAttach, async (context) => {
  const member = memberOf(context);
  if (!context.upload) throw refused('resources.fileMissing');
  const fdb = feedbackDb(context.db);
  const own = await fdb
    .selectFrom('feedback')
    .select('id')
    .where('id', '=', context.input.feedbackId)
    .where('member_id', '=', member.memberId)
    .where('enterprise_id', '=', member.enterpriseId)
    .executeTakeFirst();
  // Another member's report is answered as one that does not exist.
  if (!own) throw refused('api.feedback.notFound');
  const count = await fdb
    .selectFrom('feedback_attachments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('feedback_id', '=', own.id)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= FEEDBACK_MAX_ATTACHMENTS)
    throw refused('api.feedback.tooManyAttachments', { max: FEEDBACK_MAX_ATTACHMENTS });
  return addAttachment(context, member, own.id, context.upload);
});

const mine = handle(appFeedbackMine, async (context) => {
  const member = memberOf(context);
  const rows = await feedbackDb(context.db)
    .selectFrom('feedback')
    .select(['id', 'created_at', 'category', 'content', 'status', 'reply', 'replied_at'])
    .where('member_id', '=', member.memberId)
    .where('enterprise_id', '=', member.enterpriseId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return {
    records: rows.map((row) => ({
      id: row.id,
      createdAt: Number(row.created_at),
      category: row.category as FeedbackCategory,
      content: row.content,
      status: row.status as FeedbackStatus,
      reply: row.reply,
      repliedAt: row.replied_at === null ? null : Number(row.replied_at),
    })),
  };
});

export const APP_FEEDBACK_HANDLERS: readonly EndpointHandler[] = [submit, attach, mine];
