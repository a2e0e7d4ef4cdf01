import { Button, Callout, InputGroup, Intent, Spinner, Tag } from '@blueprintjs/core';
import { AddIcon, CollapseAllIcon, ExpandAllIcon, RefreshIcon, SearchIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Dept, type DeptNode, deptResource } from '../../contract/resources/dept';
import { useConfirmDelete } from '../kit/confirm/confirmDelete';
import { useElementEvents } from '../kit/element/elementEvents';
import { useKitCore } from '../kit/element/kitCore';
import { FormDrawer } from '../kit/form/FormDrawer';
import { DeptTreeView } from '../kit/org/DeptTreeView';
import { filterRows, nextSortOrder } from '../kit/org/deptTreeModel';
import { useDeptTree } from '../kit/org/useDeptTree';
import { useCan } from '../kit/permission/useCan';
import { useResourceClient } from '../kit/resource/useResourceClient';
import { useResourceMutations } from '../kit/screen/useResourceMutations';
import { DeptDetails } from './DeptDetails';
import { deptFormFields } from './deptFormFields';
import { useDeptMove } from './useDeptMove';

export interface DeptTreeProps {
  /** Show the tree only: no add, edit, move or delete whatever the permissions. */
  readonly?: boolean;
  /** The department chosen when the element connects. */
  selectedId?: string;
  /** Hide the details panel (a portal's narrow side column). */
  compact?: boolean;
}

/** Detail of `dc-dept-select`: the chosen department, or `id: null` for "all departments". */
export interface DeptSelectDetail {
  id: string | null;
  name: string;
}

type FormState = { mode: 'add'; parentId: string | null } | { mode: 'edit'; node: DeptNode } | null;

