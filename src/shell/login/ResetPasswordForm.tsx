import { Button, Callout, Intent } from '@blueprintjs/core';
import { Lock, MobilePhone } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH, resetPassword } from '../../contract';
import { useConsole } from '../app/ConsoleContext';
import { FormFailure } from './FormFailure';
import { SmsCodeField } from './SmsCodeField';
import { TextField } from './TextField';
import { useVariantForm } from './useVariantForm';
import { resetPasswordFormSchema } from './variantForms';

const ID = 'reset';

/** spec §2 forgot password: the account's mobile number, its SMS code and a new password, twice. */
export function ResetPasswordForm() {
  const { http } = useConsole();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useVariantForm(
    resetPasswordFormSchema,
    { phone: '', code: '', newPassword: '', confirm: '' },
    async ({ confirm: _confirm, ...values }) => {
      await http.call(resetPassword, values, { errorMessageMode: 'none' });
      setDone(true);
    },
  );

  if (done)
    return (
      <>
        <Callout intent={Intent.SUCCESS} className="dc-login__done" role="status" data-testid="reset-done">
          {t('shell.login.reset.done')}
        </Callout>
        <Button
          intent={Intent.PRIMARY}
          size="large"
          fill
          autoFocus
          data-testid="reset-sign-in"
          text={t('shell.login.reset.signInNow')}
          onClick={() => navigate(LOGIN_PATH)}
        />
      </>
    );

  return (
    <form onSubmit={form.submit} noValidate className="dc-login-form">
      <TextField
        id={`${ID}-phone`}
        label={t('shell.login.phone')}
        leftIcon={<MobilePhone />}
        type="tel"
        autoComplete="tel"
        autoFocus
        placeholder={t('shell.login.phonePlaceholder')}
        value={form.values.phone}
        onValueChange={form.set('phone')}
        error={form.errors.phone}
      />
      <SmsCodeField
        idPrefix={ID}
        purpose="reset"
        phone={form.values.phone}
        value={form.values.code}
        onValueChange={form.set('code')}
        error={form.errors.code}
        onPhoneError={form.setError('phone')}
        onFailure={form.setFailure}
      />
      <TextField
        id={`${ID}-password`}
        label={t('shell.login.newPassword')}
        leftIcon={<Lock />}
        type="password"
        autoComplete="new-password"
        value={form.values.newPassword}
        onValueChange={form.set('newPassword')}
        error={form.errors.newPassword}
        hint={t('shell.login.passwordRule')}
      />
      <TextField
        id={`${ID}-confirm`}
        label={t('shell.login.confirmPassword')}
        leftIcon={<Lock />}
        type="password"
        autoComplete="new-password"
        value={form.values.confirm}
        onValueChange={form.set('confirm')}
        error={form.errors.confirm}
      />
      <FormFailure idPrefix={ID} message={form.failure} />
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        size="large"
        fill
        loading={form.busy}
        data-testid={`${ID}-submit`}
        text={t('shell.login.reset.submit')}
      />
    </form>
  );
}
