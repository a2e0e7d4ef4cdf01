import { describe, expect, it } from 'vitest';
import { sniffAttachment } from '../../server/apptasks/attachmentKinds';
import {
  TASK_STAGES,
  TASK_STEPS,
  type TaskStage,
  taskStatusOf,
  taskStepRefusal,
} from '../../src/contract/apps/appTaskStates';

/* The dispatch task's state machine, the overdue status and what an attachment may be. */

describe('task steps', () => {
  it('lets members accept, start and finish, and the console cancel, nothing else', () => {
    const allowed: string[] = [];
    for (const from of TASK_STAGES)
      for (const to of TASK_STAGES)
        for (const actor of ['member', 'console'] as const)
          if (taskStepRefusal(from, to, actor) === null) allowed.push(`${from}>${to}:${actor}`);
    expect(allowed.sort()).toEqual(
      [
        'new>accepted:member',
        'accepted>in_progress:member',
        'accepted>done:member',
        'in_progress>done:member',
        'new>cancelled:console',
        'accepted>cancelled:console',
        'in_progress>cancelled:console',
      ].sort(),
    );
  });

  it('says why a step is refused', () => {
    expect(taskStepRefusal('done', 'in_progress', 'member')).toBe('apps.task.errors.alreadyDone');
    expect(taskStepRefusal('cancelled', 'accepted', 'member')).toBe('apps.task.errors.alreadyCancelled');
    expect(taskStepRefusal('accepted', 'accepted', 'member')).toBe('apps.task.errors.sameStage');
    expect(taskStepRefusal('new', 'cancelled', 'member')).toBe('apps.task.errors.consoleOnly');
    expect(taskStepRefusal('new', 'accepted', 'console')).toBe('apps.task.errors.memberOnly');
    expect(taskStepRefusal('new', 'done', 'member')).toBe('apps.task.errors.invalidStep');
  });

  it('has no step out of a closed stage', () => {
    for (const closed of ['done', 'cancelled'] as TaskStage[]) expect(TASK_STEPS[closed]).toEqual({});
  });
});

describe('overdue', () => {
  const now = 1_000_000;
  it('is what an open task past its deadline shows', () => {
    expect(taskStatusOf('new', now - 1, now)).toBe('overdue');
    expect(taskStatusOf('in_progress', now, now)).toBe('overdue');
    expect(taskStatusOf('accepted', now + 1, now)).toBe('accepted');
    expect(taskStatusOf('new', null, now)).toBe('new');
  });
  it('never hides a finished or cancelled task', () => {
    expect(taskStatusOf('done', now - 1, now)).toBe('done');
    expect(taskStatusOf('cancelled', now - 1, now)).toBe('cancelled');
  });
});

describe('attachments', () => {
  it('are known by their first bytes, text only as UTF-8 without control bytes', () => {
    expect(sniffAttachment(Buffer.from('89504e470d0a1a0a', 'hex'), 'a.bin')?.contentType).toBe('image/png');
    expect(sniffAttachment(Buffer.from('%PDF-1.7\n'), 'x.png')?.contentType).toBe('application/pdf');
    expect(sniffAttachment(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'w')?.contentType).toBe('image/webp');
    expect(sniffAttachment(Buffer.from('hello\r\n\tworld'), 'a.txt')?.contentType).toBe('text/plain');
    expect(sniffAttachment(Buffer.from('hello'), 'a.exe')).toBeNull();
    expect(sniffAttachment(Buffer.from('he\u0000llo'), 'a.txt')).toBeNull();
    expect(sniffAttachment(Buffer.from([0xc3, 0x28]), 'a.txt')).toBeNull();
  });
});
