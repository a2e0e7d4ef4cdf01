import { useTranslation } from 'react-i18next';
import type { Member } from '../../../contract/resources/member';
import { SearchSelect, useSearchSelectState } from '../form/SearchSelect';
import { memberLabel, useMembersById } from './useMemberNames';
import { useMemberSearch } from './useMemberSearch';

export interface MemberSelectProps {
  value: string | null;
  onChange(id: string | null): void;
  id?: string;
  /** Text of the empty choice (already translated). */
  noneLabel: string;
  disabled?: boolean;
}

/** One member, searched by account, name, phone or e-mail (a department's manager, an extension's member). */
export function MemberSelect({ value, onChange, id, noneLabel, disabled }: MemberSelectProps) {
  const { t } = useTranslation();
  const state = useSearchSelectState();
  const search = useMemberSearch(state.keyword, null);
  const chosen = useMembersById(value ? [value] : []);
  return (
    <SearchSelect<Member>
      state={state}
      value={value}
      onChange={onChange}
      rows={search.rows}
      loading={search.loading}
      current={value ? chosen.get(value) : undefined}
      label={memberLabel}
      searchLabel={t('elements.member-list.searchMembers')}
      noneLabel={noneLabel}
      id={id}
      disabled={disabled}
    />
  );
}
