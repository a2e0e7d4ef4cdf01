import type { EndpointHandler } from '../handlers/handler';
import { APP_FEEDBACK_HANDLERS } from './appHandlers';
import { FEEDBACK_HANDLERS } from './feedbackHandlers';

export { registerAttachmentRoute } from './attachmentUrls';

/** The handlers of src/contract/apps/feedback.ts. */
export const ALL_FEEDBACK_HANDLERS: readonly EndpointHandler[] = [
  ...FEEDBACK_HANDLERS,
  ...APP_FEEDBACK_HANDLERS,
];
