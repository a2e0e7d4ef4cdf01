import { Button, InputGroup, Menu, MenuItem, Popover, Spinner } from '@blueprintjs/core';
import { CaretDownIcon, SearchIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Extension, extensionResource } from '../../contract/resources/extension';
import { useResourceList } from '../kit/list/useResourceList';
import { useResourceClient } from '../kit/resource/useResourceClient';
import { useExtensionsById } from './useExtensionsById';

/** "8001001 Front desk": an extension named for people. */
export function extensionLabel(extension: Pick<Extension, 'number' | 'displayName'>): string {
  return extension.displayName ? `${extension.number} ${extension.displayName}` : extension.number;
}

export interface ExtensionSelectProps {
  value: string | null;
  onChange(id: string | null): void;
  id?: string;
  noneLabel: string;
  disabled?: boolean;
}

/** One extension, searched by number or name; those bound to another member are marked. */
export function ExtensionSelect({ value, onChange, id, noneLabel, disabled }: ExtensionSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const client = useResourceClient<Extension>(extensionResource);
  const filters = useMemo(() => ({ keyword: open ? keyword.trim() : '' }), [open, keyword]);
  const search = useResourceList(client, filters, { preset: 'table', pageSize: 50 });
  const chosen = useExtensionsById([value]);
  const current = value ? chosen.get(value) : undefined;
  const choose = (next: string | null) => {
    onChange(next);
    setOpen(false);
  };

  return (
    <Popover
      isOpen={open}
      onInteraction={setOpen}
      placement="bottom-start"
      autoFocus={false}
      content={
        <div className="dc-member-select">
          <InputGroup
            leftIcon={<SearchIcon />}
            autoFocus
            placeholder={t('elements.extension-list.search')}
            aria-label={t('elements.extension-list.search')}
            value={keyword}
            onValueChange={setKeyword}
          />
          <Menu className="dc-member-select-menu">
            <MenuItem text={noneLabel} onClick={() => choose(null)} />
            {search.loading && search.rows.length === 0 ? <Spinner size={20} /> : null}
            {search.rows.map((extension) => (
              <MenuItem
                key={extension.id}
                text={extensionLabel(extension)}
                label={extension.memberId && extension.id !== value ? t('elements.extension-list.bound') : ''}
                active={extension.id === value}
                onClick={() => choose(extension.id)}
              />
            ))}
            {!search.loading && search.rows.length === 0 ? (
              <MenuItem disabled text={t('common.noData')} />
            ) : null}
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
        text={current ? extensionLabel(current) : value ? '…' : noneLabel}
      />
    </Popover>
  );
}
