import { Button, Icon, InputGroup, NonIdealState, OverlayToaster, Position } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight, type IconName, IconNames, Search } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ICON_DEFAULT_SIZE,
  ICON_PICKER_DEBOUNCE_MS,
  ICON_PICKER_PAGE_SIZE,
} from '../../core/config/constants';
import { translatedToastClose } from './translatedToastClose';
import { useDebouncedValue } from './useDebouncedValue';

// IconNames maps both constant-style and plain keys to the same names: keep each name once.
const ALL_ICONS: readonly IconName[] = [...new Set(Object.values(IconNames))].sort();

export interface IconPickerProps {
  /** The chosen icon name. */
  value?: string;
  /** Called with the icon name a person picks (after it is copied to the clipboard). */
  onChange?: (name: IconName) => void;
}

/** Icons whose name contains the query, case-insensitive; an empty query keeps them all. */
export function filterIconNames(names: readonly IconName[], query: string): IconName[] {
  const needle = query.trim().toLowerCase();
  return needle ? names.filter((name) => name.includes(needle)) : [...names];
}

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * docs/behaviour.md#screens-and-routes icon picker: a search box (debounced 100 ms), a paginated grid of Blueprint icons (140 per page)
 * and a click copies the icon's name to the clipboard.
 */
export function IconPicker({ value, onChange }: IconPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const settledQuery = useDebouncedValue(query, ICON_PICKER_DEBOUNCE_MS);
  const matches = useMemo(() => filterIconNames(ALL_ICONS, settledQuery), [settledQuery]);
  const pageCount = Math.max(1, Math.ceil(matches.length / ICON_PICKER_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const shown = matches.slice(current * ICON_PICKER_PAGE_SIZE, (current + 1) * ICON_PICKER_PAGE_SIZE);

  const pick = async (name: IconName) => {
    const copied = await copyToClipboard(name);
    onChange?.(name);
    const toaster = await OverlayToaster.create({ position: Position.TOP_RIGHT });
    toaster.show({
      message: copied ? t('shell.iconPicker.copied', { name }) : t('shell.iconPicker.copyFailed', { name }),
      intent: copied ? 'success' : 'warning',
      timeout: 3000,
      ...translatedToastClose(t('common.closeText')),
    });
  };

  return (
    <div className="dc-icon-picker" data-testid="icon-picker">
      <InputGroup
        type="search"
        leftIcon={<Search />}
        placeholder={t('shell.iconPicker.search')}
        aria-label={t('shell.iconPicker.search')}
        value={query}
        onValueChange={(next) => {
          setQuery(next);
          setPage(0);
        }}
        data-testid="icon-picker-search"
      />
      {shown.length === 0 ? (
        <NonIdealState description={t('common.noData')} />
      ) : (
        <ul className="dc-icon-picker__grid" aria-label={t('shell.iconPicker.title')}>
          {shown.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={name === value ? 'dc-icon-picker__item is-active' : 'dc-icon-picker__item'}
                title={name}
                aria-label={name}
                data-icon={name}
                onClick={() => void pick(name)}
              >
                <Icon icon={name} size={ICON_DEFAULT_SIZE} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dc-icon-picker__pager">
        <Button
          variant="minimal"
          icon={<ChevronLeft />}
          aria-label={t('shell.iconPicker.previous')}
          disabled={current === 0}
          onClick={() => setPage(current - 1)}
        />
        <span data-testid="icon-picker-page">
          {t('shell.iconPicker.page', { page: current + 1, pages: pageCount, total: matches.length })}
        </span>
        <Button
          variant="minimal"
          icon={<ChevronRight />}
          aria-label={t('shell.iconPicker.next')}
          disabled={current >= pageCount - 1}
          onClick={() => setPage(current + 1)}
        />
      </div>
    </div>
  );
}
