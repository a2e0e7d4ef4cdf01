import { Button, Callout, Classes, Intent } from '@blueprintjs/core';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Drawer } from '../overlay/LabelledOverlays';
import { useFocusReturn } from '../overlay/useFocusReturn';
import { FormFieldInput } from './FormFieldInput';
import type { FormField, FormValue } from './formFields';
import { type FormValues, fromFormValues, toFormValues } from './formValues';
import { messagesByField } from './validationMessages';

export interface FormDrawerProps {
  isOpen: boolean;
  /** Title (already translated). */
  title: string;
  /** Validates the values before submit: a resource's createSchema or updateSchema. */
  schema: z.ZodType;
  fields: readonly FormField[];
  /** The row being edited, or defaults for a new one. */
  initialValues?: Record<string, unknown>;
  /** Fields added to what is submitted (the `id` of the row being edited). */
  fixedValues?: Record<string, unknown>;
  /** Receives the parsed values; a rejection's message is shown above the form. */
  onSubmit(values: Record<string, unknown>): Promise<void>;
  onClose(): void;
  /** Drawer width (default 420px; a form with a two-pane selector wants more). */
  size?: string;
}

/**
 * A drawer with a form whose fields and validation come from a zod schema. Messages are the contract's
 * i18n keys translated into the reader's language, naming the field by its label.
 */
export function FormDrawer({
  isOpen,
  title,
  schema,
  fields,
  initialValues,
  fixedValues,
  onSubmit,
  onClose,
  size = '420px',
}: FormDrawerProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<FormValues>(() => toFormValues(fields, initialValues));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The inputs start from the row when the drawer opens or the row changes. New `fields` while open (a
  // screen's select re-rendered with data that arrived late) keep what the reader typed. Before paint,
  // so typing into a drawer that has just opened is never wiped by a late reset.
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  useLayoutEffect(() => {
    if (!isOpen) return;
    setValues(toFormValues(fieldsRef.current, initialValues));
    setErrors({});
    setFailure(null);
  }, [isOpen, initialValues]);

  const labelOf = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    return field ? t(field.label) : name;
  };

  const setValue = (name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = schema.safeParse({ ...fromFormValues(fields, values), ...fixedValues });
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error, labelOf, t, i18n));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(parsed.data as Record<string, unknown>);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const formLevel = errors[''];
  const focusReturn = useFocusReturn(isOpen);
  return (
    <Drawer
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      size={size}
      canOutsideClickClose={!saving}
      {...focusReturn}
    >
      <form className="dc-form" onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <div className={`${Classes.DRAWER_BODY} dc-form-drawer-body`} part="form">
          {failure || formLevel ? (
            <Callout intent={Intent.DANGER} role="alert" compact>
              {failure ?? formLevel}
            </Callout>
          ) : null}
          {fields.map((field) => (
            <FormFieldInput
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              disabled={saving}
              onChange={(value) => setValue(field.name, value)}
            />
          ))}
        </div>
        <div className={Classes.DRAWER_FOOTER}>
          <Button type="submit" intent={Intent.PRIMARY} loading={saving} text={t('common.saveText')} />{' '}
          <Button text={t('common.cancelText')} disabled={saving} onClick={onClose} />
        </div>
      </form>
    </Drawer>
  );
}
