// Shared unit-test setup: jsdom provides window, localStorage and sessionStorage.
import { loadLocale } from '../../src/core/i18n';

// Issue 16: the console bundles zh_CN only and loads English on demand; tests read English messages
// synchronously too (getFixedT('en'), elements pinned to `en`), so it is in memory before any test runs.
await loadLocale('en');
