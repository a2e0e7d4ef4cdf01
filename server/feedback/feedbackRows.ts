import type { Kysely } from 'kysely';
import type {
  AttachmentKind,
  Feedback,
  FeedbackCategory,
  FeedbackFilter,
  FeedbackStatus,
} from '../../src/contract/apps/feedback';
import { containsAny } from '../appversions/contains';
import type { Database } from '../db/schema';
import { feedbackDb } from './tables';

/** Feedback rows (with the enterprise's name) read as the contract's Feedback, filtered. */

export function feedbackQuery(db: Kysely<Database>, filter: FeedbackFilter) {
  let query = feedbackDb(db)
    .selectFrom('feedback')
    .innerJoin('enterprises', 'enterprises.id', 'feedback.enterprise_id');
  if (filter.status) query = query.where('feedback.status', '=', filter.status);
  if (filter.category) query = query.where('feedback.category', '=', filter.category);
  if (filter.enterprise)
    query = query.where(containsAny(['enterprises.name', 'enterprises.prefix'], filter.enterprise));
  if (filter.keyword)
    query = query.where(
      containsAny(
        ['feedback.content', 'feedback.member_account', 'feedback.member_name', 'feedback.device_model'],
        filter.keyword,
      ),
    );
  return query;
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

export function selectRows(query: ReturnType<typeof feedbackQuery>) {
  return query
    .selectAll('feedback')
    .select('enterprises.name as enterprise_name')
    .orderBy('feedback.created_at', 'desc')
    .orderBy('feedback.id', 'desc')
    .execute();
}

export async function toFeedback(db: Kysely<Database>, rows: readonly Row[]): Promise<Feedback[]> {
  const ids = rows.map((row) => row.id);
  const attachments = ids.length
    ? await feedbackDb(db)
        .selectFrom('feedback_attachments')
        .selectAll()
        .where('feedback_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    createdAt: Number(row.created_at),
    enterpriseId: row.enterprise_id,
    enterpriseName: row.enterprise_name,
    memberAccount: row.member_account,
    memberName: row.member_name,
    category: row.category as FeedbackCategory,
    content: row.content,
    contact: row.contact,
    deviceId: row.device_id,
    platform: row.platform,
    deviceModel: row.device_model,
    osVersion: row.os_version,
    appVersionName: row.app_version_name,
    status: row.status as FeedbackStatus,
    reply: row.reply,
    repliedAt: row.replied_at === null ? null : Number(row.replied_at),
    repliedBy: row.replied_by,
    attachments: attachments
      .filter((attachment) => attachment.feedback_id === row.id)
      .map((attachment) => ({
        id: attachment.id,
        fileName: attachment.file_name,
        contentType: attachment.content_type,
        kind: attachment.kind as AttachmentKind,
        bytes: Number(attachment.bytes),
      })),
  }));
}
