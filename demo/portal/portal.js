// The partner page's own script (its own file: the page's policy allows no inline script).
// It uses only the element library's documented host API, tags, attributes and events.
import { configure, defineAll, session } from '../elements/index.js';

const params = new URLSearchParams(location.search);
const locale = params.get('lang') === 'en' ? 'en' : 'zh_CN';
await configure({ locale });
defineAll();
document.documentElement.lang = locale === 'en' ? 'en' : 'zh-CN';

// A portal that already holds a token passes it instead of signing in (?token=… here, for the demo).
const token = params.get('token');
// biome-ignore lint/correctness/useHookAtTopLevel: `session.useToken` is the host API, not a React hook.
if (token) session.useToken(token);

const signIn = document.getElementById('portal-sign-in');
const workspace = document.getElementById('portal-workspace');
const side = workspace.querySelector('.portal-side');
const main = workspace.querySelector('.portal-main');
const filterText = document.getElementById('portal-filter');
const signOut = document.getElementById('portal-sign-out');
const allText = locale === 'en' ? 'All departments' : '全部部门';

/** The elements exist only while signed in, so nothing asks the API without a session. */
function showWorkspace() {
  if (!side.firstElementChild) {
    const tree = document.createElement('dept-tree');
    tree.setAttribute('compact', '');
    tree.setAttribute('readonly', '');
    side.append(tree);
    const members = document.createElement('member-list');
    members.setAttribute('page-size', '20');
    main.append(members);
  }
  filterText.textContent = allText;
  signIn.hidden = true;
  workspace.hidden = false;
  signOut.hidden = false;
}

function showSignIn() {
  side.replaceChildren();
  main.replaceChildren();
  workspace.hidden = true;
  signOut.hidden = true;
  signIn.hidden = false;
}

// The documented event of <dept-tree>: choosing a department filters <member-list> through `dept-id`.
document.addEventListener('dc-dept-select', (event) => {
  const members = main.querySelector('member-list');
  const { id, name } = event.detail;
  if (id) members?.setAttribute('dept-id', id);
  else members?.removeAttribute('dept-id');
  filterText.textContent = id ? name : allText;
});

document.addEventListener('dc-signed-in', showWorkspace);
window.addEventListener('dc-session-expired', showSignIn);
signOut.addEventListener('click', () => {
  void session.logout().then(showSignIn);
});

if (session.signedIn) showWorkspace();
else showSignIn();
