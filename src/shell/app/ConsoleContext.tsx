import { createContext, type ReactNode, useContext } from 'react';
import type { ConsoleCore } from '../../core/consoleCore';

const ConsoleContext = createContext<ConsoleCore | null>(null);

export function ConsoleProvider({ core, children }: { core: ConsoleCore; children: ReactNode }) {
  return <ConsoleContext.Provider value={core}>{children}</ConsoleContext.Provider>;
}

/** The page's session core (stores, API, config) for shell components. */
export function useConsole(): ConsoleCore {
  const core = useContext(ConsoleContext);
  if (!core) throw new Error('useConsole() outside <ConsoleProvider>');
  return core;
}
