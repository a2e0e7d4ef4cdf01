/*
 * Dispatch tasks: the task's work stage and the status people see. The stage is what members and
 * the console move along (new → accepted → in_progress → done; cancelled by the console); `overdue` is not a
 * stage but what an open task whose deadline has passed shows, so it is right on every read whether or not
 * the server's sweep has marked it yet, and a member can still finish an overdue task.
 */

export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_STAGES = ['new', 'accepted', 'in_progress', 'done', 'cancelled'] as const;
export type TaskStage = (typeof TASK_STAGES)[number];

export const TASK_STATUSES = ['new', 'accepted', 'in_progress', 'done', 'overdue', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Stages still to be worked on: the ones a deadline can make overdue and the console can cancel. */
export const OPEN_STAGES: readonly TaskStage[] = ['new', 'accepted', 'in_progress'];

/** Who may take a step: a member assigned to the task, or the enterprise's console. */
export type TaskActorKind = 'member' | 'console';

/** Each stage's next stages and who may move it there. */
export const TASK_STEPS: Readonly<Record<TaskStage, Partial<Record<TaskStage, TaskActorKind>>>> = {
  new: { accepted: 'member', cancelled: 'console' },
  accepted: { in_progress: 'member', done: 'member', cancelled: 'console' },
  in_progress: { done: 'member', cancelled: 'console' },
  done: {},
  cancelled: {},
};

export function isOpenStage(stage: TaskStage): boolean {
  return OPEN_STAGES.includes(stage);
}

/** The status shown: an open task past its deadline is overdue. */
export function taskStatusOf(stage: TaskStage, deadline: number | null, now: number): TaskStatus {
  return isOpenStage(stage) && deadline !== null && deadline <= now ? 'overdue' : stage;
}

/**
 * Why `actor` may not move a task from `from` to `to` (an i18n key under `apps.task.errors`), or null when
 * the step is allowed. Messages name the reason, not just "invalid".
 */
export function taskStepRefusal(from: TaskStage, to: TaskStage, actor: TaskActorKind): string | null {
  const allowed = TASK_STEPS[from][to];
  if (allowed === actor) return null;
  if (from === to) return 'apps.task.errors.sameStage';
  if (from === 'done') return 'apps.task.errors.alreadyDone';
  if (from === 'cancelled') return 'apps.task.errors.alreadyCancelled';
  if (allowed) return actor === 'member' ? 'apps.task.errors.consoleOnly' : 'apps.task.errors.memberOnly';
  return 'apps.task.errors.invalidStep';
}
