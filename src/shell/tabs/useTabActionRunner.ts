import { useLocation, useNavigate } from 'react-router-dom';
import type { TabEntry } from '../../core/session';
import { useConsole } from '../app/ConsoleContext';
import type { TabAction } from './tabActions';

/**
 * Runs a tab operation of docs/behaviour.md#screens-and-routes for the tab bar and for the header's page actions. With the tab bar
 * turned off the store refuses the tab-list operations; the refusal (docs/behaviour.md#errors "The multi-tab page is
 * currently not open…") is shown as a warning notice instead of failing silently.
 */
export function useTabActionRunner(): (action: TabAction, tab: TabEntry) => void {
  const { store } = useConsole();
  const location = useLocation();
  const navigate = useNavigate();
  const currentPath = `${location.pathname}${location.search}`;

  return (action, tab) => {
    try {
      switch (action) {
        case 'refresh':
          if (tab.fullPath !== currentPath) navigate(tab.fullPath);
          store.tabs.refresh(tab);
          break;
        case 'close':
          store.tabs.close(tab);
          break;
        case 'closeLeft':
          store.tabs.closeLeft(tab);
          break;
        case 'closeRight':
          store.tabs.closeRight(tab);
          break;
        case 'closeOthers':
          store.tabs.closeOthers(tab);
          break;
        case 'closeAll':
          store.tabs.closeAll();
          break;
      }
    } catch (error) {
      store.notices.message('warning', error instanceof Error ? error.message : String(error));
    }
  };
}
