import { Button, InputGroup, Menu, MenuItem, Popover, Spinner } from '@blueprintjs/core';
import { CaretDownIcon, SearchIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const search = useMemberSearch(open ? keyword : '', null);
  const chosen = useMembersById(value ? [value] : []);
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
            placeholder={t('elements.member-list.searchMembers')}
            aria-label={t('elements.member-list.searchMembers')}
            value={keyword}
            onValueChange={setKeyword}
          />
          <Menu className="dc-member-select-menu">
            <MenuItem text={noneLabel} onClick={() => choose(null)} />
            {search.loading && search.rows.length === 0 ? <Spinner size={20} /> : null}
            {search.rows.map((member) => (
              <MenuItem
                key={member.id}
                text={memberLabel(member)}
                active={member.id === value}
                onClick={() => choose(member.id)}
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
        text={current ? memberLabel(current) : value ? '…' : noneLabel}
      />
    </Popover>
  );
}
