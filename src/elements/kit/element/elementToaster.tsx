import { type Intent, OverlayToaster, Position } from '@blueprintjs/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_DURATION_MS } from '../../../core/config/constants';
import { toastDismiss } from '../overlay/toastDismiss';
import { useElementHost } from './elementEvents';
import { useKitCore } from './kitCore';
import { offerNoticeRenderer } from './pageNotices';

export interface ElementToaster {
  /** A toast bottom right for 3 s (docs/behaviour.md#errors), rendered inside the element's shadow root. */
  show(message: string, intent?: Intent): void;
}

const ToasterContext = createContext<ElementToaster>({ show: () => {} });

export function useElementToaster(): ElementToaster {
  return useContext(ToasterContext);
}

/**
 * Hosts one toaster inside the element (no portal to the page's body, so toasts stay styled). Outside the
 * console it may also show the session's notices (pageNotices.ts).
 */
export function ElementToasterProvider({ children }: { children: ReactNode }) {
  const { store } = useKitCore();
  const host = useElementHost();
  const { t } = useTranslation();
  const toaster = useRef<OverlayToaster | null>(null);
  const dismiss = t('kit.assistive.close');
  const show = useCallback(
    (message: string, intent?: Intent) => {
      toaster.current?.show({ message, intent, timeout: NOTIFICATION_DURATION_MS, ...toastDismiss(dismiss) });
    },
    [dismiss],
  );
  const value = useMemo(() => ({ show }), [show]);
  useEffect(
    () =>
      offerNoticeRenderer(
        store.notices,
        (message, intent, timeout = NOTIFICATION_DURATION_MS) =>
          toaster.current?.show({ message, intent, timeout, ...toastDismiss(dismiss) }),
        host,
      ),
    [store, host, dismiss],
  );
  return (
    <ToasterContext.Provider value={value}>
      {children}
      {/* Bottom right, clear of the toolbar's buttons; the container lets clicks through around its toasts. */}
      <OverlayToaster
        ref={toaster}
        position={Position.BOTTOM_RIGHT}
        usePortal={false}
        maxToasts={5}
        className="dc-toaster"
      />
    </ToasterContext.Provider>
  );
}
