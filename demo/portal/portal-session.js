// Shared by the partner's pages: start the element library in the page's language and show the page's
// workspace only while the console session is signed in (so no element asks the API without one).
import { configure, defineAll, session } from '../elements/index.js';

export const locale = new URLSearchParams(location.search).get('lang') === 'en' ? 'en' : 'zh_CN';

/**
 * `build()` creates the signed-in elements, `teardown()` removes them. The page provides #portal-sign-in,
 * #portal-workspace and #portal-sign-out.
 */
export async function startPortal({ build, teardown }) {
  await configure({ locale });
  defineAll();
  document.documentElement.lang = locale === 'en' ? 'en' : 'zh-CN';
  for (const link of document.querySelectorAll('a[data-keep-lang]')) link.search = `?lang=${locale}`;

  // A portal that already holds a token passes it instead of signing in (?token=… here, for the demo).
  const token = new URLSearchParams(location.search).get('token');
  // biome-ignore lint/correctness/useHookAtTopLevel: `session.useToken` is the host API, not a React hook.
  if (token) await session.useToken(token);

  const signIn = document.getElementById('portal-sign-in');
  const workspace = document.getElementById('portal-workspace');
  const signOut = document.getElementById('portal-sign-out');
  let built = false;

  function showWorkspace() {
    if (!built) build();
    built = true;
    signIn.hidden = true;
    workspace.hidden = false;
    signOut.hidden = false;
  }

  function showSignIn() {
    if (built) teardown();
    built = false;
    workspace.hidden = true;
    signOut.hidden = true;
    signIn.hidden = false;
  }

  document.addEventListener('dc-signed-in', showWorkspace);
  window.addEventListener('dc-session-expired', showSignIn);
  signOut.addEventListener('click', () => {
    void session.logout().then(showSignIn);
  });
  if (session.signedIn) showWorkspace();
  else showSignIn();
}
