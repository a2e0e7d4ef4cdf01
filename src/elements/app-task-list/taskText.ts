import { Intent } from '@blueprintjs/core';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { AppTask, TaskLogEntry, TaskPriority, TaskStatus } from '../../contract/apps/appTask';
import { DATE_TIME_FORMAT } from '../../core/config/constants';

/* How a task's values read on the screen: status and priority tags, times, assignees, log lines. */

export const STATUS_INTENT: Record<TaskStatus, Intent> = {
  new: Intent.PRIMARY,
  accepted: Intent.NONE,
  in_progress: Intent.WARNING,
  done: Intent.SUCCESS,
  overdue: Intent.DANGER,
  cancelled: Intent.NONE,
};

export const PRIORITY_INTENT: Record<TaskPriority, Intent> = {
  low: Intent.NONE,
  normal: Intent.NONE,
  high: Intent.WARNING,
  urgent: Intent.DANGER,
};

export function formatTime(ms: number | null): string {
  return ms === null ? '' : dayjs(ms).format(DATE_TIME_FORMAT);
}

/** The value of a `datetime-local` input for a time, and back (local time, minutes). */
export function toLocalInput(ms: number | null): string {
  return ms === null ? '' : dayjs(ms).format('YYYY-MM-DDTHH:mm');
}
export function fromLocalInput(text: string): number | null {
  if (!text) return null;
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.valueOf() : null;
}

/** Members and call group, as one line. */
export function assigneesText(task: AppTask): string {
  const names = task.members.map((member) => member.name || member.account);
  if (task.callGroupId) names.unshift(`#${task.callGroupName ?? task.callGroupId}`);
  return names.join('、');
}

/** Who wrote a log entry: the account or member, or "System". */
export function actorText(entry: TaskLogEntry, t: TFunction): string {
  return entry.actorKind === 'system' ? t('apps.task.actors.system') : entry.actor;
}

/** What a log entry says beyond its action: changed fields by label, a file name, a note or comment. */
export function entryNote(entry: TaskLogEntry, t: TFunction): string {
  if (entry.action === 'updated' && entry.note)
    return entry.note
      .split(',')
      .map((field) => t(`apps.task.fields.${field}`))
      .join('、');
  return entry.note;
}
