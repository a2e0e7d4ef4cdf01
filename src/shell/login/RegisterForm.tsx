import { Button, Callout, Intent } from '@blueprintjs/core';
import { Lock, MobilePhone, User } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerAccount } from '../../contract';
import { useConsole } from '../app/ConsoleContext';
import { FormFailure } from './FormFailure';
import { LoginForm } from './LoginForm';
import { SmsCodeField } from './SmsCodeField';
import { TextField } from './TextField';
import { useVariantForm } from './useVariantForm';
import { registerFormSchema } from './variantForms';

const ID = 'register';

/**
 * spec §2 register: account name, password twice, mobile number and its SMS code. Once registered, the
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
      <TextField
        id={`${ID}-password`}
        label={t('sys.login.password')}
        leftIcon={<Lock />}
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        onValueChange={form.set('password')}
        error={form.errors.password}
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
      <TextField
        id={`${ID}-phone`}
        label={t('shell.login.phone')}
        leftIcon={<MobilePhone />}
        type="tel"
        autoComplete="tel"
        placeholder={t('shell.login.phonePlaceholder')}
        value={form.values.phone}
        onValueChange={form.set('phone')}
        error={form.errors.phone}
      />
      <SmsCodeField
        idPrefix={ID}
        purpose="register"
        phone={form.values.phone}
        value={form.values.code}
        onValueChange={form.set('code')}
        error={form.errors.code}
        onPhoneError={form.setError('phone')}
        onFailure={form.setFailure}
      />
      <FormFailure idPrefix={ID} message={form.failure} />
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        size="large"
        fill
        loading={form.busy}
        data-testid={`${ID}-submit`}
        text={t('shell.login.register.submit')}
      />
    </form>
  );
}
