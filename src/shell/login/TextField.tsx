import { FormGroup, InputGroup, type InputGroupProps, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps extends Omit<InputGroupProps, 'id' | 'intent' | 'size'> {
  /** Element id (and test id); the label points at it. */
  id: string;
  label: string;
  /** i18n key of the field's message, shown under it in red. */
  error?: string;
  /** A hint under the field while it has no error. */
  hint?: ReactNode;
}

/** One labelled input of the sign-in variants, with its validation message. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ? t(error) : hint}>
      <InputGroup id={id} data-testid={id} intent={intent} size="large" {...input} />
    </FormGroup>
  );
}
