// First, for its side effect: the element library's entry makes zod run jitless before any schema is made
// (the strict CSP would report its eval probe). It is also the shell's one way into the elements
// (docs/architecture.md#layers).
import '../elements';
import nprogressCss from 'nprogress/nprogress.css?inline';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { getConsoleCore } from '../core/consoleCore';
import { i18n } from '../core/i18n';
import { installErrorCapture } from '../core/session';
import { defineAll } from '../elements';
import { App } from './app/App';
import { ShellState } from './app/ShellState';
import { adoptDocumentCss } from './styles/documentStyles';
import { SHELL_CSS } from './styles/shellCss';

// The shell's own sheets; Blueprint's is adopted before them by the first module drawn with it
// (styles/blueprintStyles.ts), so the sign-in page goes without it.
adoptDocumentCss(nprogressCss, ...SHELL_CSS);

// docs/behaviour.md#constants bootstrap order: app, store, config, i18n, router, guards, error handling, mount.
const core = getConsoleCore();
// A language other than the bundled zh_CN arrives as its own chunk: the first paint waits for it
// (below), so nobody sees the console flash in another language (a failed load leaves the default).
const localeReady = core.store.app.setLocale(core.store.app.locale).catch(() => undefined);
// The shell's router takes the dynamic routes: installed before the guard first builds them.
const shell = new ShellState(core);
void shell.loadSystemInfo();
// Every screen tag registers lazily; its code loads when the shell first puts the tag in the page.
defineAll();
// docs/behaviour.md#errors client error capture (recording follows the useErrorHandle setting).
installErrorCapture(window, core.store.errorLog);

const container = document.getElementById('app');
if (!container) throw new Error('index.html lacks #app');
// Not a top-level await: that made the bundler split the entry into dozens of eagerly loaded chunks.
void localeReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App core={core} shell={shell} />
      </I18nextProvider>
    </StrictMode>,
  ),
);
