import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { getConsoleCore } from '../core/consoleCore';
import { i18n } from '../core/i18n';
import { App } from './app/App';

// spec §9 bootstrap order: app, store, config, i18n, router, guards, error handling, mount.
const core = getConsoleCore();
void core.store.app.setLocale(core.store.app.locale);

const container = document.getElementById('app');
if (!container) throw new Error('index.html lacks #app');
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App core={core} />
    </I18nextProvider>
  </StrictMode>,
);
