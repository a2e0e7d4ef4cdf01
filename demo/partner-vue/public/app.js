// The partner's page: Vue 3 (runtime only, render functions: no template compiler, so no eval under the
// page's CSP) embedding the console's elements, which it loads from the console's own origin.
import { createApp, h, reactive } from '/vue.js';

const consoleUrl = document.querySelector('meta[name="console-url"]').content;
const params = new URLSearchParams(location.search);
const locale = params.get('lang') === 'zh_CN' ? 'zh_CN' : 'en';

const state = reactive({
  status: 'starting',
  problem: '',
  show: 'cdr',
  pageSize: 20,
  events: [],
  tenants: [],
  tenant: '',
});
let library;

/** The partner's back end exchanges its key for a console token: the page never holds a password. */
async function signIn(tenant) {
  const query = tenant ? `?tenant=${encodeURIComponent(tenant)}` : '';
  const answer = await fetch(`/session${query}`, { method: 'POST' }).then((response) => response.json());
  state.tenant = tenant;
  // With its hard end, so the library announces dc-token-expiring ahead of it.
  // biome-ignore lint/correctness/useHookAtTopLevel: `session.useToken` is the host API, not a React hook.
  await library.session.useToken({ token: answer.token, expiresAt: answer.expiresAt });
}

async function start() {
  library = await import(`${consoleUrl}/elements/index.js`);
  await library.configure({ apiBase: consoleUrl, locale });
  library.defineAll();
  // The elements may be on the page before the session: they wait for it.
  state.status = 'ready';
  state.tenants = await fetch('/tenants').then((response) => response.json());
  // A token about to end is renewed in the background: the elements go on without a flash.
  window.addEventListener('dc-token-expiring', () => {
    void signIn(state.tenant);
  });
  await signIn(state.tenants[0] ?? '');
}

function onElementEvent(event) {
  if (!event.type.startsWith('dc-')) return;
  state.events.unshift(`${event.type} ${JSON.stringify(event.detail ?? {})}`);
  state.events.splice(20);
}

const App = {
  render() {
    const choice = (value, label) =>
      h(
        'button',
        {
          type: 'button',
          'aria-pressed': String(state.show === value),
          onClick: () => {
            state.show = value;
          },
        },
        label,
      );
    return [
      h('header', [h('h1', 'Contoso Fleet'), h('span', { 'data-testid': 'partner-status' }, state.status)]),
      h('main', [
        state.problem ? h('p', { class: 'problem', role: 'alert' }, state.problem) : null,
        h('div', { class: 'controls' }, [
          choice('cdr', 'Call records'),
          choice('members', 'Members'),
          choice('none', 'Nothing'),
          ...state.tenants.map((tenant) =>
            h(
              'button',
              { type: 'button', onClick: () => void signIn(tenant).catch(showProblem) },
              `Sign in as ${tenant}`,
            ),
          ),
          h('button', { type: 'button', onClick: () => void library?.session.logout() }, 'Sign out'),
          h('label', [
            'Rows shown ',
            h(
              'select',
              {
                value: String(state.pageSize),
                onChange: (event) => {
                  state.pageSize = Number(event.target.value);
                },
              },
              [20, 50, 100].map((size) => h('option', { value: String(size) }, String(size))),
            ),
          ]),
        ]),
        // Elements are created once the library is loaded, and removed when not shown (v-if).
        state.status === 'ready'
          ? h('section', { class: 'workspace' }, [
              state.show === 'cdr' ? h('cdr-list', { 'page-size': String(state.pageSize) }) : null,
              state.show === 'members' ? h('member-list', { 'page-size': String(state.pageSize) }) : null,
            ])
          : null,
        h(
          'ul',
          { class: 'events', 'aria-label': 'Element events', 'data-testid': 'partner-events' },
          state.events.map((line, index) => h('li', { key: index }, line)),
        ),
      ]),
    ];
  },
  mounted() {
    // Every dc-* event bubbles out of the elements' shadow roots (composed): one listener sees them all.
    for (const type of [
      'dc-saved',
      'dc-deleted',
      'dc-imported',
      'dc-dept-select',
      'dc-navigate',
      'dc-row-open',
    ])
      document.getElementById('app').addEventListener(type, onElementEvent);
    window.addEventListener('dc-session-expired', onElementEvent);
  },
};

function showProblem(error) {
  state.problem = `The console could not be reached: ${error.message}`;
}

createApp(App).mount('#app');
start().catch((error) => {
  state.status = 'failed';
  showProblem(error);
});
