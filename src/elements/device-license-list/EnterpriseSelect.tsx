import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enterprise } from '../../contract/accounts/enterprise';
import { enterpriseView } from '../../contract/accounts/views';
import { SearchSelect, useSearchSelectState } from '../kit/form/SearchSelect';
import { useResourceList } from '../kit/list/useResourceList';
import { useResourceClient } from '../kit/resource/useResourceClient';

/** A choice shaped for SearchSelect: the enterprise's prefix is the value a device licence keeps. */
interface EnterpriseChoice {
  id: string;
  name: string;
}

export interface EnterpriseSelectProps {
  /** The chosen enterprise's number prefix. */
  value: string | null;
  onChange(prefix: string | null): void;
  id?: string;
  disabled?: boolean;
}

/** An enterprise, searched by name or prefix (ADMIN's enterprise list), kept by its number prefix. */
export function EnterpriseSelect({ value, onChange, id, disabled }: EnterpriseSelectProps) {
  const { t } = useTranslation();
  const state = useSearchSelectState();
  const client = useResourceClient<Enterprise>(enterpriseView);
  const filters = useMemo(() => ({ keyword: state.keyword || value || '' }), [state.keyword, value]);
  const search = useResourceList(client, filters, { preset: 'table', pageSize: 50 });
  const choices = search.rows.map((row) => ({ id: row.prefix, name: row.name }));
  const current =
    choices.find((choice) => choice.id === value) ?? (value ? { id: value, name: '' } : undefined);
  return (
    <SearchSelect<EnterpriseChoice>
      state={state}
      value={value}
      onChange={onChange}
      rows={choices}
      loading={search.loading}
      current={current}
      label={(choice) => (choice.name ? `${choice.id} ${choice.name}` : choice.id)}
      searchLabel={t('elements.device-license-list.searchEnterprise')}
      noneLabel={t('elements.device-license-list.chooseEnterprise')}
      id={id}
      disabled={disabled}
    />
  );
}
