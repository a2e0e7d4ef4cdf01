import {
  Button,
  Callout,
  Classes,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  TextArea,
} from '@blueprintjs/core';
import { type FormEvent, type ReactNode, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AppTask,
  addTask,
  TASK_PRIORITIES,
  type TaskAttachment,
  taskCreateSchema,
  taskUpdateSchema,
  updateTask,
  uploadTaskAttachment,
} from '../../contract/apps/appTask';
import type { CallGroup } from '../../contract/resources/callGroup';
import { useCan, useElementToaster, useKitCore } from '../kit';
import { messagesByField } from '../kit/form/validationMessages';
import { Drawer } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { watched } from '../kit/resource/resourceClient';
import { uploadMultipart } from '../kit/resource/uploadMultipart';
import { ATTACHMENT_ACCEPT, TaskAttachments } from './TaskAttachments';
import { TaskMembersField } from './TaskMembersField';
import { fromLocalInput, toLocalInput } from './taskText';

interface Draft {
  title: string;
  content: string;
  priority: string;
  deadline: string;
  memberIds: string[];
  callGroupId: string;
  address: string;
  latitude: string;
  longitude: string;
}

function draftOf(task: AppTask | null): Draft {
  return {
    title: task?.title ?? '',
    content: task?.content ?? '',
    priority: task?.priority ?? 'normal',
    deadline: toLocalInput(task?.deadline ?? null),
    memberIds: task?.memberIds ?? [],
    callGroupId: task?.callGroupId ?? '',
    address: task?.address ?? '',
    latitude: task?.latitude === null || task?.latitude === undefined ? '' : String(task.latitude),
    longitude: task?.longitude === null || task?.longitude === undefined ? '' : String(task.longitude),
  };
}

/** The draft as the contract reads it: numbers as numbers, empty optional values as null. */
function requestOf(draft: Draft): Record<string, unknown> {
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    title: draft.title,
    content: draft.content,
    priority: draft.priority,
    deadline: draft.deadline ? fromLocalInput(draft.deadline) : null,
    memberIds: draft.memberIds,
    callGroupId: draft.callGroupId || null,
    address: draft.address,
    latitude: number(draft.latitude),
    longitude: number(draft.longitude),
  };
}

export interface TaskDrawerProps {
  /** undefined: closed; null: a new task; a task: edit it. */
  task: AppTask | null | undefined;
  callGroups: readonly CallGroup[];
  onClose(): void;
  onSaved(task: AppTask, created: boolean): void;
}

/**
 * Create or edit a task: title, content, priority, deadline, members and/or a call group, location and
 * attachments (a new task's files are uploaded once it is saved). Checked with the contract's schema first,
 * then by the server, whose refusal shows above the form.
 */
