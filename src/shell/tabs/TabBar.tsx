import { Button, ContextMenu, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { ChevronDown, Pin, Refresh, SmallCross } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TabEntry } from '../../core/session';
import { useConsole } from '../app/ConsoleContext';
import { TAB_ACTION_ICONS } from './tabActionIcons';
import { TAB_ACTIONS, tabActionEnabled } from './tabActions';
import { useTabActionRunner } from './useTabActionRunner';
import { useTabListScrolling } from './useTabListScrolling';

/** The tab's label: its route title, and for a detail page the name of what it shows (never its id). */
function useTabLabel(): (tab: TabEntry) => string {
  const { t } = useTranslation();
  return (tab) => {
    const title = t(tab.meta.title);
    return tab.subject && tab.meta.dynamicLevel
      ? t('shell.tabs.subjectTitle', { title, subject: tab.subject })
      : title;
  };
}

/** docs/behaviour.md#screens-and-routes multi-tab browsing: the tab bar with close, refresh, drag reordering and the context menu. */
export const TabBar = observer(function TabBar() {
  const { store } = useConsole();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const labelOf = useTabLabel();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const { canDrag, showQuick, showRedo } = store.app.projectConfig.multiTabsSetting;
  const tabs = store.tabs.tabs;
  const currentPath = `${location.pathname}${location.search}`;
  const currentIndex = tabs.findIndex(
    (tab) => tab.fullPath === currentPath || tab.path === location.pathname,
  );

  const run = useTabActionRunner();
  const listRef = useRef<HTMLDivElement>(null);
  useTabListScrolling(listRef, currentIndex);

  const actionMenu = (tab: TabEntry, index: number) => (
    <Menu aria-label={t('shell.tabs.actions')}>
      {TAB_ACTIONS.map((action) => (
        <MenuItem
          key={action}
          icon={TAB_ACTION_ICONS[action]}
          text={t(`shell.tabs.${action}`)}
          disabled={!tabActionEnabled(action, tabs, index)}
          onClick={() => run(action, tab)}
        />
      ))}
    </Menu>
  );

  const onDragStart = (event: DragEvent, index: number) => {
    setDragFrom(index);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(index));
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = dragFrom ?? Number(event.dataTransfer.getData('text/plain'));
    setDragFrom(null);
    setDropAt(null);
    if (Number.isInteger(from) && from !== index) {
      try {
        store.tabs.move(from, index);
      } catch (error) {
        store.notices.message('warning', error instanceof Error ? error.message : String(error));
      }
    }
  };

  // Roving tab stop: the active tab, or the first when the page has no tab (not found): never none.
  const tabStop = currentIndex >= 0 ? currentIndex : 0;

  return (
    <div className="dc-tabs" data-testid="tab-bar">
      <div className="dc-tabs__list" role="tablist" aria-label={t('shell.tabs.label')} ref={listRef}>
        {tabs.map((tab, index) => {
          const active = index === currentIndex;
          const label = labelOf(tab);
          return (
            <ContextMenu key={tab.fullPath} role="presentation" content={actionMenu(tab, index)}>
              {/* The tab and its close button are siblings: a button inside role="tab" is a nested control. */}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: drag-and-drop target; the keyboard uses the tab inside. */}
              <div
                role="presentation"
                data-testid="tab"
                data-path={tab.fullPath}
                className={[
                  'dc-tabs__tab',
                  active ? 'is-active' : '',
                  dropAt === index && dragFrom !== index ? 'is-drop-target' : '',
                ].join(' ')}
                draggable={canDrag}
                onDragStart={(event) => onDragStart(event, index)}
                onDragOver={(event) => {
                  event.preventDefault();
                  if (dropAt !== index) setDropAt(index);
                }}
                onDragEnd={() => {
                  setDragFrom(null);
                  setDropAt(null);
                }}
                onDrop={(event) => onDrop(event, index)}
              >
                <div
                  role="tab"
                  className="dc-tabs__label"
                  tabIndex={index === tabStop ? 0 : -1}
                  aria-selected={active}
                  onClick={() => !active && navigate(tab.fullPath)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') navigate(tab.fullPath);
                    // The close button is for the pointer; the keyboard closes a tab with Delete.
                    if (event.key === 'Delete' && !tab.meta.affix) run('close', tab);
                  }}
                >
                  {tab.meta.affix ? <Pin size={12} className="dc-tabs__pin" /> : null}
                  <span className="dc-tabs__title">{label}</span>
                </div>
                {tab.meta.affix ? null : (
                  // A tablist may hold tabs only: the button stays out of the accessibility tree and
                  // the tab order (Delete on the tab and the context menu close it by keyboard).
                  <button
                    type="button"
                    className="dc-tabs__close"
                    aria-hidden="true"
                    tabIndex={-1}
                    title={t('shell.tabs.closeTab', { title: label })}
                    onClick={(event) => {
                      event.stopPropagation();
                      run('close', tab);
                    }}
                  >
                    <SmallCross size={14} />
                  </button>
                )}
              </div>
            </ContextMenu>
          );
        })}
      </div>
      <div className="dc-tabs__tools">
        {showRedo ? (
          <Button
            variant="minimal"
            size="small"
            icon={<Refresh />}
            aria-label={t('shell.tabs.refresh')}
            title={t('shell.tabs.refresh')}
            disabled={currentIndex === -1}
            onClick={() => currentIndex !== -1 && run('refresh', tabs[currentIndex])}
            data-testid="tab-refresh"
          />
        ) : null}
        {showQuick && currentIndex !== -1 ? (
          <PopoverNext placement="bottom-end" content={actionMenu(tabs[currentIndex], currentIndex)}>
            <Button
              variant="minimal"
              size="small"
              icon={<ChevronDown />}
              aria-label={t('shell.tabs.actions')}
              data-testid="tab-quick-menu"
            />
          </PopoverNext>
        ) : null}
      </div>
    </div>
  );
});
