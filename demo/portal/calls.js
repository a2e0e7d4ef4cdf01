// The partner's call-records page: <cdr-list> for the dispatch desk, with <sos-notifier> so a new alarm
// shows here too. Only the element library's documented host API, tags, attributes and events.
import { locale, startPortal } from './portal-session.js';

const main = document.querySelector('#portal-workspace .portal-main');
const status = document.getElementById('portal-alarm');

// The documented event of <sos-notifier>: this page has no alarm screen, so it says where to handle it.
document.addEventListener('dc-sos-open', (event) => {
  const { alarm } = event.detail;
  status.textContent =
    locale === 'en'
      ? `Alarm from ${alarm.memberName}: handle it in the dispatch console.`
      : `${alarm.memberName} 的告警：请在调度台处理。`;
  status.hidden = false;
});

await startPortal({
  build() {
    const records = document.createElement('cdr-list');
    records.setAttribute('page-size', '20');
    main.append(records);
    main.append(document.createElement('sos-notifier'));
  },
  teardown() {
    main.replaceChildren();
    status.hidden = true;
  },
});
