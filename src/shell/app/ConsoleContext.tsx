import { createContext, type ReactNode, useContext } from 'react';
import type { ConsoleCore } from '../../core/consoleCore';
import type { ShellState } from './ShellState';

const ConsoleContext = createContext<ConsoleCore | null>(null);
const ShellContext = createContext<ShellState | null>(null);

export function ConsoleProvider({
  core,
  shell,
  children,
}: {
  core: ConsoleCore;
  shell: ShellState;
  children: ReactNode;
}) {
  return (
    <ConsoleContext.Provider value={core}>
      <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
    </ConsoleContext.Provider>
  );
}

/** The page's session core (stores, API, config) for shell components. */
export function useConsole(): ConsoleCore {
  const core = useContext(ConsoleContext);
  if (!core) throw new Error('useConsole() outside <ConsoleProvider>');
  return core;
}

/** The shell's own state (routes, system info, open overlays). */
export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() outside <ConsoleProvider>');
  return shell;
}
