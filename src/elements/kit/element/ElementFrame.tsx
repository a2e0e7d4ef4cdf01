import { elementNamespaces } from 'virtual:dc-element-messages';
import { BlueprintProvider, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { hasAllMessages, hasNamespaces, i18n, loadAllMessagesOf, loadNamespacesOf } from '../../../core/i18n';
import { SessionScope } from '../session/SessionScope';
import { ElementErrorBoundary } from './ElementErrorBoundary';
import { ElementHostContext } from './elementEvents';
import { ElementToasterProvider } from './elementToaster';
import { useKitCore } from './kitCore';

type ElementTheme = 'light' | 'dark';

export interface ElementFrameProps {
  tag: string;
  host: HTMLElement | null;
  /** `theme` attribute; absent: follow the session's dark mode. */
  theme?: string;
  /** `locale` attribute; absent: follow the session's locale. */
  locale?: string;
  /** The element works before any sign-in (`<console-login>`). */
  withoutSession?: boolean;
  children?: ReactNode;
}

function inMemory(code: string, namespaces: readonly string[] | undefined): boolean {
  return namespaces ? hasNamespaces(code, namespaces) : hasAllMessages(code);
}

/**
 * An i18n instance for the element: the shared one, or a clone pinned to the element's `locale`, once that
 * locale's messages are in memory (only the default is bundled; the clone shares the store, so it
 * reads them as soon as they are loaded). Null while they load.
 */
function useElementI18n(tag: string, locale: string | undefined) {
  // The namespaces the element names (registry.ts), not only the boot part a bundled default keeps in
  // memory; every message for a tag the table does not know.
  const namespaces = elementNamespaces[tag];
  const [loaded, setLoaded] = useState(() => !locale || inMemory(locale, namespaces));
  useEffect(() => {
    if (!locale || inMemory(locale, namespaces)) {
      setLoaded(true);
      return;
    }
    let current = true;
    setLoaded(false);
    // An unknown locale falls back to the default's messages rather than showing nothing.
    void (namespaces ? loadNamespacesOf(locale, namespaces) : loadAllMessagesOf(locale))
      .catch(() => undefined)
      .then(() => {
        if (current) setLoaded(true);
      });
    return () => {
      current = false;
    };
  }, [locale, namespaces]);
  const pinned = useMemo(() => (locale ? i18n.cloneInstance({ lng: locale }) : i18n), [locale]);
  return loaded ? pinned : null;
}

/**
 * What every element renders around its screen (docs/architecture.md#elements): the i18n provider, the theme class,
 * a Blueprint provider whose portal container lives inside the shadow root (dialogs, popovers and
 * toasts stay inside and styled), the session scope (everything below it belongs to one account), an
 * in-element toaster and the error boundary. It observes the
 * shared session so locale and dark mode changes re-render every element.
 */
export const ElementFrame = observer(function ElementFrame({
  tag,
  host,
  theme,
  locale,
  withoutSession,
  children,
}: ElementFrameProps) {
  const { store } = useKitCore();
  const sessionLocale = store.app.locale;
  const elementI18n = useElementI18n(tag, locale);
  const [portalHost, setPortalHost] = useState<HTMLDivElement | null>(null);
  const dark = (theme === 'dark' || theme === 'light' ? theme : store.app.darkMode) === 'dark';
  // The enterprise's colour replaces the kit's default; a host's own `--dc-primary` still wins.
  const brandColor = store.user.branding?.primaryColor;

  // A pinned locale still loading: nothing yet, rather than a flash of another language.
  if (!elementI18n) return null;
  return (
    <I18nextProvider i18n={elementI18n}>
      <ElementHostContext.Provider value={host}>
        <div
          className={dark ? `dc-root ${Classes.DARK}` : 'dc-root'}
          part="root"
          data-theme={dark ? 'dark' : 'light'}
          style={brandColor ? ({ '--dc-primary-default': brandColor } as CSSProperties) : undefined}
          // BCP 47 for the lang attribute: zh_CN → zh-CN.
          lang={(locale ?? sessionLocale).replace('_', '-')}
        >
          {portalHost ? (
            <BlueprintProvider portalContainer={portalHost}>
              <ElementErrorBoundary tag={tag}>
                <SessionScope withoutSession={withoutSession}>
                  <ElementToasterProvider>{children}</ElementToasterProvider>
                </SessionScope>
              </ElementErrorBoundary>
            </BlueprintProvider>
          ) : null}
          <div className="dc-portal-host" part="portal" ref={setPortalHost} />
        </div>
      </ElementHostContext.Provider>
    </I18nextProvider>
  );
});
