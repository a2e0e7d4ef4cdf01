import { Button, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentTask, type TaskLogEntry } from '../../contract/apps/appTask';
import { useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

/** A console comment on a task; it lands in the log (here and on every open screen) at once. */
export function TaskCommentBox({ taskId, onAdded }: { taskId: string; onAdded(entry: TaskLogEntry): void }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    try {
      onAdded(await watched(http.call(commentTask, { id: taskId, text })));
      setText('');
    } catch {
      // The HTTP client showed why; the text stays to try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="dc-task-comment" onSubmit={submit} part="comment">
      <FormGroup label={t('apps.task.fields.text')} labelFor="dc-task-comment-text">
        <TextArea
          id="dc-task-comment-text"
          fill
          rows={2}
          maxLength={1000}
          value={text}
          placeholder={t('apps.task.commentPlaceholder')}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </FormGroup>
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        loading={busy}
        disabled={!text.trim()}
        text={t('apps.task.send')}
      />
    </form>
  );
}
