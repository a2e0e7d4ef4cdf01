import { useTranslation } from 'react-i18next';
import { loginMobile } from '../../contract';
import { useConsole } from '../app/ConsoleContext';
import { useVariantForm } from './useVariantForm';
import { PhoneCodeFields, VariantSubmit } from './VariantFields';
import { mobileLoginFormSchema } from './variantForms';

const ID = 'mobile';

/** docs/behaviour.md#screens-and-routes mobile sign-in: the number bound to an account and an SMS code; the session path of password sign-in. */
export function MobileLoginForm() {
  const { http, store } = useConsole();
  const { t } = useTranslation();
  const form = useVariantForm(mobileLoginFormSchema, { phone: '', code: '' }, async (values) => {
    const answer = await http.call(loginMobile, values, { errorMessageMode: 'none' });
    // The login gate sees the token and moves on (docs/behaviour.md#screens-and-routes guard rule 2), as after a password sign-in.
    await store.user.signInWith(answer, { goHome: false });
  });
  return (
    <form onSubmit={form.submit} noValidate className="dc-login-form">
      <PhoneCodeFields id={ID} purpose="login" form={form} autoFocus />
      <VariantSubmit id={ID} form={form} text={t('sys.login.loginButton')} />
    </form>
  );
}
