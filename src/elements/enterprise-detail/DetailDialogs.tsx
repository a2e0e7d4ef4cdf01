import { Button, Classes, Dialog, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema } from '../../contract/auth';
import { ExpiryInput } from '../kit/enterprise/ExpiryInput';
import { FunctionsInput } from '../kit/enterprise/FunctionsInput';
import { OverlayTitle } from '../kit/overlay/OverlayTitle';

interface ValueDialogProps<Value> {
  isOpen: boolean;
  title: string;
  initial: Value;
  /** The input; `id` labels it. */
  input(props: { id: string; value: Value; onChange(value: Value): void }): ReactNode;
  label: string;
  /** A message key when the value may not be saved, else null. */
  validate?(value: Value): string | null;
  help?: string;
  onSave(value: Value): Promise<void>;
  onClose(): void;
}

/** A small dialog that edits one value of the enterprise and saves it with one call. */
function ValueDialog<Value>({
  isOpen,
  title,
  initial,
  input,
  label,
  validate,
  help,
  onSave,
  onClose,
}: ValueDialogProps<Value>) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (isOpen) {
      setValue(initial);
      setProblem(null);
    }
  }, [isOpen, initial]);
  const save = async () => {
    const invalid = validate?.(value) ?? null;
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await onSave(value);
      onClose();
    } catch {
      // The HTTP client has shown why; the dialog stays open to try again.
    } finally {
      setSaving(false);
    }
  };
  const id = 'dc-detail-value';
  return (
    <Dialog
      isOpen={isOpen}
      isCloseButtonShown={false}
      title={<OverlayTitle text={title} onClose={onClose} />}
      onClose={onClose}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          <FormGroup
            label={label}
            labelFor={id}
            intent={problem ? Intent.DANGER : Intent.NONE}
            helperText={problem ? t(problem, { field: label, min: 8, max: 64 }) : help}
          >
            {input({ id, value, onChange: setValue })}
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={t('common.cancelText')} onClick={onClose} />
            <Button type="submit" intent={Intent.PRIMARY} loading={saving} text={t('common.saveText')} />
          </div>
        </div>
      </form>
    </Dialog>
  );
}

export function ExpiryDialog(props: {
  isOpen: boolean;
  expiry: number | null;
  onSave(expiry: number | null): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <ValueDialog<string>
      isOpen={props.isOpen}
      title={t('enterprises.setExpiry')}
      label={t('resources.enterprise.fields.expiry')}
      help={t('enterprises.expiryHelp')}
      initial={props.expiry === null ? '' : String(props.expiry)}
      input={({ id, value, onChange }) => <ExpiryInput id={id} value={value} onChange={onChange} />}
      onSave={(value) => props.onSave(value === '' ? null : Number(value))}
      onClose={props.onClose}
    />
  );
}

export function FunctionsDialog(props: {
  isOpen: boolean;
  functions: readonly string[];
  onSave(functions: string[]): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <ValueDialog<readonly string[]>
      isOpen={props.isOpen}
      title={t('enterprises.setFunctions')}
      label={t('resources.enterprise.fields.functions')}
      initial={props.functions}
      input={({ id, value, onChange }) => <FunctionsInput id={id} value={value} onChange={onChange} />}
      onSave={(value) => props.onSave([...value])}
      onClose={props.onClose}
    />
  );
}

export function AdminPasswordDialog(props: {
  isOpen: boolean;
  username: string;
  onSave(password: string): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <ValueDialog<string>
      isOpen={props.isOpen}
      title={t('enterprises.adminPasswordTitle', { username: props.username })}
      label={t('resources.enterprise.fields.password')}
      help={t('enterprises.adminPasswordHelp')}
      initial=""
      validate={(value) => {
        const result = newPasswordSchema.safeParse(value);
        return result.success ? null : (result.error.issues[0]?.message ?? 'validation.invalidValue');
      }}
      input={({ id, value, onChange }) => (
        <InputGroup
          id={id}
          type="password"
          autoComplete="new-password"
          value={value}
          onValueChange={onChange}
        />
      )}
      onSave={props.onSave}
      onClose={props.onClose}
    />
  );
}
