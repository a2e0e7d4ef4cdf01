import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A problem report from the dispatch app, with the member and device as they were at the time. */
interface FeedbackTable {
  id: string;
  enterprise_id: string;
  member_id: string;
  member_account: string;
  member_name: string;
  device_id: string;
  platform: string;
  device_model: string;
  os_version: string;
  app_version_name: string;
  category: string;
  content: string;
  contact: string;
  status: string;
  reply: string;
  replied_at: number | null;
  replied_by: string;
  created_at: number;
  updated_at: number;
}

/** A picture or log of a report, stored under DATA_DIR/files/feedback. */
interface FeedbackAttachmentTable {
  id: string;
  feedback_id: string;
  enterprise_id: string;
  file_name: string;
  stored_name: string;
  content_type: string;
  kind: string;
  bytes: number;
  created_at: number;
}

export interface FeedbackDatabase extends Database {
  feedback: FeedbackTable;
  feedback_attachments: FeedbackAttachmentTable;
}

export function feedbackDb(db: Kysely<Database>): Kysely<FeedbackDatabase> {
  return db as unknown as Kysely<FeedbackDatabase>;
}
