import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { normalizeHexColor } from '../layout/themeColors';
import { DARK_THEME_CLASS } from '../styles/themeClasses';
import { useConsole, useShell } from './ConsoleContext';

/**
 * Applies dark or light mode (Blueprint's dark class on the page) and the theme colour (docs/behaviour.md#screens-and-routes theme), or
 * the enterprise's own colour when it set one.
 */
export const ThemeEffect = observer(function ThemeEffect() {
  const { store } = useConsole();
  const shell = useShell();
  const dark = store.app.darkMode === 'dark';
  // An enterprise's colour is its consoles' colour (the sign-in page's too, when branded).
  const primary = normalizeHexColor(shell.branding?.primaryColor || store.app.projectConfig.themeColor);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(DARK_THEME_CLASS, dark);
    root.dataset.theme = dark ? 'dark' : 'light';
    document.body.classList.toggle(DARK_THEME_CLASS, dark);
  }, [dark]);
  useEffect(() => {
    if (primary) document.documentElement.style.setProperty('--dc-primary', primary);
  }, [primary]);
  return null;
});
