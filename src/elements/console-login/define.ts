import { defineElement } from '../kit/element/defineElement';
import { ConsoleLogin } from './ConsoleLogin';

/**
 * `<console-login>` — account/password sign-in for partner portals that hold no token
 * (docs/architecture.md#elements host API). It signs in the page's one shared session, so every element on the
 * page is signed in with it; it never navigates.
 *
 * @attr username - pre-filled account
 * @attr hide-signed-in - when signed in, render nothing instead of "Signed in as …" and a sign-out button
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-signed-in - `{ username, role }` after a successful sign-in
 * @fires dc-signed-out - `{ username }` after the sign-out button ended the session
 * @csspart root - the element's themed box
 * @csspart form - the sign-in form (or the signed-in summary)
 * @cssprop --dc-primary - colour of the sign-in button
 * @cssprop --dc-surface - background
 */
export default defineElement({
  tag: 'console-login',
  component: ConsoleLogin,
  attributes: { username: 'string', hideSignedIn: 'boolean' },
  events: ['dc-signed-in', 'dc-signed-out'],
  withoutSession: true,
});
