import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { LOCALE_OPTIONS } from '../../core/i18n';
import { useConsole } from '../app/ConsoleContext';
import { SignInIcon } from './SignInIcon';

/** The menu's items, in order. */
function itemsOf(menu: HTMLElement | null): HTMLButtonElement[] {
  return [...(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
}

/**
 * docs/behaviour.md#screens-and-routes locale picker on the sign-in pages: a menu button listing the languages, each in its own
 * language.: plain elements, not Blueprint's popover (floating-ui and the overlay layer were
 * 35 kB of the sign-in page). Keyboard: Enter/Space/↓ open and focus the current language, ↑/↓ move,
 * Escape closes back onto the button, Tab leaves.
 */
export const SignInLocalePicker = observer(function SignInLocalePicker() {
  const { store } = useConsole();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const current = LOCALE_OPTIONS.find((option) => option.code === store.app.locale) ?? LOCALE_OPTIONS[0];

  useEffect(() => {
    if (!open) return;
    const items = itemsOf(menu.current);
    const chosen = items.find((item) => item.getAttribute('aria-current') === 'true') ?? items[0];
    chosen?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const choose = async (code: string) => {
    setOpen(false);
    button.current?.focus();
    await store.app.setLocale(code);
    if (store.app.projectConfig.reloadOnLocaleChange) window.location.reload();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = itemsOf(menu.current);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(at + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="dc-menu-button">
      <button
        ref={button}
        type="button"
        className="dc-button dc-button--minimal"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="locale-picker"
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <SignInIcon name="translate" />
        <span>{current.label}</span>
      </button>
      {open ? (
        <div ref={menu} id={menuId} role="menu" className="dc-signin-menu" onKeyDown={onMenuKey}>
          {LOCALE_OPTIONS.map((option) => (
            <button
              key={option.code}
              type="button"
              role="menuitem"
              aria-current={option.code === current.code ? 'true' : undefined}
              className="dc-signin-menu__item"
              lang={option.code.replace('_', '-')}
              onClick={() => void choose(option.code)}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
});
