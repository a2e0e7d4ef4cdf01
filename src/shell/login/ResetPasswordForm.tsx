import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH, resetPassword } from '../../contract';
import { useConsole } from '../app/ConsoleContext';
import { useVariantForm } from './useVariantForm';
import { NewPasswordFields, PhoneCodeFields, VariantSubmit } from './VariantFields';
import { resetPasswordFormSchema } from './variantForms';

const ID = 'reset';

/** docs/behaviour.md#screens-and-routes forgot password: the account's mobile number, its SMS code and a new password, twice. */
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
      <PhoneCodeFields id={ID} purpose="reset" form={form} autoFocus />
      <NewPasswordFields id={ID} field="newPassword" label={t('shell.login.newPassword')} form={form} />
      <VariantSubmit id={ID} form={form} text={t('shell.login.reset.submit')} />
    </form>
  );
}
