import { defineElement } from '../kit/element/defineElement';
import { ChangePassword } from './ChangePassword';
import changePasswordCss from './changePassword.css?inline';

/**
 * `<change-password>` — the signed-in account's password (docs/behaviour.md#screens-and-routes /user/setPassword, every role): the old
 * password, the new one twice, the rules (8–64 characters, lower and upper case, a digit, a symbol) ticked as
 * the new one is typed, show/hide, submit with Enter. The request is encrypted (`/login/setpassword`); on
 * success every other sign-in of the account ends. Needs `change_password:modify_password`.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'change_password' }` after the password changed
 * @csspart screen - the screen
 * @csspart toolbar - the title
 * @csspart form - the form
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'change-password',
  component: ChangePassword,
  attributes: {},
  events: ['dc-saved'],
  styles: changePasswordCss,
});
