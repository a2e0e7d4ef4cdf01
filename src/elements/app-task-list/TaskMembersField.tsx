import { Button, Tag } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../contract/resources/member';
import { SearchSelect, useSearchSelectState } from '../kit/form/SearchSelect';
import { memberLabel, useMembersById } from '../kit/org/useMemberNames';
import { useMemberSearch } from '../kit/org/useMemberSearch';

export interface TaskMembersFieldProps {
  value: readonly string[];
  onChange(ids: string[]): void;
  id?: string;
  disabled?: boolean;
  /** The button's text: "add a member" (already translated). */
  addLabel: string;
}

/**
 * Members chosen one by one from a searchable menu (account, name, phone), shown as removable tags. A task
 * goes to a few people; the call group covers a crew.
 */
export function TaskMembersField({ value, onChange, id, disabled, addLabel }: TaskMembersFieldProps) {
  const { t } = useTranslation();
  const state = useSearchSelectState();
  const search = useMemberSearch(state.keyword, null);
  const known = useMembersById(value);
  return (
    <div className="dc-task-members">
      {value.length ? (
        <ul className="dc-task-member-tags" aria-label={t('apps.task.fields.memberIds')}>
          {value.map((memberId) => {
            const member = known.get(memberId);
            const name = member ? memberLabel(member) : '…';
            return (
              <li key={memberId}>
                <Tag minimal>{name}</Tag>
                <Button
                  variant="minimal"
                  size="small"
                  icon={<SmallCrossIcon />}
                  disabled={disabled}
                  aria-label={t('apps.task.removeMember', { name })}
                  title={t('apps.task.removeMember', { name })}
                  onClick={() => onChange(value.filter((other) => other !== memberId))}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <SearchSelect<Member>
        state={state}
        value={null}
        onChange={(memberId) => {
          if (memberId && !value.includes(memberId)) onChange([...value, memberId]);
        }}
        rows={search.rows.filter((member) => !value.includes(member.id))}
        loading={search.loading}
        current={undefined}
        label={memberLabel}
        searchLabel={t('elements.member-list.searchMembers')}
        noneLabel={addLabel}
        id={id}
        disabled={disabled}
      />
    </div>
  );
}
