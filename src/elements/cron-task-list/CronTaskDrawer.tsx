import {
  Button,
  Classes,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  NumericInput,
  Switch,
} from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addCronTask,
  CRON_TASK_KINDS,
  type CronTask,
  type CronTaskKind,
  KINDS_WITH_DAYS,
  previewCronExpression,
  RETENTION_DAYS,
  updateCronTask,
} from '../../contract/operations';
import { useElementToaster, useKitCore } from '../kit';
import { Drawer } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { watched } from '../kit/resource/resourceClient';
import { formatRunTime } from './cronText';

export interface CronTaskDrawerProps {
  /** The task edited; `null` for a new one; `undefined` when closed. */
  task: CronTask | null | undefined;
  onClose(): void;
  onSaved(task: CronTask): void;
}

interface Draft {
  name: string;
  kind: CronTaskKind;
  expression: string;
  days: number;
  enabled: boolean;
}

const PREVIEW_DEBOUNCE_MS = 300;

function draftOf(task: CronTask | null | undefined): Draft {
  return {
    name: task?.name ?? '',
    kind: task?.kind ?? 'databaseBackup',
    expression: task?.expression ?? '0 3 * * *',
    days: task?.params.days ?? 180,
    enabled: task?.enabled ?? true,
  };
}

/** The task form: name, kind (with what it does), cron expression with its next runs as typed, days, enabled. */
export function CronTaskDrawer({ task, onClose, onSaved }: CronTaskDrawerProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const open = task !== undefined;
  const focusReturn = useFocusReturn(open);
  const [draft, setDraft] = useState<Draft>(() => draftOf(task));
  const [preview, setPreview] = useState<{ runs: number[] } | { error: string } | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(draftOf(task)), [task]);

  useEffect(() => {
    if (!open) return;
    const expression = draft.expression.trim();
    if (!expression) {
      setPreview(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      // Silent: an expression being typed is often invalid; the reason shows under the field instead.
      http
        .call(previewCronExpression, { expression }, { errorMessageMode: 'none' })
        .then((answer) => current && setPreview({ runs: (answer as { nextRuns: number[] }).nextRuns }))
        .catch(
          (error: unknown) =>
            current &&
            setPreview({
              error: error instanceof Error ? error.message : t('operations.cronTask.previewInvalid'),
            }),
        );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft.expression, open, http, t]);

  const needsDays = KINDS_WITH_DAYS.includes(draft.kind);
  const daysValid =
    Number.isInteger(draft.days) && draft.days >= RETENTION_DAYS.min && draft.days <= RETENTION_DAYS.max;
  // An expression the preview has flagged is not sent: the server would only refuse it (400).
  const expressionFlagged = preview !== null && 'error' in preview;
  const valid =
    draft.name.trim() !== '' &&
    draft.expression.trim() !== '' &&
    !expressionFlagged &&
    (!needsDays || daysValid);
  const save = async () => {
    setSaving(true);
    const body = {
      name: draft.name.trim(),
      kind: draft.kind,
      expression: draft.expression.trim(),
      params: needsDays ? { days: draft.days } : {},
      enabled: draft.enabled,
    };
    try {
      const saved = (await watched(
        task ? http.call(updateCronTask, { id: task.id, ...body }) : http.call(addCronTask, body),
      )) as CronTask;
      toaster.show(t('operations.cronTask.saved', { name: saved.name }), Intent.SUCCESS);
      onSaved(saved);
    } catch {
      // The HTTP client showed the reason (a bad schedule, a missing parameter).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      {...focusReturn}
      isOpen={open}
      onClose={onClose}
      title={task ? t('operations.cronTask.edit') : t('operations.cronTask.add')}
      size="480px"
    >
      <form
        className={Classes.DRAWER_BODY}
        part="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !saving) void save();
        }}
      >
        <div className="dc-drawer-body">
          <FormGroup label={t('operations.cronTask.fields.name')} labelFor="dc-cron-name" labelInfo="*">
            <InputGroup
              id="dc-cron-name"
              value={draft.name}
              maxLength={64}
              onValueChange={(name) => setDraft({ ...draft, name })}
            />
          </FormGroup>
          <FormGroup
            label={t('operations.cronTask.fields.kind')}
            labelFor="dc-cron-kind"
            helperText={t(`operations.cronTask.kindHints.${draft.kind}`)}
          >
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id="dc-cron-kind"
              value={draft.kind}
              onChange={(event) => setDraft({ ...draft, kind: event.currentTarget.value as CronTaskKind })}
              options={CRON_TASK_KINDS.map((kind) => ({
                value: kind,
                label: t(`operations.cronTask.kinds.${kind}`),
              }))}
            />
          </FormGroup>
          <FormGroup
            label={t('operations.cronTask.fields.expression')}
            labelFor="dc-cron-expression"
            labelInfo="*"
            helperText={t('operations.cronTask.expressionHelp')}
          >
            <InputGroup
              id="dc-cron-expression"
              value={draft.expression}
              className="dc-cron-expression"
              onValueChange={(expression) => setDraft({ ...draft, expression })}
              intent={preview && 'error' in preview ? Intent.DANGER : Intent.NONE}
            />
          </FormGroup>
          <div className="dc-cron-preview" aria-live="polite" data-testid="cron-preview">
            {preview && 'runs' in preview ? (
              <>
                <strong>{t('operations.cronTask.preview')}</strong>
                <ol>
                  {preview.runs.map((time) => (
                    <li key={time}>{formatRunTime(time)}</li>
                  ))}
                </ol>
              </>
            ) : preview ? (
              <span className="dc-cron-preview-error">{preview.error}</span>
            ) : null}
          </div>
          {needsDays ? (
            <FormGroup
              label={t('operations.cronTask.fields.days')}
              labelFor="dc-cron-days"
              labelInfo="*"
              intent={daysValid ? Intent.NONE : Intent.DANGER}
            >
              <InputGroup
                id="dc-cron-days"
                type="number"
                min={RETENTION_DAYS.min}
                max={RETENTION_DAYS.max}
                value={Number.isFinite(draft.days) ? String(draft.days) : ''}
                onValueChange={(value) => setDraft({ ...draft, days: Number.parseInt(value, 10) })}
                intent={daysValid ? Intent.NONE : Intent.DANGER}
              />
            </FormGroup>
          ) : null}
          <Switch
            label={t('operations.cronTask.fields.enabled')}
            checked={draft.enabled}
            onChange={(event) => setDraft({ ...draft, enabled: event.currentTarget.checked })}
          />
        </div>
        <div className={Classes.DRAWER_FOOTER}>
          <Button text={t('common.cancelText')} onClick={onClose} />{' '}
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            text={t('common.saveText')}
            loading={saving}
            disabled={!valid}
          />
        </div>
      </form>
    </Drawer>
  );
}
