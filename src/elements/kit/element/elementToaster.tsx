import { type Intent, OverlayToaster, Position } from '@blueprintjs/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react';
import { NOTIFICATION_DURATION_MS } from '../../../core/config/constants';

export interface ElementToaster {
  /** A toast top right for 3 s (spec §8), rendered inside the element's shadow root. */
  show(message: string, intent?: Intent): void;
}

const ToasterContext = createContext<ElementToaster>({ show: () => {} });

export function useElementToaster(): ElementToaster {
  return useContext(ToasterContext);
}

/** Hosts one toaster inside the element (no portal to the page's body, so toasts stay styled). */
export function ElementToasterProvider({ children }: { children: ReactNode }) {
  const toaster = useRef<OverlayToaster | null>(null);
  const show = useCallback((message: string, intent?: Intent) => {
    toaster.current?.show({ message, intent, timeout: NOTIFICATION_DURATION_MS });
  }, []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToasterContext.Provider value={value}>
      {children}
      <OverlayToaster ref={toaster} position={Position.TOP_RIGHT} usePortal={false} maxToasts={5} />
    </ToasterContext.Provider>
  );
}
