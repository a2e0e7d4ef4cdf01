import { Button, ButtonGroup, Intent, NonIdealState } from '@blueprintjs/core';
import { AddIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from '../../contract/resources/dept';
import { pathName, type TreeIndex } from '../kit/org/deptTreeModel';
import { memberLabel, useMembersById } from '../kit/org/useMemberNames';

export interface DeptDetailsProps {
  node: DeptNode | null;
  index: TreeIndex;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onAddChild(): void;
  onEdit(): void;
  onDelete(): void;
}

/** The chosen department: its path, manager, counts, order and description, with its actions. */
export function DeptDetails({
  node,
  index,
  canAdd,
  canEdit,
  canDelete,
  onAddChild,
  onEdit,
  onDelete,
}: DeptDetailsProps) {
  const { t } = useTranslation();
  const managers = useMembersById(node?.managerId ? [node.managerId] : []);
  if (!node)
    return (
      <div className="dc-dept-details" part="details">
        <NonIdealState icon="info-sign" title={t('elements.dept-tree.chooseOne')} />
      </div>
    );
  const manager = node.managerId ? managers.get(node.managerId) : undefined;
  const label = (field: string) => t(`resources.dept.fields.${field}`);
  return (
    <div className="dc-dept-details" part="details" aria-live="polite">
      <h3 className="bp6-heading">{node.name}</h3>
      <dl>
        <dt>{t('elements.dept-tree.path')}</dt>
        <dd>{pathName(index, node.id)}</dd>
        <dt>{label('managerId')}</dt>
        <dd>{manager ? memberLabel(manager) : node.managerId ? '…' : t('kit.form.none')}</dd>
        <dt>{label('memberCount')}</dt>
        <dd data-testid="dept-member-count">{node.memberCount}</dd>
        <dt>{label('totalMemberCount')}</dt>
        <dd>{node.totalMemberCount}</dd>
        <dt>{label('sortOrder')}</dt>
        <dd>{node.sortOrder}</dd>
        <dt>{label('description')}</dt>
        <dd>{node.description || '—'}</dd>
      </dl>
      <ButtonGroup>
        {canAdd ? (
          <Button icon={<AddIcon />} text={t('elements.dept-tree.addChild')} onClick={onAddChild} />
        ) : null}
        {canEdit ? <Button icon={<EditIcon />} text={t('kit.screen.edit')} onClick={onEdit} /> : null}
        {canDelete ? (
          <Button
            icon={<TrashIcon />}
            intent={Intent.DANGER}
            text={t('kit.screen.delete')}
            onClick={onDelete}
          />
        ) : null}
      </ButtonGroup>
    </div>
  );
}
