import { Collapse, Menu, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { ChevronDown, ChevronRight } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { findMenuTrail, type MenuEntry, menuTitle } from '../../core/routes';
import { useConsole } from '../app/ConsoleContext';
import { MenuIcon } from './menuIcons';

/** Entries the sidebar shows: hidden ones dropped; hideChildrenInMenu turns a group into a link (docs/behaviour.md#screens-and-routes). */
function visibleMenuEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries
    .filter((entry) => !entry.hideMenu)
    .map((entry) => ({
      ...entry,
      children: entry.meta.hideChildrenInMenu ? [] : visibleMenuEntries(entry.children),
    }));
}

export interface SideMenuProps {
  /** Mini sidebar: top-level icons only, children in a popover. */
  collapsed: boolean;
  /** Mini sidebar with the title under each icon (80 px instead of 48, docs/behaviour.md#constants). */
  collapsedShowTitle: boolean;
  /** Only one open group per level (docs/behaviour.md#constants accordion on). */
  accordion: boolean;
  /** Called after a leaf is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

function groupPathsOf(trail: readonly MenuEntry[]): string[] {
  return trail.filter((entry) => entry.children.length > 0).map((entry) => entry.path);
}

/** The sidebar menu (docs/behaviour.md#screens-and-routes, docs/behaviour.md#constants): inline mode, accordion, sorted by orderNo by the core. */
export const SideMenu = observer(function SideMenu({
  collapsed,
  collapsedShowTitle,
  accordion,
  onNavigate,
}: SideMenuProps) {
  const { store } = useConsole();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const entries = visibleMenuEntries(store.permission.menus);
  const [open, setOpen] = useState<Set<string>>(
    () => new Set(groupPathsOf(findMenuTrail(store.permission.menus, location.pathname))),
  );

  // The group of the current page opens when the page changes (by a tab, the search or a link).
  useEffect(() => {
    const trailGroups = groupPathsOf(findMenuTrail(store.permission.menus, location.pathname));
    if (trailGroups.length === 0) return;
    setOpen((previous) => {
      if (trailGroups.every((path) => previous.has(path))) return previous;
      return new Set(accordion ? trailGroups : [...previous, ...trailGroups]);
    });
  }, [location.pathname, store.permission.menus, accordion]);

  const toggle = (entry: MenuEntry, siblings: readonly MenuEntry[]) => {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(entry.path)) {
        next.delete(entry.path);
        return next;
      }
      if (accordion) for (const sibling of siblings) next.delete(sibling.path);
      next.add(entry.path);
      return next;
    });
  };

  const label = (entry: MenuEntry) => menuTitle(entry, t);

  if (collapsed) {
    return (
      <nav className="dc-menu dc-menu--collapsed" aria-label={t('shell.menu.label')} data-testid="side-menu">
        <ul className="dc-menu__list">
          {entries.map((entry) => {
            const content = (
              <>
                <MenuIcon name={entry.icon} size={collapsedShowTitle ? 16 : 18} />
                {collapsedShowTitle ? <span className="dc-menu__mini-title">{label(entry)}</span> : null}
              </>
            );
            if (entry.children.length === 0) {
              return (
                <li key={entry.path}>
                  <Tooltip content={label(entry)} placement="right" disabled={collapsedShowTitle}>
                    <NavLink
                      to={entry.path}
                      className="dc-menu__mini-item"
                      aria-label={label(entry)}
                      onClick={onNavigate}
                    >
                      {content}
                    </NavLink>
                  </Tooltip>
                </li>
              );
            }
            const active = location.pathname.startsWith(`${entry.path}/`);
            return (
              <li key={entry.path}>
                <PopoverNext
                  placement="right-start"
                  interactionKind="hover"
                  hoverCloseDelay={150}
                  content={
                    <Menu aria-label={label(entry)}>
                      {entry.children.map((child) => (
                        <MenuItem
                          key={child.path}
                          text={label(child)}
                          icon={<MenuIcon name={child.icon} />}
                          active={location.pathname === child.path}
                          onClick={() => {
                            navigate(child.path);
                            onNavigate?.();
                          }}
                        />
                      ))}
                    </Menu>
                  }
                >
                  <button
                    type="button"
                    className={active ? 'dc-menu__mini-item active' : 'dc-menu__mini-item'}
                    aria-label={label(entry)}
                    aria-haspopup="menu"
                  >
                    {content}
                  </button>
                </PopoverNext>
              </li>
            );
          })}
        </ul>
      </nav>
    );
  }

  const renderEntries = (list: readonly MenuEntry[], depth: number) =>
    list.map((entry) => {
      const indent = { paddingInlineStart: 16 + depth * 20 };
      if (entry.children.length === 0) {
        return (
          <li key={entry.path}>
            <NavLink to={entry.path} end className="dc-menu__item" style={indent} onClick={onNavigate}>
              <MenuIcon name={entry.icon} />
              <span className="dc-menu__label">{label(entry)}</span>
            </NavLink>
          </li>
        );
      }
      const isOpen = open.has(entry.path);
      const active = location.pathname.startsWith(`${entry.path}/`);
      return (
        <li key={entry.path}>
          <button
            type="button"
            className={active ? 'dc-menu__item dc-menu__group active-group' : 'dc-menu__item dc-menu__group'}
            style={indent}
            aria-expanded={isOpen}
            onClick={() => toggle(entry, list)}
          >
            <MenuIcon name={entry.icon} />
            <span className="dc-menu__label">{label(entry)}</span>
            {isOpen ? (
              <ChevronDown className="dc-menu__arrow" />
            ) : (
              <ChevronRight className="dc-menu__arrow" />
            )}
          </button>
          <Collapse isOpen={isOpen} transitionDuration={150}>
            <ul className="dc-menu__list">{renderEntries(entry.children, depth + 1)}</ul>
          </Collapse>
        </li>
      );
    });

  return (
    <nav className="dc-menu" aria-label={t('shell.menu.label')} data-testid="side-menu">
      {entries.length === 0 ? (
        <p className="dc-menu__empty">{t('shell.menu.empty')}</p>
      ) : (
        <ul className="dc-menu__list">{renderEntries(entries, 0)}</ul>
      )}
    </nav>
  );
});
