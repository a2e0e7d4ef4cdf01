import type { TabEntry } from '../../core/session';

/** The tab operations of docs/behaviour.md#screens-and-routes as the context menu and the quick menu offer them. */
export type TabAction = 'refresh' | 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

export const TAB_ACTIONS: readonly TabAction[] = [
  'refresh',
  'close',
  'closeLeft',
  'closeRight',
  'closeOthers',
  'closeAll',
];

/** Whether an action would do anything for the tab at `index` (a disabled item instead of a dead one). */
export function tabActionEnabled(action: TabAction, tabs: readonly TabEntry[], index: number): boolean {
  const closable = (tab: TabEntry) => !tab.meta.affix;
  switch (action) {
    case 'refresh':
      return index !== -1;
    case 'close':
      return index !== -1 && closable(tabs[index]);
    case 'closeLeft':
      return tabs.slice(0, Math.max(0, index)).some(closable);
    case 'closeRight':
      return index !== -1 && tabs.slice(index + 1).some(closable);
    case 'closeOthers':
      return tabs.some((tab, at) => at !== index && closable(tab));
    case 'closeAll':
      return tabs.some(closable);
    default:
      return false;
  }
}
