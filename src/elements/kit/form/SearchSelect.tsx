import { Button, InputGroup, Menu, MenuItem, PopoverNext, Spinner } from '@blueprintjs/core';
import { CaretDownIcon, SearchIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Open state and search text of a SearchSelect; the caller queries with `keyword` ('' while closed). */
export function useSearchSelectState() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  return { open, setOpen, typed, setTyped, keyword: open ? typed.trim() : '' };
}
type SearchSelectState = ReturnType<typeof useSearchSelectState>;

export interface SearchSelectProps<Row extends { id: string }> {
  state: SearchSelectState;
  value: string | null;
  onChange(id: string | null): void;
  /** The rows matching the search text. */
  rows: readonly Row[];
  loading: boolean;
  /** The chosen row, once loaded (the button shows "…" until then). */
  current: Row | undefined;
  label(row: Row): string;
  /** A short note on the right of a row (e.g. "bound"). */
  hint?(row: Row): string;
  /** Placeholder and accessible name of the search box (translated). */
  searchLabel: string;
  /** Text of the empty choice (translated). */
  noneLabel: string;
  id?: string;
  disabled?: boolean;
}

/** One row of a resource, chosen from a searchable menu with an empty choice (a form's reference field). */
export function SearchSelect<Row extends { id: string }>(props: SearchSelectProps<Row>) {
  const {
    state,
    value,
    onChange,
    rows,
    loading,
    current,
    label,
    hint,
    searchLabel,
    noneLabel,
    id,
    disabled,
  } = props;
  const { t } = useTranslation();
  const choose = (next: string | null) => {
    onChange(next);
    state.setOpen(false);
  };
  return (
    <PopoverNext
      isOpen={state.open}
      onInteraction={state.setOpen}
      placement="bottom-start"
      autoFocus={false}
      content={
        <div className="dc-member-select">
          <InputGroup
            leftIcon={<SearchIcon />}
            autoFocus
            placeholder={searchLabel}
            aria-label={searchLabel}
            value={state.typed}
            onValueChange={state.setTyped}
          />
          <Menu className="dc-member-select-menu">
            <MenuItem text={noneLabel} onClick={() => choose(null)} />
            {loading && rows.length === 0 ? <Spinner size={20} /> : null}
            {rows.map((row) => (
              <MenuItem
                key={row.id}
                text={label(row)}
                label={hint?.(row) ?? ''}
                active={row.id === value}
                onClick={() => choose(row.id)}
              />
            ))}
            {!loading && rows.length === 0 ? <MenuItem disabled text={t('common.noData')} /> : null}
          </Menu>
        </div>
      }
    >
      <Button
        id={id}
        fill
        alignText="start"
        disabled={disabled}
        endIcon={<CaretDownIcon />}
        text={current ? label(current) : value ? '…' : noneLabel}
      />
    </PopoverNext>
  );
}
