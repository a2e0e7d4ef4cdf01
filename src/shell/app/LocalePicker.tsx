import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { Translate } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { LOCALE_OPTIONS } from '../../core/i18n';
import { useConsole } from './ConsoleContext';

/**
 * docs/behaviour.md#screens-and-routes locale picker: a dropdown of languages; changes the locale, optionally reloading the page.
 * `compact`: the icon alone, the current language as its name (the phone header has no room for the text).
 */
export const LocalePicker = observer(function LocalePicker({
  minimal = true,
  compact = false,
}: {
  minimal?: boolean;
  compact?: boolean;
}) {
  const { store } = useConsole();
  const current = LOCALE_OPTIONS.find((option) => option.code === store.app.locale) ?? LOCALE_OPTIONS[0];
  const choose = async (code: string) => {
    await store.app.setLocale(code);
    if (store.app.projectConfig.reloadOnLocaleChange) window.location.reload();
  };
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          {LOCALE_OPTIONS.map((option) => (
            <MenuItem
              key={option.code}
              text={option.label}
              active={option.code === current.code}
              onClick={() => void choose(option.code)}
            />
          ))}
        </Menu>
      }
    >
      <Button
        variant={minimal ? 'minimal' : 'solid'}
        icon={<Translate />}
        text={compact ? undefined : current.label}
        aria-label={compact ? current.label : undefined}
        title={compact ? current.label : undefined}
        data-testid="locale-picker"
      />
    </PopoverNext>
  );
});
