import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { normalizeHexColor } from '../layout/themeColors';
import { useConsole } from './ConsoleContext';

/** Applies dark or light mode (Blueprint's dark class on the page) and the theme colour (spec §2 theme). */
export const ThemeEffect = observer(function ThemeEffect() {
  const { store } = useConsole();
  const dark = store.app.darkMode === 'dark';
  const primary = normalizeHexColor(store.app.projectConfig.themeColor);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(Classes.DARK, dark);
    root.dataset.theme = dark ? 'dark' : 'light';
    document.body.classList.toggle(Classes.DARK, dark);
  }, [dark]);
  useEffect(() => {
    if (primary) document.documentElement.style.setProperty('--dc-primary', primary);
  }, [primary]);
  return null;
});
