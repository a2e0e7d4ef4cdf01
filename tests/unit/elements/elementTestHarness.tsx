import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { defaultRuntimeConfig } from '../../../src/core/config/runtimeConfig';
import type { HttpClient } from '../../../src/core/http/types';
import { i18n, setLocale } from '../../../src/core/i18n';
import { type KitCore, KitCoreProvider, setPageKitCore } from '../../../src/elements/kit/element/kitCore';
import { createHarness, type Harness, userInfo } from '../session/fakes';

let counter = 0;
/** A fresh custom-element name per test: a name can be registered once per page. */
export function uniqueTag(base = 'test-element'): string {
  counter += 1;
  return `${base}-${counter}`;
}

/** jsdom has CSSStyleSheet.replaceSync but no adoptedStyleSheets: a plain property stands in. */
export function installAdoptedStyleSheetsPolyfill(): () => void {
  const proto = ShadowRoot.prototype as unknown as Record<string, unknown>;
  if ('adoptedStyleSheets' in proto) return () => {};
  const sheets = new WeakMap<ShadowRoot, CSSStyleSheet[]>();
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get(this: ShadowRoot) {
      return sheets.get(this) ?? [];
    },
    set(this: ShadowRoot, value: CSSStyleSheet[]) {
      sheets.set(this, [...value]);
    },
  });
  return () => {
    delete proto.adoptedStyleSheets;
  };
}

/** Connects an element and lets React render it. */
export async function connect<T extends HTMLElement>(element: T, parent: Node = document.body): Promise<T> {
  await act(async () => {
    parent.appendChild(element);
  });
  return element;
}

export type FakeHttp = { [K in keyof HttpClient]: ReturnType<typeof vi.fn> & HttpClient[K] };

export function fakeHttp(): FakeHttp {
  return {
    request: vi.fn(),
    get: vi.fn(),
    post: vi.fn(),
    call: vi.fn(),
    download: vi.fn(),
  } as unknown as FakeHttp;
}

export interface KitHarness extends Harness {
  http: FakeHttp;
  core: KitCore;
}

/** A kit core over the session fakes: a real RootStore, fake API, cache and HTTP client. */
export function createKitHarness(options: Parameters<typeof createHarness>[0] = {}): KitHarness {
  const harness = createHarness(options);
  const http = fakeHttp();
  const core: KitCore = { http, store: harness.root, config: defaultRuntimeConfig() };
  return { ...harness, http, core };
}

/** Signs the harness's session in as `username` of `enterprise` (elements wait for a session before they load). */
export function signIn(harness: Harness, username = 'admin', enterprise = 'e1'): void {
  harness.root.user.setToken(`token-${username}`);
  harness.root.user.setUserInfo(
    userInfo('ADMIN', { userId: `id-${username}`, username, enterpriseId: enterprise }),
  );
}

/** A widget under test gets what the element frame gives it: the core and the shared i18n instance. */
export function withCore(core: KitCore, node: ReactNode) {
  return (
    <I18nextProvider i18n={i18n}>
      <KitCoreProvider core={core}>{node}</KitCoreProvider>
    </I18nextProvider>
  );
}

/** Switches the shared i18n instance (tests restore zh_CN after themselves). */
export async function useLocale(code: string): Promise<void> {
  await act(async () => {
    await setLocale(code);
  });
}

/**
 * The page-wide kit core of the tests that walk every element: each call stays pending, so an element shows
 * its first state (loading lists, empty forms, filter bars). Returns what undoes it.
 */
export function installPendingPageKit(harness: KitHarness): () => void {
  const removePolyfill = installAdoptedStyleSheetsPolyfill();
  for (const method of ['request', 'get', 'post', 'call', 'download'] as const)
    harness.http[method].mockImplementation(() => new Promise(() => {}));
  setPageKitCore(harness.core);
  return () => {
    removePolyfill();
    setPageKitCore(undefined);
    document.body.innerHTML = '';
  };
}
