import { Button, Intent } from '@blueprintjs/core';
import { Lock, MobilePhone } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SmsPurpose } from '../../contract';
import { FormFailure } from './FormFailure';
import { SmsCodeField } from './SmsCodeField';
import { TextField } from './TextField';
import type { VariantForm } from './useVariantForm';

/** The mobile number and its SMS code, as every code-based variant asks for them. */
export function PhoneCodeFields({
  id,
  purpose,
  form,
  autoFocus = false,
}: {
  id: string;
  purpose: SmsPurpose;
  form: VariantForm<{ phone: string; code: string }>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${id}-phone`}
        label={t('shell.login.phone')}
        leftIcon={<MobilePhone />}
        type="tel"
        autoComplete="tel"
        autoFocus={autoFocus}
        placeholder={t('shell.login.phonePlaceholder')}
        value={form.values.phone}
        onValueChange={form.set('phone')}
        error={form.errors.phone}
      />
      <SmsCodeField
        idPrefix={id}
        purpose={purpose}
        phone={form.values.phone}
        value={form.values.code}
        onValueChange={form.set('code')}
        error={form.errors.code}
        onPhoneError={form.setError('phone')}
        onFailure={form.setFailure}
      />
    </>
  );
}

/** A new password and its confirmation, with the password rule under the first. */
export function NewPasswordFields<Field extends string>({
  id,
  field,
  label,
  form,
}: {
  id: string;
  field: Field;
  label: string;
  form: VariantForm<Record<Field | 'confirm', string>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${id}-password`}
        label={label}
        leftIcon={<Lock />}
        type="password"
        autoComplete="new-password"
        value={form.values[field]}
        onValueChange={form.set(field)}
        error={form.errors[field]}
        hint={t('shell.login.passwordRule')}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('shell.login.confirmPassword')}
        leftIcon={<Lock />}
        type="password"
        autoComplete="new-password"
        value={form.values.confirm}
        onValueChange={form.set('confirm')}
        error={form.errors.confirm}
      />
    </>
  );
}

/** The server's message, then the form's submit button (busy while sending). */
export function VariantSubmit({
  id,
  text,
  form,
}: {
  id: string;
  text: string;
  form: Pick<VariantForm<Record<string, string>>, 'failure' | 'busy'>;
}) {
  return (
    <>
      <FormFailure idPrefix={id} message={form.failure} />
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        size="large"
        fill
        loading={form.busy}
        data-testid={`${id}-submit`}
        text={text}
      />
    </>
  );
}
