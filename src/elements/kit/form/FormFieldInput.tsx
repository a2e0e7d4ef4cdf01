import { FormGroup, HTMLSelect, InputGroup, Intent, NumericInput, Switch, TextArea } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField, FormValue } from './formFields';

export interface FormFieldInputProps {
  field: FormField;
  value: FormValue;
  error?: string;
  disabled?: boolean;
  onChange(value: FormValue): void;
}

/** One labelled input of a form drawer, with its translated validation message. */
export function FormFieldInput({ field, value, error, disabled, onChange }: FormFieldInputProps) {
  const { t } = useTranslation();
  const id = `dc-field-${field.name}`;
  const label = t(field.label);
  const text = typeof value === 'string' ? value : '';
  const intent = error ? Intent.DANGER : Intent.NONE;

  let input: ReactNode;
  if (field.render) {
    input = field.render({ value, onChange, id });
  } else if (field.kind === 'list') {
    // A list has no generic input: without a screen's `render` it is shown, not edited.
    input = <output id={id}>{Array.isArray(value) ? value.join(', ') : ''}</output>;
  } else if (field.kind === 'switch') {
    input = (
      <Switch
        id={id}
        checked={value === true}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    );
  } else if (field.kind === 'select') {
    input = (
      <HTMLSelect
        iconProps={{ title: t('kit.assistive.openDropdown') }}
        id={id}
        fill
        value={text}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[
          ...(field.required ? [] : [{ value: '', label: t('kit.form.none') }]),
          ...(field.required && text === '' ? [{ value: '', label: t('kit.form.choose') }] : []),
          ...(field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) })),
        ]}
      />
    );
  } else if (field.kind === 'number') {
    input = (
      <NumericInput
        id={id}
        fill
        intent={intent}
        value={text}
        disabled={disabled}
        allowNumericCharactersOnly
        buttonPosition="none"
        onValueChange={(_number, asText) => onChange(asText)}
      />
    );
  } else if (field.kind === 'textarea') {
    input = (
      <TextArea
        id={id}
        fill
        intent={intent}
        value={text}
        disabled={disabled}
        maxLength={field.maxLength}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  } else {
    input = (
      <InputGroup
        id={id}
        intent={intent}
        type={field.kind === 'password' ? 'password' : 'text'}
        autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
        value={text}
        disabled={disabled}
        maxLength={field.maxLength}
        onValueChange={(next) => onChange(next)}
      />
    );
  }

  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={field.required ? '*' : undefined}
      intent={intent}
      helperText={error ?? (field.help ? t(field.help) : undefined)}
    >
      {input}
    </FormGroup>
  );
}
