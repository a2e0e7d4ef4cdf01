import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TaskLogEntry } from '../../contract/apps/appTask';
import { actorText, entryNote, formatTime } from './taskText';

export interface TaskLogProps {
  entries: readonly TaskLogEntry[] | null;
  failed: boolean;
  onRetry(): void;
}

/** A task's log, oldest first: who did what and when, with notes and comments. Announced as it grows. */
export function TaskLog({ entries, failed, onRetry }: TaskLogProps) {
  const { t } = useTranslation();
  if (!entries && failed)
    return (
      <NonIdealState
        title={t('calldata.common.loadFailed')}
        action={<Button text={t('common.redo')} onClick={onRetry} />}
      />
    );
  if (!entries) return <Spinner size={20} />;
  return (
    <ol className="dc-task-log" part="log" aria-live="polite" data-testid="task-log">
      {entries.map((entry) => {
        const note = entryNote(entry, t);
        return (
          <li key={entry.id} data-action={entry.action}>
            <time dateTime={new Date(entry.time).toISOString()}>{formatTime(entry.time)}</time>{' '}
            <strong>{actorText(entry, t)}</strong> {t(`apps.task.actions.${entry.action}`)}
            {note ? <span className="dc-task-log-note">{note}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
