// The partner page's own script (its own file: the page's policy allows no inline script).
// It uses only the element library's documented host API, tags, attributes and events.
import { locale, startPortal } from './portal-session.js';

const workspace = document.getElementById('portal-workspace');
const side = workspace.querySelector('.portal-side');
const main = workspace.querySelector('.portal-main');
const filterText = document.getElementById('portal-filter');
const allText = locale === 'en' ? 'All departments' : '全部部门';

// The documented event of <dept-tree>: choosing a department filters <member-list> through `dept-id`.
document.addEventListener('dc-dept-select', (event) => {
  const members = main.querySelector('member-list');
  const { id, name } = event.detail;
  if (id) members?.setAttribute('dept-id', id);
  else members?.removeAttribute('dept-id');
  filterText.textContent = id ? name : allText;
});

await startPortal({
  build() {
    const tree = document.createElement('dept-tree');
    tree.setAttribute('compact', '');
    tree.setAttribute('readonly', '');
    side.append(tree);
    const members = document.createElement('member-list');
    members.setAttribute('page-size', '20');
    main.append(members);
    filterText.textContent = allText;
  },
  teardown() {
    side.replaceChildren();
    main.replaceChildren();
  },
});
