import { Button, InputGroup, PopoverNext } from '@blueprintjs/core';
import { CaretDownIcon, SearchIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeptTreeView } from './DeptTreeView';
import { filterRows, pathName } from './deptTreeModel';
import type { DeptTreeState } from './useDeptTree';

export interface DeptSelectProps {
  /** The chosen department, or null for none. */
  value: string | null;
  onChange(id: string | null): void;
  tree: Pick<DeptTreeState, 'roots' | 'index'>;
  /** id of the button, for a form label. */
  id?: string;
  /** Text of the empty choice (already translated): "(none)", "All departments". */
  noneLabel: string;
  disabled?: boolean;
  /** A department that cannot be chosen with its subtree (a department's own parent field). */
  exclude?: string;
}

/**
 * Department tree selection for forms and filters: a button showing the chosen department's path that
 * opens the (searchable, windowed) tree.
 */
export function DeptSelect({ value, onChange, tree, id, noneLabel, disabled, exclude }: DeptSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(tree.roots.map((node) => node.id)),
  );
  const rows = useMemo(() => {
    const all = filterRows(tree.roots, tree.index, search, expanded);
    if (!exclude) return all;
    const cut = all.findIndex((row) => row.node.id === exclude);
    if (cut < 0) return all;
    const end = all.findIndex((row, at) => at > cut && row.depth <= all[cut].depth);
    return [...all.slice(0, cut), ...(end < 0 ? [] : all.slice(end))];
  }, [tree.roots, tree.index, search, expanded, exclude]);
  const choose = (next: string | null) => {
    onChange(next);
    setOpen(false);
  };

  return (
    <PopoverNext
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      placement="bottom-start"
      autoFocus={false}
      content={
        <div className="dc-dept-picker">
          <InputGroup
            leftIcon={<SearchIcon />}
            placeholder={t('elements.dept-tree.search')}
            aria-label={t('elements.dept-tree.search')}
            value={search}
            autoFocus
            onValueChange={setSearch}
          />
          <DeptTreeView
            rows={rows}
            selectedId={value}
            label={t('elements.dept-tree.treeLabel')}
            height={260}
            idPrefix={`${id ?? 'dc-dept-select'}-option`}
            onSelect={(node) => choose(node.id)}
            onToggle={(nodeId, isOpen) =>
              setExpanded((current) => {
                const next = new Set(current);
                if (isOpen) next.add(nodeId);
                else next.delete(nodeId);
                return next;
              })
            }
            leading={
              <button type="button" className="dc-tree-all" onClick={() => choose(null)}>
                {noneLabel}
              </button>
            }
          />
        </div>
      }
    >
      <Button
        id={id}
        fill
        alignText="start"
        disabled={disabled}
        endIcon={<CaretDownIcon />}
        aria-haspopup="tree"
        text={value ? pathName(tree.index, value) || value : noneLabel}
      />
    </PopoverNext>
  );
}
