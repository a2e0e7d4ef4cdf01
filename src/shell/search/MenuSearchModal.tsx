import { Button, Dialog, DialogBody, DialogFooter, InputGroup, NonIdealState } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MENU_SEARCH_DEBOUNCE_MS } from '../../core/config/constants';
import { type MenuSearchResult, searchMenus } from '../../core/routes';
import type { RootStore } from '../../core/session';
import { useConsole, useShell } from '../app/ConsoleContext';
import { DialogTitle } from '../components/DialogTitle';
import { useDebouncedValue } from '../components/useDebouncedValue';
import { MenuIcon } from '../layout/menuIcons';
import { HighlightedText } from './HighlightedText';

/** docs/behaviour.md#screens-and-routes: Up/Down move the selection with wraparound. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length === 0) return -1;
  return (((index + step) % length) + length) % length;
}

/**
 * Whether Ctrl/⌘+K may open the search: not with the header's search turned off, and not over the lock
 * screen or the session-timeout cover (the search would navigate the page those covers hide).
 */
function searchReachable(store: RootStore): boolean {
  const signedOut = !store.user.token;
  return (
    store.app.projectConfig.headerSetting.showSearch &&
    !signedOut &&
    !store.lock.isLocked &&
    !store.user.sessionTimeout
  );
}

/**
 * docs/behaviour.md#screens-and-routes global menu search: a modal from the header icon or Ctrl/⌘+K; fuzzy in-order match on the
 * translated menu names (debounced 200 ms; Enter uses the live query), results as 'Parent > Child' with the matched characters
 * highlighted; Enter opens, Up/Down move with wraparound, Escape or Cancel closes.
 */
export const MenuSearchModal = observer(function MenuSearchModal() {
  const { store } = useConsole();
  const shell = useShell();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const settled = useDebouncedValue(query, MENU_SEARCH_DEBOUNCE_MS);
  const menus = store.permission.menus;
  const locale = store.app.locale;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale changes what `t` answers.
  const results = useMemo(() => searchMenus(menus, settled, t), [menus, settled, t, locale]);
  const open = shell.searchOpen;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      if (!searchReachable(store)) return;
      event.preventDefault();
      shell.setSearchOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shell, store]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts at the first result.
  useEffect(() => {
    setSelected(0);
  }, [settled]);

  useEffect(() => {
    list.current?.querySelector(`#dc-menu-search-${selected}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const close = () => {
    shell.setSearchOpen(false);
    setQuery('');
  };
  const choose = (result: MenuSearchResult | undefined) => {
    if (!result) return;
    close();
    navigate(result.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected((index) => wrapIndex(index, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter inside the debounce acts on what is typed now, not on the results of an older query.
      if (query === settled) choose(results[selected]);
      else choose(searchMenus(menus, query, t)[0]);
    }
  };

  return (
    <Dialog
      isOpen={open}
      onClose={close}
      title={<DialogTitle text={t('shell.search.title')} onClose={close} />}
      isCloseButtonShown={false}
      className="dc-menu-search"
      aria-label={t('shell.search.title')}
      canEscapeKeyClose
    >
      <DialogBody>
        <InputGroup
          autoFocus
          type="search"
          size="large"
          leftIcon={<Search />}
          placeholder={t('shell.search.placeholder')}
          aria-label={t('shell.search.placeholder')}
          value={query}
          onValueChange={setQuery}
          onKeyDown={onKeyDown}
          data-testid="menu-search-input"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls="dc-menu-search-results"
          aria-activedescendant={results.length > 0 ? `dc-menu-search-${selected}` : undefined}
        />
        {settled.trim() && results.length === 0 ? (
          <NonIdealState className="dc-menu-search__empty" description={t('shell.search.noData')} />
        ) : (
          <div
            id="dc-menu-search-results"
            ref={list}
            role="listbox"
            aria-label={t('shell.search.results')}
            className="dc-menu-search__results"
          >
            {results.map((result, index) => (
              <div
                key={result.path}
                tabIndex={-1}
                id={`dc-menu-search-${index}`}
                role="option"
                aria-selected={index === selected}
                className={index === selected ? 'dc-menu-search__item is-selected' : 'dc-menu-search__item'}
                onMouseEnter={() => setSelected(index)}
                onClick={() => choose(result)}
                onKeyDown={() => undefined}
                data-testid="menu-search-result"
              >
                <MenuIcon name={result.icon} />
                <span className="dc-menu-search__trail">
                  {result.trail.slice(0, result.trail.length - result.label.length)}
                  <HighlightedText text={result.label} indexes={result.matches} />
                </span>
              </div>
            ))}
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={<Button text={t('common.cancelText')} onClick={close} data-testid="menu-search-cancel" />}
      >
        <div className="dc-menu-search__hints" data-testid="menu-search-hints">
          <span>
            <kbd>Enter</kbd> {t('shell.search.hintEnter')}
          </span>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> {t('shell.search.hintNavigate')}
          </span>
          <span>
            <kbd>Esc</kbd> {t('shell.search.hintClose')}
          </span>
        </div>
      </DialogFooter>
    </Dialog>
  );
});
