import type { HttpHooks } from '../http/types';
import type { RootStore } from './RootStore';

/** The log is readable on the page: a token that found its way into a text is masked. */
function withoutToken(text: string | undefined, token: string | undefined): string | undefined {
  return text && token ? text.replaceAll(token, '***') : text;
}

/** The HTTP client's hooks served by the session (docs/behaviour.md#states session expiry, docs/behaviour.md#errors notices). */
export function sessionHttpHooks(root: RootStore): HttpHooks {
  return {
    getToken: () => root.user.token,
    getLocale: () => root.app.locale,
    translate: (key, options) => root.deps.translate(key, options),
    notifier: root.notices,
    onSessionTimeout: () => {
      void root.user.handleSessionTimeout();
    },
    onUnauthorized: () => {
      void root.user.handleUnauthorized();
    },
    onRequestFailure: (failure) => {
      root.errorLog.addAjaxError({
        url: failure.url,
        message: failure.status ? `${failure.status} ${failure.message}` : failure.message,
        method: failure.method,
        params: failure.params,
        headers: failure.headers,
        stack: withoutToken(failure.stack, root.user.token),
      });
    },
  };
}
