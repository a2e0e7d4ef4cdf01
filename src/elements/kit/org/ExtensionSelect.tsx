import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Extension, extensionResource } from '../../../contract/resources/extension';
import { SearchSelect, useSearchSelectState } from '../form/SearchSelect';
import { useResourceList } from '../list/useResourceList';
import { useResourceClient } from '../resource/useResourceClient';
import { useExtensionsById } from './useExtensionsById';

/** "8001001 Front desk": an extension named for people. */
function extensionLabel(extension: Pick<Extension, 'number' | 'displayName'>): string {
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
  const state = useSearchSelectState();
  const client = useResourceClient<Extension>(extensionResource);
  const filters = useMemo(() => ({ keyword: state.keyword }), [state.keyword]);
  const search = useResourceList(client, filters, { preset: 'table', pageSize: 50 });
  const chosen = useExtensionsById([value]);
  return (
    <SearchSelect<Extension>
      state={state}
      value={value}
      onChange={onChange}
      rows={search.rows}
      loading={search.loading}
      current={value ? chosen.get(value) : undefined}
      label={extensionLabel}
      hint={(extension) =>
        extension.memberId && extension.id !== value ? t('elements.extension-list.bound') : ''
      }
      searchLabel={t('elements.extension-list.search')}
      noneLabel={noneLabel}
      id={id}
      disabled={disabled}
    />
  );
}
