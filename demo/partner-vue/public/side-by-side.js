// A partner page with <console-login> beside <cdr-list> and <member-list>, every element there from the
// start: the library's one session decides what they show. The page only lists the session's events.
const consoleUrl = document.querySelector('meta[name="console-url"]').content;
const library = await import(`${consoleUrl}/elements/index.js`);
await library.configure({ apiBase: consoleUrl, locale: 'en' });
library.defineAll();

const events = document.querySelector('[data-testid="partner-events"]');
function record(event) {
  const line = document.createElement('li');
  // What happened, not who: the page keeps no account name once it is signed out.
  line.textContent = [event.type, event.detail?.change ?? event.detail?.reason ?? ''].join(' ').trim();
  events.prepend(line);
}
for (const type of ['dc-session-change', 'dc-session-expired', 'dc-token-expiring']) {
  window.addEventListener(type, record);
}
document.querySelector('[data-testid="partner-status"]').textContent = 'ready';
