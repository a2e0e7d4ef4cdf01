import { Button, Checkbox, InputGroup, Spinner } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon, ChevronRightIcon, CrossIcon, SearchIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeptSelect } from './DeptSelect';
import { addMembers, allChosen, moveMember, removeMembers } from './memberSelection';
import type { DeptTreeState } from './useDeptTree';
import { memberLabel, useMembersById } from './useMemberNames';
import { useMemberSearch } from './useMemberSearch';

export interface MemberPickerProps {
  /** Chosen member ids, in order. */
  value: readonly string[];
  onChange(ids: string[]): void;
  /** The department tree for the candidates' department filter. */
  tree: Pick<DeptTreeState, 'roots' | 'index'>;
  /** Show order controls (the ring order of a sequence strategy). */
  ordered?: boolean;
  /** id of the candidates' search box, for a form label. */
  id?: string;
}

/**
 * The two-pane member selector: candidates on the left (searched by keyword, filtered by department
 * with its sub-departments), the chosen members on the right in their order.
 */
export function MemberPicker({ value, onChange, tree, ordered, id }: MemberPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [deptId, setDeptId] = useState<string | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const search = useMemberSearch(keyword, deptId);
  const known = useMembersById(value);
  const chosenSet = new Set(value);
  const shownIds = search.rows.map((member) => member.id);
  const toAdd = [...checked].filter((memberId) => !chosenSet.has(memberId));

  const toggle = (memberId: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(memberId)) next.delete(memberId);
      else next.add(memberId);
      return next;
    });
  const add = (ids: readonly string[]) => {
    onChange(addMembers(value, ids));
    setChecked(new Set());
  };

  return (
    <div className="dc-picker" part="member-picker">
      <section className="dc-picker-pane" aria-label={t('elements.member-list.candidates')}>
        <div className="dc-picker-filters">
          <InputGroup
            id={id}
            leftIcon={<SearchIcon />}
            placeholder={t('elements.member-list.searchMembers')}
            aria-label={t('elements.member-list.searchMembers')}
            value={keyword}
            onValueChange={setKeyword}
          />
          <DeptSelect
            value={deptId}
            onChange={setDeptId}
            tree={tree}
            noneLabel={t('elements.dept-tree.allDepartments')}
          />
        </div>
        <ul className="dc-picker-list" aria-busy={search.loading}>
          {search.loading && search.rows.length === 0 ? <Spinner size={20} /> : null}
          {search.rows.map((member) => (
            <li key={member.id}>
              <Checkbox
                checked={chosenSet.has(member.id) || checked.has(member.id)}
                disabled={chosenSet.has(member.id)}
                label={memberLabel(member)}
                onChange={() => toggle(member.id)}
              />
            </li>
          ))}
          {!search.loading && search.rows.length === 0 ? <li>{t('common.noData')}</li> : null}
        </ul>
        <div className="dc-picker-actions">
          <span>{t('elements.member-list.shownOf', { shown: search.rows.length, total: search.total })}</span>
          <Button
            size="small"
            disabled={shownIds.length === 0 || allChosen(value, shownIds)}
            text={t('elements.member-list.addShown')}
            onClick={() => add(shownIds)}
          />
          <Button
            size="small"
            intent="primary"
            endIcon={<ChevronRightIcon />}
            disabled={toAdd.length === 0}
            text={t('elements.member-list.addChecked', { count: toAdd.length })}
            onClick={() => add(toAdd)}
          />
        </div>
      </section>
      <section className="dc-picker-pane" aria-label={t('elements.member-list.chosen')}>
        <div className="dc-picker-heading">
          <strong>{t('elements.member-list.chosenCount', { count: value.length })}</strong>
          <Button
            size="small"
            variant="minimal"
            disabled={value.length === 0}
            text={t('elements.member-list.removeAll')}
            onClick={() => onChange([])}
          />
        </div>
        <ol className="dc-picker-list dc-picker-chosen">
          {value.map((memberId, position) => {
            const member = known.get(memberId);
            const name = member ? memberLabel(member) : memberId;
            return (
              <li key={memberId} data-member-id={memberId}>
                <span className="dc-picker-name">
                  {ordered ? `${position + 1}. ` : ''}
                  {name}
                </span>
                {ordered ? (
                  <>
                    <Button
                      size="small"
                      variant="minimal"
                      icon={<ArrowUpIcon />}
                      disabled={position === 0}
                      aria-label={t('elements.member-list.moveUp', { name })}
                      onClick={() => onChange(moveMember(value, memberId, -1))}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      icon={<ArrowDownIcon />}
                      disabled={position === value.length - 1}
                      aria-label={t('elements.member-list.moveDown', { name })}
                      onClick={() => onChange(moveMember(value, memberId, 1))}
                    />
                  </>
                ) : null}
                <Button
                  size="small"
                  variant="minimal"
                  icon={<CrossIcon />}
                  aria-label={t('elements.member-list.remove', { name })}
                  onClick={() => onChange(removeMembers(value, [memberId]))}
                />
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