export function TaskDrawer({ task, callGroups, onClose, onSaved }: TaskDrawerProps) {
  const { t, i18n } = useTranslation();
  const { http, store } = useKitCore();
  const toaster = useElementToaster();
  const canListMembers = useCan('localuser:search');
  const isOpen = task !== undefined;
  const [draft, setDraft] = useState<Draft>(() => draftOf(task ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  useLayoutEffect(() => {
    if (!isOpen) return;
    setDraft(draftOf(task ?? null));
    setErrors({});
    setFailure(null);
    setFiles([]);
  }, [isOpen, task]);
  const focusReturn = useFocusReturn(isOpen);

  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  const label = (name: string) => t(`apps.task.fields.${name}`);

  const uploadPending = async (saved: AppTask) => {
    for (const file of files) {
      try {
        await watched(
          uploadMultipart<TaskAttachment>(
            http,
            uploadTaskAttachment.path,
            file,
            { taskId: saved.id },
            {
              getToken: () => store.user.token,
              getLocale: () => store.app.locale,
            },
          ),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        toaster.show(t('kit.upload.failed', { file: file.name, reason }), Intent.DANGER);
      }
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const request = task ? { ...requestOf(draft), id: task.id } : requestOf(draft);
    const parsed = (task ? taskUpdateSchema : taskCreateSchema).safeParse(request);
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error, label, t, i18n));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const saved = task
        ? await watched(http.call(updateTask, parsed.data as never))
        : await watched(http.call(addTask, parsed.data as never));
      if (!task && files.length) await uploadPending(saved);
      onSaved(saved, !task);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: string, input: ReactNode, required = false) => (
    <FormGroup
      label={label(name)}
      labelFor={`dc-task-${name}`}
      labelInfo={required ? '*' : undefined}
      intent={errors[name] ? Intent.DANGER : Intent.NONE}
      helperText={errors[name]}
    >
      {input}
    </FormGroup>
  );
  const text = (name: 'title' | 'address' | 'latitude' | 'longitude', inputMode?: 'decimal') => (
    <InputGroup
      id={`dc-task-${name}`}
      value={draft[name]}
      inputMode={inputMode}
      disabled={saving}
      intent={errors[name] ? Intent.DANGER : Intent.NONE}
      onValueChange={(value) => set(name, value)}
    />
  );

  return (
    <Drawer
      {...focusReturn}
      isOpen={isOpen}
      title={t(task ? 'apps.task.edit' : 'apps.task.add')}
      onClose={onClose}
      size="min(560px, 100%)"
      canOutsideClickClose={!saving}
    >
      <form className="dc-form" onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <div className={`${Classes.DRAWER_BODY} dc-form-drawer-body`} part="form">
          {failure || errors[''] ? (
            <Callout intent={Intent.DANGER} role="alert" compact>
              {failure ?? errors['']}
            </Callout>
          ) : null}
          {field('title', text('title'), true)}
          {field(
            'content',
            <TextArea
              id="dc-task-content"
              fill
              rows={4}
              value={draft.content}
              disabled={saving}
              onChange={(event) => set('content', event.currentTarget.value)}
            />,
          )}
          <div className="dc-task-row">
            {field(
              'priority',
              <HTMLSelect
                iconProps={{ title: t('kit.assistive.openDropdown') }}
                id="dc-task-priority"
                fill
                value={draft.priority}
                disabled={saving}
                onChange={(event) => set('priority', event.currentTarget.value)}
                options={TASK_PRIORITIES.map((value) => ({ value, label: t(`apps.task.priority.${value}`) }))}
              />,
            )}
            {field(
              'deadline',
              <input
                id="dc-task-deadline"
                className="bp6-input bp6-fill"
                type="datetime-local"
                value={draft.deadline}
                disabled={saving}
                onChange={(event) => set('deadline', event.currentTarget.value)}
              />,
            )}
          </div>
          <p className="dc-task-muted">{t('apps.task.assigneeHint')}</p>
          {field(
            'memberIds',
            canListMembers ? (
              <TaskMembersField
                id="dc-task-memberIds"
                value={draft.memberIds}
                disabled={saving}
                addLabel={t('apps.task.addMember')}
                onChange={(ids) => set('memberIds', ids)}
              />
            ) : (
              <output id="dc-task-memberIds">
                {task?.members.map((member) => member.name).join('、') || t('apps.task.noMemberAccess')}
              </output>
            ),
          )}
          {field(
            'callGroupId',
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id="dc-task-callGroupId"
              fill
              value={draft.callGroupId}
              disabled={saving}
              onChange={(event) => set('callGroupId', event.currentTarget.value)}
              options={[
                { value: '', label: t('kit.form.none') },
                ...callGroups.map((group) => ({ value: group.id, label: `${group.name} (${group.number})` })),
                // A group the reader cannot list (or deleted since) stays as it is.
                ...(task?.callGroupId && !callGroups.some((group) => group.id === task.callGroupId)
                  ? [{ value: task.callGroupId, label: task.callGroupName ?? task.callGroupId }]
                  : []),
              ]}
            />,
          )}
          {field('address', text('address'))}
          <div className="dc-task-row">
            {field('latitude', text('latitude', 'decimal'))}
            {field('longitude', text('longitude', 'decimal'))}
          </div>
          {task ? (
            <TaskAttachments task={task} onChanged={() => undefined} />
          ) : (
            field(
              'attachments',
              <>
                <input
                  id="dc-task-attachments"
                  className="bp6-input bp6-fill"
                  type="file"
                  multiple
                  accept={ATTACHMENT_ACCEPT}
                  disabled={saving}
                  onChange={(event) => setFiles([...(event.currentTarget.files ?? [])])}
                />
                {files.length ? (
                  <span className="dc-task-muted">{files.map((file) => file.name).join('、')}</span>
                ) : null}
              </>,
            )
          )}
        </div>
        <div className={Classes.DRAWER_FOOTER}>
          <Button type="submit" intent={Intent.PRIMARY} loading={saving} text={t('common.saveText')} />{' '}
          <Button text={t('common.cancelText')} disabled={saving} onClick={onClose} />
        </div>
      </form>
    </Drawer>
  );
}