/** The department management screen (docs/behaviour.md#screens-and-routes /org/dept). */
export const DeptTree = observer(function DeptTree({ readonly, selectedId, compact }: DeptTreeProps) {
  const { t } = useTranslation();
  const { emit } = useElementEvents();
  const tree = useDeptTree();
  const client = useResourceClient<Pick<Dept, 'id'>>(deptResource);
  const mutations = useResourceMutations(client, tree.reload);
  const { confirmDelete, alert } = useConfirmDelete();
  const [selected, setSelected] = useState<string | null>(selectedId ?? null);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const canAdd = useCan('dept:add') && !readonly;
  const canEdit = useCan('dept:edit') && !readonly;
  const canDelete = useCan('dept:delete') && !readonly;
  const { http } = useKitCore();
  const move = useDeptMove(http, tree.roots, tree.index, tree.reload);

  // Until the reader opens or closes a node: the top level open, and the way down to the chosen one.
  const open = useMemo(() => {
    if (expanded) return expanded;
    const initial = new Set(tree.roots.map((node) => node.id));
    let current = selected ? tree.index.parentOf.get(selected) : null;
    while (current) {
      initial.add(current);
      current = tree.index.parentOf.get(current) ?? null;
    }
    return initial;
  }, [expanded, tree.roots, tree.index, selected]);
  const rows = useMemo(
    () => filterRows(tree.roots, tree.index, search, open),
    [tree.roots, tree.index, search, open],
  );
  const node = selected ? (tree.index.byId.get(selected) ?? null) : null;
  const total = tree.roots.reduce((sum, root) => sum + root.totalMemberCount, 0) + tree.unassignedMemberCount;

  const choose = (next: DeptNode | null) => {
    setSelected(next?.id ?? null);
    emit<DeptSelectDetail>('dc-dept-select', { id: next?.id ?? null, name: next?.name ?? '' });
  };
  const toggle = (id: string, isOpen: boolean) => {
    const next = new Set(open);
    if (isOpen) next.add(id);
    else next.delete(id);
    setExpanded(next);
  };
  const remove = async (target: DeptNode) => {
    if (!(await confirmDelete([target.name]))) return;
    try {
      await mutations.remove([target.id]);
      if (selected === target.id) choose(null);
    } catch {
      // Refused (members or sub-departments still in it): the HTTP client has shown why.
    }
  };
  const editing = form?.mode === 'edit' ? form.node : null;
  const fields = useMemo(
    () => deptFormFields(Boolean(editing), tree, editing?.id ?? null, t('kit.form.none')),
    [editing, tree, t],
  );
  const initialValues = useMemo(() => {
    if (!form) return undefined;
    if (form.mode === 'edit') return { ...form.node };
    const siblings = form.parentId ? (tree.index.byId.get(form.parentId)?.children ?? []) : tree.roots;
    return { ...deptResource.defaults, parentId: form.parentId, sortOrder: nextSortOrder(siblings) };
  }, [form, tree.index, tree.roots]);

  const title = t('resources.dept.title');
  const listTitle = t('resources.dept.listTitle');
  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar" aria-label={listTitle}>
        <strong part="title">{listTitle}</strong>
        <span className="dc-toolbar-spacer" />
        {canAdd ? (
          <Button
            intent={Intent.PRIMARY}
            icon={<AddIcon />}
            text={t('elements.dept-tree.addTop')}
            onClick={() => setForm({ mode: 'add', parentId: null })}
          />
        ) : null}
        <Button
          variant="minimal"
          icon={<ExpandAllIcon />}
          aria-label={t('elements.dept-tree.expandAll')}
          title={t('elements.dept-tree.expandAll')}
          onClick={() => setExpanded(new Set(tree.index.byId.keys()))}
        />
        <Button
          variant="minimal"
          icon={<CollapseAllIcon />}
          aria-label={t('elements.dept-tree.collapseAll')}
          title={t('elements.dept-tree.collapseAll')}
          onClick={() => setExpanded(new Set())}
        />
        <Button
          variant="minimal"
          icon={<RefreshIcon />}
          aria-label={t('kit.screen.refresh')}
          onClick={tree.reload}
        />
      </div>
      <div className={compact ? '' : 'dc-dept-screen'}>
        <div>
          <div className="dc-dept-search">
            <InputGroup
              leftIcon={<SearchIcon />}
              type="search"
              placeholder={t('elements.dept-tree.search')}
              aria-label={t('elements.dept-tree.search')}
              value={search}
              onValueChange={setSearch}
            />
          </div>
          {tree.error ? (
            <Callout intent={Intent.DANGER} role="alert">
              {tree.error} <Button size="small" text={t('kit.grid.retry')} onClick={tree.reload} />
            </Callout>
          ) : tree.loading && tree.roots.length === 0 ? (
            <div className="dc-grid-state" aria-busy="true">
              <Spinner aria-label={t('common.loadingText')} />
            </div>
          ) : (
            <DeptTreeView
              rows={rows}
              selectedId={selected}
              label={t('elements.dept-tree.treeLabel')}
              onSelect={choose}
              onToggle={toggle}
              onMove={canEdit && !search ? (from, to, position) => void move(from, to, position) : undefined}
              secondary={(dept) => (
                <Tag minimal round title={t('elements.dept-tree.countTitle')}>
                  {dept.totalMemberCount}
                </Tag>
              )}
              leading={
                <button
                  type="button"
                  className="dc-tree-all"
                  aria-pressed={selected === null}
                  onClick={() => choose(null)}
                >
                  <span>{t('elements.dept-tree.allDepartments')}</span>
                  <Tag minimal round>
                    {total}
                  </Tag>
                </button>
              }
            />
          )}
          {!tree.loading && !tree.error && tree.roots.length === 0 ? (
            <p className="dc-dept-search">{t('elements.dept-tree.empty')}</p>
          ) : null}
          {canEdit && tree.roots.length > 0 ? (
            <p className="dc-dept-search bp6-text-muted">{t('elements.dept-tree.dragHint')}</p>
          ) : null}
        </div>
        {compact ? null : (
          <DeptDetails
            node={node}
            index={tree.index}
            canAdd={canAdd}
            canEdit={canEdit}
            canDelete={canDelete}
            onAddChild={() => node && setForm({ mode: 'add', parentId: node.id })}
            onEdit={() => node && setForm({ mode: 'edit', node })}
            onDelete={() => node && void remove(node)}
          />
        )}
      </div>
      <FormDrawer
        isOpen={form !== null}
        title={t(editing ? 'kit.form.edit' : 'kit.form.create', { name: title })}
        schema={editing ? deptResource.updateSchema : deptResource.createSchema}
        fields={fields}
        initialValues={initialValues}
        fixedValues={editing ? { id: editing.id } : undefined}
        onSubmit={async (values) => {
          await mutations.save(values, editing);
          setForm(null);
        }}
        onClose={() => setForm(null)}
      />
      {alert}
    </div>
  );
});
