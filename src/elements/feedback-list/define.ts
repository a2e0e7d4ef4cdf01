import { defineElement } from '../kit/element/defineElement';
import { FeedbackList } from './FeedbackList';
import feedbackListCss from './feedbackList.css?inline';

/**
 * `<feedback-list>` — problem reports from the dispatch app (`feedback`, ADMIN): text, category,
 * enterprise, member, device, attachments (pictures shown inline, logs as text), status (new, in progress,
 * resolved) and the reply the member reads in the app. Filters, paging, export, delete after a confirmation.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'feedback', id, created: false }` after a reply or status was saved
 * @fires dc-deleted - `{ resource: 'feedback', ids }` after reports were deleted
 * @csspart screen - the screen
 * @csspart toolbar - title, filters, export
 * @csspart grid - the reports
 * @csspart detail - a report with its attachments and the reply form
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'feedback-list',
  component: FeedbackList,
  attributes: {},
  events: ['dc-saved', 'dc-deleted'],
  styles: feedbackListCss,
});
