import { Button, Menu, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { ChevronDown } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useConsole } from '../app/ConsoleContext';
import { TAB_ACTION_ICONS } from './tabActionIcons';
import { TAB_ACTIONS } from './tabActions';
import { useTabActionRunner } from './useTabActionRunner';

/**
 * The header's page actions while the tab bar is turned off: the tab operations of docs/behaviour.md#screens-and-routes for the
 * current page. Refreshing re-mounts the page, which needs no tab bar; the tab-list operations answer
 * with the docs/behaviour.md#errors message that the multi-tab page is not open. Every item stays enabled, since with no
 * tabs in sight a greyed item would not say why.
 */
export const PageActionsButton = observer(function PageActionsButton() {
  const { store } = useConsole();
  const { t } = useTranslation();
  const location = useLocation();
  const run = useTabActionRunner();
  const currentPath = `${location.pathname}${location.search}`;
  const current = store.tabs.tabs.find(
    (tab) => tab.fullPath === currentPath || tab.path === location.pathname,
  );
  // Pages that never become tabs (not-found, exception) have nothing to act on.
  if (!current) return null;

  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={t('shell.tabs.pageActions')}>
          {TAB_ACTIONS.map((action) => (
            <MenuItem
              key={action}
              icon={TAB_ACTION_ICONS[action]}
              text={t(`shell.tabs.${action}`)}
              onClick={() => run(action, current)}
            />
          ))}
        </Menu>
      }
    >
      <Tooltip content={t('shell.tabs.pageActions')} placement="bottom">
        <Button
          variant="minimal"
          icon={<ChevronDown />}
          aria-label={t('shell.tabs.pageActions')}
          data-testid="page-actions"
        />
      </Tooltip>
    </PopoverNext>
  );
});
