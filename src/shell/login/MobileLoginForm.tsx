import { Button, Intent } from '@blueprintjs/core';
import { MobilePhone } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { loginMobile } from '../../contract';
import { useConsole } from '../app/ConsoleContext';
import { FormFailure } from './FormFailure';
import { SmsCodeField } from './SmsCodeField';
import { TextField } from './TextField';
import { useVariantForm } from './useVariantForm';
import { mobileLoginFormSchema } from './variantForms';

const ID = 'mobile';

/** spec §2 mobile sign-in: the number bound to an account and an SMS code; the session path of password sign-in. */
export function MobileLoginForm() {
  const { http, store } = useConsole();
  const { t } = useTranslation();
  const form = useVariantForm(mobileLoginFormSchema, { phone: '', code: '' }, async (values) => {
    const answer = await http.call(loginMobile, values, { errorMessageMode: 'none' });
    // The login gate sees the token and moves on (spec §2 guard rule 2), as after a password sign-in.
    await store.user.signInWith(answer, { goHome: false });
  });
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
        purpose="login"
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
        text={t('sys.login.loginButton')}
      />
    </form>
  );
}
