import { Button } from '@blueprintjs/core';
import { Column, SelectionModes, Table2, TableLoadingOption } from '@blueprintjs/table';
import { type CSSProperties, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installCspSafeResizeSensor } from './cspSafeResizeSensor';
import { GridPager } from './GridPager';
import {
  type GridColumn,
  type GridList,
  GridState,
  renderActionsCell,
  renderDataCell,
  showsState,
} from './gridBody';
import { useFittedActionsWidth, useFittedHeaderWidths } from './gridFit';
import { ariaSortOf, renderColumnHeader } from './gridHeader';
import { type GridPreset, PAGING_PRESETS } from './gridPresets';
import { useGridSelection, useSelectionColumn } from './gridSelection';
import { useGridNavigation } from './useGridNavigation';

export type { GridColumn } from './gridBody';

export interface DataGridProps<Row> {
  /** `table`: 10/50/80/100, default 10; `grid`: 20/50/100/500, default 20 (docs/behaviour.md#constants). */
  preset?: GridPreset;
  columns: readonly GridColumn<Row>[];
  list: GridList<Row>;
  rowKey(row: Row): string;
  /** Row selection with a checkbox column; the keys are kept across pages until cleared. */
  selectable?: boolean;
  selectedKeys?: readonly string[];
  onSelectionChange?(keys: string[]): void;
  /** Shown above the grid while rows are selected. */
  batchActions?(keys: string[]): ReactNode;
  /** A last column of per-row actions (edit, delete, …). */
  rowActions?(row: Row): ReactNode;
  rowActionsWidth?: number;
  /** Row height in px (default Blueprint's 20): taller for rows with pictures (a clip's still). */
  rowHeight?: number;
  /**
   * Opens a row's details: a double-click on the row, or Enter on a cell of the row the keyboard focuses
   * (the grid is one tab stop, the arrows move between its cells). Set by screens with a detail drawer.
   */
  onRowOpen?(row: Row): void;
}

installCspSafeResizeSensor();

const CHECK_WIDTH = 44;
const DEFAULT_WIDTH = 150;

/**
 * A server-paged grid on Blueprint's Table2: sortable headers, resizable columns, row selection with
 * batch actions, its empty, loading and error states, and the ARIA grid pattern with its keyboard model
 * (useGridNavigation). The header, body, selection and keyboard each have their module beside this one.
 */
export function DataGrid<Row>({
  preset = 'grid',
  columns,
  list,
  rowKey,
  selectable,
  selectedKeys = [],
  onSelectionChange,
  batchActions,
  rowActions,
  rowActionsWidth = 160,
  rowHeight,
  onRowOpen,
}: DataGridProps<Row>) {
  const { t } = useTranslation();
  const [widths, setWidths] = useState<Record<string, number>>({});
  const gridRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const proxyRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<Table2>(null);
  const idPrefix = `dc-grid${useId().replace(/:/g, '')}`;
  const actionsWidth = useFittedActionsWidth(gridRef, rowActionsWidth);
  const headerWidths = useFittedHeaderWidths(gridRef, columns);
  const pageKeys = list.rows.map(rowKey);
  const selection = useGridSelection(selectedKeys, pageKeys, onSelectionChange);
  const selectionColumn = useSelectionColumn(selection, pageKeys);
  const firstColumn = selectable ? 1 : 0;
  const columnCount = firstColumn + columns.length + (rowActions ? 1 : 0);
  const navigation = useGridNavigation({
    body: bodyRef,
    proxy: proxyRef,
    table: tableRef,
    rows: list.rows,
    model: {
      idPrefix,
      rowOffset: (list.pageNum - 1) * list.pageSize,
      total: list.total,
      cols: columnCount,
      sortOf: (col) => ariaSortOf(columns[col - firstColumn], list.sort),
    },
    onRowOpen,
  });

  const tableColumns = [
    ...(selectable ? [selectionColumn] : []),
    ...columns.map((column) => (
      <Column
        key={column.key}
        id={column.key}
        name={column.title}
        columnHeaderCellRenderer={() => renderColumnHeader(column, list.sort, list.setSort, t)}
        cellRenderer={(index) => renderDataCell(column, list.rows[index])}
      />
    )),
    ...(rowActions
      ? [
          <Column
            key="__actions"
            id="__actions"
            name={t('kit.grid.actions')}
            cellRenderer={(index) => renderActionsCell(rowActions(list.rows[index]))}
          />,
        ]
      : []),
  ];
  const columnWidths = [
    ...(selectable ? [CHECK_WIDTH] : []),
    ...columns.map(
      (column) => widths[column.key] ?? headerWidths[column.key] ?? column.width ?? DEFAULT_WIDTH,
    ),
    ...(rowActions ? [actionsWidth] : []),
  ];
  const onColumnWidthChanged = (index: number, size: number) => {
    const column = columns[index - firstColumn];
    if (column) setWidths((current) => ({ ...current, [column.key]: size }));
  };
  const drawsRows = !showsState(list);

  return (
    <div
      className="dc-grid"
      part="grid"
      ref={gridRef}
      style={rowHeight ? ({ '--dc-grid-row-height': `${rowHeight}px` } as CSSProperties) : undefined}
    >
      {selectable && selectedKeys.length > 0 ? (
        <div className="dc-batch-bar" part="batch-bar" role="toolbar">
          <span>{t('kit.grid.selected', { count: selectedKeys.length })}</span>
          {batchActions?.([...selectedKeys])}
          <Button
            variant="minimal"
            text={t('kit.grid.clearSelection')}
            onClick={() => onSelectionChange?.([])}
          />
        </div>
      ) : null}
      <div className="dc-grid-body" aria-busy={list.loading} ref={bodyRef} {...(drawsRows ? navigation : {})}>
        {drawsRows ? (
          <>
            {/* Filled by gridAria: the grid's rows for assistive technology, owning Table2's cells. */}
            <div className="dc-grid-aria" ref={proxyRef} />
            <Table2
              ref={tableRef}
              numRows={list.rows.length}
              columnWidths={columnWidths}
              // Table2 memoises cells: these are what they are drawn from.
              cellRendererDependencies={[list.rows, selection.selected, rowActions, columns, list.sort]}
              enableColumnResizing
              enableRowHeader={false}
              {...(rowHeight ? { defaultRowHeight: rowHeight } : {})}
              selectionModes={SelectionModes.NONE}
              loadingOptions={list.loading ? [TableLoadingOption.CELLS] : []}
              onColumnWidthChanged={onColumnWidthChanged}
            >
              {tableColumns}
            </Table2>
          </>
        ) : (
          <GridState list={list} />
        )}
      </div>
      <GridPager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        totalExact={list.totalExact}
        pageSizes={PAGING_PRESETS[preset].pageSizes}
        disabled={list.loading}
        onChange={list.setPage}
      />
    </div>
  );
}
