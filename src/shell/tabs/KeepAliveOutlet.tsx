import { observer } from 'mobx-react-lite';
import { type ReactNode, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { useConsole } from '../app/ConsoleContext';
import { PageErrorBoundary } from './PageErrorBoundary';
import { usePageScroll } from './usePageScroll';
import { useTitleListener } from './useTitleListener';

/**
 * Keeps the screen of every open tab mounted, hidden while another tab shows (docs/behaviour.md#screens-and-routes multi-tab: switching
 * back keeps filters, paging and scroll, the scroll through usePageScroll). Each page is keyed by its path and its refresh count, so a
 * refresh re-mounts it; a closed tab's page is dropped. The router's outlet element carries its own route
 * context, so a hidden page keeps its params.
 */
export const KeepAliveOutlet = observer(function KeepAliveOutlet() {
  const { store } = useConsole();
  const outlet = useOutlet();
  const location = useLocation();
  const pages = useRef(new Map<string, ReactNode>());
  const currentKey = `${location.pathname}${location.search}`;
  const { multiTabsSetting, transitionSetting } = store.app.projectConfig;

  const kept = new Set(
    multiTabsSetting.show
      ? store.tabs.tabs.filter((tab) => !tab.meta.ignoreKeepAlive).map((tab) => tab.fullPath)
      : [],
  );
  kept.add(currentKey);
  pages.current.set(currentKey, outlet);
  for (const key of [...pages.current.keys()]) {
    if (!kept.has(key)) pages.current.delete(key);
  }
  usePageScroll(currentKey, kept);
  const listenForTitle = useTitleListener();
  const transition = transitionSetting.enable ? ` dc-transition-${transitionSetting.basicTransition}` : '';

  return (
    <>
      {[...pages.current].map(([key, element]) => {
        const visible = key === currentKey;
        return (
          <div
            key={`${key}#${store.tabs.refreshKey(key)}`}
            className={visible ? `dc-page${transition}` : 'dc-page'}
            hidden={!visible}
            data-page={key}
            data-testid={visible ? 'current-page' : undefined}
            ref={(node) => listenForTitle(node, key)}
          >
            <PageErrorBoundary>{element}</PageErrorBoundary>
          </div>
        );
      })}
    </>
  );
});
