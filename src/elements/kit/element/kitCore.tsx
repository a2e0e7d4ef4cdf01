import { createContext, type ReactNode, useContext } from 'react';
import { type ConsoleCore, getConsoleCore } from '../../../core/consoleCore';

/** What the kit's widgets use from the session core: the HTTP client, the stores and the configuration. */
export type KitCore = Pick<ConsoleCore, 'http' | 'store' | 'config'>;

const KitCoreContext = createContext<KitCore | null>(null);

let pageCore: KitCore | undefined;

/**
 * Replaces the page's core for every element (tests; an app composing its own core). `undefined`
 * returns to `getConsoleCore()`.
 */
export function setPageKitCore(core: KitCore | undefined): void {
  pageCore = core;
}

/** Overrides the page's core for a subtree (tests, storybook-like pages); elements use the page's one. */
export function KitCoreProvider({ core, children }: { core: KitCore; children: ReactNode }) {
  return <KitCoreContext.Provider value={core}>{children}</KitCoreContext.Provider>;
}

/** The one shared session core (docs/architecture.md#elements: every element on a page shares one session). */
export function useKitCore(): KitCore {
  return useContext(KitCoreContext) ?? pageCore ?? getConsoleCore();
}
