import {
  FEEDBACK_CATEGORIES,
  type Feedback,
  feedbackAttachmentUrl,
  feedbackDelete,
  feedbackExport,
  feedbackGet,
  feedbackPage,
  feedbackReply,
} from '../../src/contract/apps/feedback';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { recordPlatformChange } from '../handlers/platformAudit';
import { refused } from '../http/errors';
import { translator } from '../http/i18n';
import { tableFileAnswer } from '../resources/tableFile';
import { formatDateTime } from '../resources/transfer';
import { sessionRef } from '../security/urlSessions';
import { removeAttachment } from './attachments';
import { signAttachmentUrl } from './attachmentUrls';
import { feedbackQuery, selectRows, toFeedback } from './feedbackRows';
import { feedbackDb } from './tables';

/*
 * `<feedback-list>`, ADMIN: reports listed and filtered, read with their attachments, replied to
 * and moved through new → in progress → resolved, exported, deleted; each change in the operation log.
 */

const EXPORT_COLUMNS = [
  'createdAt',
  'enterpriseName',
  'memberAccount',
  'memberName',
  'category',
  'status',
  'content',
  'contact',
  'platform',
  'deviceModel',
  'osVersion',
  'appVersionName',
  'attachments',
  'reply',
  'repliedAt',
  'repliedBy',
] as const;

async function feedbackOf(context: HandlerContext<unknown>, id: string): Promise<Feedback> {
  const [row] = await selectRows(feedbackQuery(context.db, {}).where('feedback.id', '=', id));
  if (!row) throw refused('api.feedback.notFound');
  const [feedback] = await toFeedback(context.db, [row]);
  return feedback!;
}

export const FEEDBACK_HANDLERS: readonly EndpointHandler[] = [
  handle(feedbackPage, async (context) => {
    const { pageNum, pageSize, ...filter } = context.input;
    const query = feedbackQuery(context.db, filter);
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await selectRows(query.limit(pageSize).offset((pageNum - 1) * pageSize));
    return { records: await toFeedback(context.db, rows), total: Number(total.n) };
  }),
  handle(feedbackGet, async (context) => feedbackOf(context, context.input.id)),
  handle(feedbackReply, async (context) => {
    const { id, reply, status } = context.input;
    const before = await feedbackOf(context, id);
    const replyChanged = reply !== before.reply;
    await feedbackDb(context.db)
      .updateTable('feedback')
      .set({
        reply,
        status,
        updated_at: context.now,
        ...(replyChanged
          ? { replied_at: reply ? context.now : null, replied_by: sessionOf(context).username }
          : {}),
      })
      .where('id', '=', id)
      .execute();
    await recordPlatformChange(
      context,
      'feedback:edit',
      `${before.memberAccount}@${before.enterpriseName}`,
      JSON.stringify({
        status: { from: before.status, to: status },
        ...(replyChanged ? { reply: { from: before.reply, to: reply } } : {}),
      }),
    );
    return feedbackOf(context, id);
  }),
  handle(feedbackDelete, async (context) => {
    const fdb = feedbackDb(context.db);
    const rows = await fdb.selectFrom('feedback').selectAll().where('id', 'in', context.input.ids).execute();
    if (!rows.length) throw refused('api.feedback.notFound');
    const ids = rows.map((row) => row.id);
    const files = await fdb
      .selectFrom('feedback_attachments')
      .select('stored_name')
      .where('feedback_id', 'in', ids)
      .execute();
    await fdb.deleteFrom('feedback_attachments').where('feedback_id', 'in', ids).execute();
    await fdb.deleteFrom('feedback').where('id', 'in', ids).execute();
    for (const file of files) await removeAttachment(context.config.dataDir, file.stored_name);
    await recordPlatformChange(
      context,
      'feedback:delete',
      ids.join(','),
      JSON.stringify({ rows: ids.length }),
    );
    return { deleted: ids.length };
  }),
  handle(feedbackAttachmentUrl, async (context) => {
    const row = await feedbackDb(context.db)
      .selectFrom('feedback_attachments')
      .select(['id', 'enterprise_id'])
      .where('id', '=', context.input.id)
      .executeTakeFirst();
    if (!row) throw refused('api.feedback.noAttachment');
    return signAttachmentUrl(
      context.db,
      row.id,
      row.enterprise_id,
      context.now,
      sessionRef(sessionOf(context)),
    );
  }),
  handle(feedbackExport, async (context) => {
    const { format, ...filter } = context.input;
    const t = translator(context.locale);
    const rows = await toFeedback(context.db, await selectRows(feedbackQuery(context.db, filter)));
    const cell = (feedback: Feedback, column: (typeof EXPORT_COLUMNS)[number]): string => {
      switch (column) {
        case 'createdAt':
          return formatDateTime(feedback.createdAt);
        case 'repliedAt':
          return feedback.repliedAt === null ? '' : formatDateTime(feedback.repliedAt);
        case 'category':
          return FEEDBACK_CATEGORIES.includes(feedback.category)
            ? t(`apps.feedback.categories.${feedback.category}`)
            : feedback.category;
        case 'status':
          return t(`apps.feedback.statuses.${feedback.status}`);
        case 'attachments':
          return feedback.attachments.map((attachment) => attachment.fileName).join('|');
        default:
          return String(feedback[column] ?? '');
      }
    };
    await recordPlatformChange(context, 'feedback:export', '', JSON.stringify({ rows: rows.length }));
    return tableFileAnswer(
      format,
      `feedback-${formatDateTime(context.now).replace(/[-: ]/g, '')}`,
      EXPORT_COLUMNS.map((column) => t(`apps.feedback.fields.${column}`)),
      rows.map((row) => EXPORT_COLUMNS.map((column) => cell(row, column))),
    );
  }),
];
