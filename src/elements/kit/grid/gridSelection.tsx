import { Checkbox } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell } from '@blueprintjs/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Row selection across pages: the keys stay selected on other pages until cleared. */
export function useGridSelection(
  selectedKeys: readonly string[],
  pageKeys: readonly string[],
  onSelectionChange: ((keys: string[]) => void) | undefined,
) {
  const selected = useMemo(() => new Set(selectedKeys), [selectedKeys]);
  const allOnPage = pageKeys.length > 0 && pageKeys.every((key) => selected.has(key));
  const someOnPage = pageKeys.some((key) => selected.has(key));
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectionChange?.([...next]);
  };
  const togglePage = () => {
    const next = new Set(selected);
    for (const key of pageKeys) {
      if (allOnPage) next.delete(key);
      else next.add(key);
    }
    onSelectionChange?.([...next]);
  };
  return { selected, allOnPage, someOnPage, toggle, togglePage };
}

export type GridSelection = ReturnType<typeof useGridSelection>;

/** The checkbox column: one box per row, and the header's box for the whole page. */
export function useSelectionColumn(selection: GridSelection, pageKeys: readonly string[]) {
  const { t } = useTranslation();
  return (
    <Column
      key="__select"
      id="__select"
      columnHeaderCellRenderer={() => (
        <ColumnHeaderCell>
          <Checkbox
            aria-label={t('kit.grid.selectPage')}
            checked={selection.allOnPage}
            indeterminate={selection.someOnPage && !selection.allOnPage}
            onChange={selection.togglePage}
          />
        </ColumnHeaderCell>
      )}
      cellRenderer={(index) => {
        const key = pageKeys[index];
        return (
          <Cell>
            <Checkbox
              aria-label={t('kit.grid.selectRow')}
              checked={selection.selected.has(key)}
              onChange={() => selection.toggle(key)}
            />
          </Cell>
        );
      }}
    />
  );
}
