import { Intent } from '@blueprintjs/core';
import type { FeedbackStatus } from '../../contract/apps';

export function statusIntent(status: FeedbackStatus): Intent {
  return status === 'new' ? Intent.PRIMARY : status === 'in_progress' ? Intent.WARNING : Intent.SUCCESS;
}
