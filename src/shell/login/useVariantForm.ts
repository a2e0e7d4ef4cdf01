import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from './variantForms';

/**
 * State of a sign-in variant form: its values, the fields' messages (checked on submit with the contract
 * schema), the server's message and the busy flag. `submit` runs `send` with the valid values.
 */
export function useVariantForm<Values extends Record<string, string>>(
  schema: z.ZodType,
  initial: Values,
  send: (values: Values) => Promise<void>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (field: keyof Values & string) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(schema, values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setFailure('');
    try {
      await send(values);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('sys.api.errorMessage'));
    } finally {
      setBusy(false);
    }
  };

  const setError = (field: string) => (key: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: key }));

  return { values, set, errors, setError, failure, setFailure, busy, submit };
}

export type VariantForm<Values extends Record<string, string>> = ReturnType<typeof useVariantForm<Values>>;
