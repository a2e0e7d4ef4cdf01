import { Callout, Intent } from '@blueprintjs/core';
import { User } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerAccount } from '../../contract';
import { useConsole } from '../app/ConsoleContext';
import { LoginForm } from './LoginForm';
import { TextField } from './TextField';
import { useVariantForm } from './useVariantForm';
import { NewPasswordFields, PhoneCodeFields, VariantSubmit } from './VariantFields';
import { registerFormSchema } from './variantForms';

const ID = 'register';

/**
 * docs/behaviour.md#screens-and-routes register: account name, password twice, mobile number and its SMS code. Once registered, the
 * screen offers sign-in with the new account name filled in.
 */
export function RegisterForm() {
  const { http } = useConsole();
  const { t } = useTranslation();
  const [registered, setRegistered] = useState('');
  const form = useVariantForm(
    registerFormSchema,
    { username: '', password: '', confirm: '', phone: '', code: '' },
    async ({ confirm: _confirm, ...values }) => {
      const answer = await http.call(registerAccount, values, { errorMessageMode: 'none' });
      setRegistered(answer.username);
    },
  );

  if (registered)
    return (
      <>
        <Callout intent={Intent.SUCCESS} className="dc-login__done" role="status" data-testid="register-done">
          {t('shell.login.register.done', { username: registered })}
        </Callout>
        <LoginForm initialUsername={registered} showRemember={false} />
      </>
    );

  return (
    <form onSubmit={form.submit} noValidate className="dc-login-form">
      <TextField
        id={`${ID}-username`}
        label={t('sys.login.userName')}
        leftIcon={<User />}
        autoComplete="username"
        autoFocus
        placeholder={t('sys.login.accountPlaceholder')}
        value={form.values.username}
        onValueChange={form.set('username')}
        error={form.errors.username}
      />
      <NewPasswordFields id={ID} field="password" label={t('sys.login.password')} form={form} />
      <PhoneCodeFields id={ID} purpose="register" form={form} />
      <VariantSubmit id={ID} form={form} text={t('shell.login.register.submit')} />
    </form>
  );
}
