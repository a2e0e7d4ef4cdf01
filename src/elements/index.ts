/**
 * The element library's public entry (docs/architecture.md#elements host API). A portal page:
 *
 * ```js
 * import { configure, defineAll, session } from './dist/elements/index.js';
 * configure({ apiBase: 'https://console.example.com', locale: 'en' });
 * session.useToken(tokenFromMyBackend);            // or put <console-login> on the page
 * defineAll({ prefix: 'acme' });                   // <acme-member-list>, <acme-dept-tree>, …
 * window.addEventListener('dc-session-expired', () => showMyLogin());
 * ```
 */

// First: before any contract schema is made (see the module).
import './kit/session/strictCsp';
import {
  getRuntimeConfig,
  type RuntimeConfig,
  readMetaConfig,
  setRuntimeConfig,
} from '../core/config/runtimeConfig';
import { learnProtocolSettings } from '../core/config/serverSettings';
import { getConsoleCore } from '../core/consoleCore';
import type { SessionListener } from '../core/session/sessionEvents';
import { SESSION_EXPIRED_EVENT, watchSessionExpiry } from './kit/session/sessionExpiry';
import { SESSION_CHANGE_EVENT, TOKEN_EXPIRING_EVENT } from './kit/session/sessionWindowEvents';
import type { ConfigureOptions, SessionUser } from './publicTypes';
import { type DefineAllOptions, defineAll as defineAllTags } from './registry';

export type { AccountRef, SessionEvent, SessionListener } from '../core/session/sessionEvents';
export { ELEMENT_TAGS } from './elementTags';
export type { SessionExpiredDetail, SessionExpiryReason } from './kit/session/sessionExpiry';
export type { SessionChangeDetail, TokenExpiringDetail } from './kit/session/sessionWindowEvents';
export type {
  ConfigureOptions,
  DispatchConsoleEventDetails,
  DispatchConsoleEventName,
  ElementTheme,
  SessionUser,
} from './publicTypes';
export { type DefineAllOptions, elementLoaders, isElementAvailable, loadElement } from './registry';
export { SESSION_CHANGE_EVENT, SESSION_EXPIRED_EVENT, TOKEN_EXPIRING_EVENT };

/** A token as a host hands it over: the string, or a partner token's answer with its hard end. */
export type HostToken = string | { token: string; expiresAt?: number | null };

/**
 * Points the shared session core at a platform and sets locale and theme; call before or after defineAll.
 * Without the protocol settings in the options (or in the page's `<meta name="dc-config">`, as in the
 * console), it learns them from the server; calls made meanwhile wait. Resolves once all is applied.
 */
export async function configure(options: ConfigureOptions): Promise<void> {
  const patch: Partial<RuntimeConfig> = {};
  for (const key of ['apiBase', 'urlPrefix', 'signSecret', 'cryptoKey', 'cryptoIv'] as const) {
    const value = options[key];
    if (value !== undefined) patch[key] = value;
  }
  setRuntimeConfig(patch);
  const given = options.signSecret ?? options.cryptoKey ?? options.cryptoIv ?? readMetaConfig().signSecret;
  const { apiBase, urlPrefix } = getRuntimeConfig();
  const learning = given === undefined ? learnProtocolSettings(apiBase, urlPrefix) : Promise.resolve(true);
  const { store } = getConsoleCore();
  watchSessionExpiry(store);
  if (options.theme) store.app.setDarkMode(options.theme);
  if (options.locale) await store.app.setLocale(options.locale);
  await learning;
}

/** Registers every element lazily and starts announcing `dc-session-expired` on `window`. */
export function defineAll(options: DefineAllOptions = {}): string[] {
  watchSessionExpiry(getConsoleCore().store);
  return defineAllTags(options);
}

/** The one session shared by every element on the page. */
export const session = {
  /**
   * For portals that already hold a token, at any moment (docs/architecture.md#host-api): the same
   * account goes on without interruption, another account replaces the previous one's data. A partner
   * token's answer (`{ token, expiresAt }`) lets `dc-token-expiring` announce its end ahead. Resolves once
   * the account behind the token is known (`signedIn`), or it was refused.
   */
  async useToken(token: HostToken): Promise<void> {
    const { store } = getConsoleCore();
    watchSessionExpiry(store);
    const given = typeof token === 'string' ? { token } : token;
    // The account's user info brings its permission codes and its enterprise's branding, as a sign-in would.
    await store.user.adoptToken(given.token, { expiresAt: given.expiresAt ?? null });
  },
  /** Follows sign-in, sign-out, a change of account, a renewed or expiring token; answers how to stop. */
  subscribe(listener: SessionListener): () => void {
    const { store } = getConsoleCore();
    watchSessionExpiry(store);
    return store.events.subscribe(listener);
  },
  /** Ends the session on the server and locally; no navigation. */
  logout(): Promise<void> {
    return getConsoleCore().store.user.logout(false);
  },
  /** A token and the account behind it: false while the account is unknown or the token was refused. */
  get signedIn(): boolean {
    return getConsoleCore().store.user.signedIn;
  },
  get user(): SessionUser | null {
    return getConsoleCore().store.user.userInfo;
  },
};
