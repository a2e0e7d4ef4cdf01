// Shared unit-test setup: jsdom provides window, localStorage and sessionStorage.
import { loadAllMessages, loadLocale } from '../../src/core/i18n';

// zh_CN's rest (everything past the sign-in pages' boot part) as the signed-in console has it; from then on
// every locale loads whole.
await loadAllMessages();
// The console bundles zh_CN only and loads English on demand; tests read English messages
// synchronously too (getFixedT('en'), elements pinned to `en`), so it is in memory before any test runs.
await loadLocale('en');
