import { Button, Checkbox, NonIdealState, Spinner } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import {
  Cell,
  Column,
  ColumnHeaderCell,
  FocusMode,
  SelectionModes,
  Table2,
  TableLoadingOption,
} from '@blueprintjs/table';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceListState, SortState } from '../list/useResourceList';
import { installCspSafeResizeSensor } from './cspSafeResizeSensor';
import { GridPager } from './GridPager';
import { type GridPreset, PAGING_PRESETS } from './gridPresets';

export interface GridColumn<Row> {
  key: string;
  /** Header text (already translated). */
  title: string;
  width?: number;
  sortable?: boolean;
  /** Cell content; default the row's value at `key` as text. */
  render?: (row: Row) => ReactNode;
}

export type GridList<Row> = Pick<
  ResourceListState<Row>,
  'rows' | 'total' | 'loading' | 'error' | 'pageNum' | 'pageSize' | 'sort' | 'setPage' | 'setSort' | 'reload'
> &
  Partial<Pick<ResourceListState<Row>, 'totalExact'>>;

export interface DataGridProps<Row> {
  /** `table`: 10/50/80/100, default 10; `grid`: 20/50/100/500, default 20 (spec §9). */
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
   * Opens a row's details: a double-click on the row, or Enter on the row the keyboard focuses (the grid
   * takes the focus with Tab, the arrows move it from row to row). Set by screens with a detail drawer.
   */
  onRowOpen?(row: Row): void;
}

installCspSafeResizeSensor();

const CHECK_WIDTH = 44;
const DEFAULT_WIDTH = 150;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function nextSort(current: SortState | undefined, field: string): SortState | undefined {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : undefined;
}

/**
 * A server-paged grid on Blueprint's Table2: sortable headers, resizable columns, row selection with
 * batch actions, and its empty, loading and error states.
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
  const rowOpening = useRowOpening(list.rows, onRowOpen);
  const [widths, setWidths] = useState<Record<string, number>>({});
  const gridRef = useRef<HTMLDivElement>(null);
  const actionsWidth = useFittedActionsWidth(gridRef, rowActionsWidth);
  const headerWidths = useFittedHeaderWidths(gridRef, columns);
  const selected = useMemo(() => new Set(selectedKeys), [selectedKeys]);
  const pageKeys = list.rows.map(rowKey);
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

  const header = (column: GridColumn<Row>) => {
    if (!column.sortable) {
      return (
        <ColumnHeaderCell
          name={column.title}
          nameRenderer={(name) => (
            <div className="bp6-table-truncated-text" data-column={column.key}>
              {name}
            </div>
          )}
        />
      );
    }
    const sorted = list.sort?.field === column.key ? list.sort.order : undefined;
    return (
      <ColumnHeaderCell
        name={column.title}
        nameRenderer={(name) => (
          <button
            type="button"
            className="dc-grid-sort bp6-button bp6-minimal bp6-small"
            data-sort={sorted ?? 'none'}
            title={t(
              sorted === 'asc'
                ? 'kit.grid.sortedAscending'
                : sorted === 'desc'
                  ? 'kit.grid.sortedDescending'
                  : 'kit.grid.sortable',
            )}
            onClick={() => list.setSort(nextSort(list.sort, column.key))}
          >
            <span className="dc-grid-sort-name" data-column={column.key}>
              {name}
            </span>
            {sorted ? <span aria-hidden="true">{sorted === 'asc' ? '▲' : '▼'}</span> : null}
          </button>
        )}
      />
    );
  };

  const tableColumns = [
    ...(selectable
      ? [
          <Column
            key="__select"
            id="__select"
            columnHeaderCellRenderer={() => (
              <ColumnHeaderCell>
                <Checkbox
                  aria-label={t('kit.grid.selectPage')}
                  checked={allOnPage}
                  indeterminate={someOnPage && !allOnPage}
                  onChange={togglePage}
                />
              </ColumnHeaderCell>
            )}
            cellRenderer={(index) => {
              const key = pageKeys[index];
              return (
                <Cell>
                  <Checkbox
                    aria-label={t('kit.grid.selectRow')}
                    checked={selected.has(key)}
                    onChange={() => toggle(key)}
                  />
                </Cell>
              );
            }}
          />,
        ]
      : []),
    ...columns.map((column) => (
      <Column
        key={column.key}
        id={column.key}
        name={column.title}
        columnHeaderCellRenderer={() => header(column)}
        cellRenderer={(index) => {
          const row = list.rows[index];
          const content = column.render
            ? column.render(row)
            : cellText((row as Record<string, unknown>)[column.key]);
          // A text cut by the column's width can still be read in full on hover.
          return <Cell tooltip={typeof content === 'string' ? content : undefined}>{content}</Cell>;
        }}
      />
    )),
    ...(rowActions
      ? [
          <Column
            key="__actions"
            id="__actions"
            name={t('kit.grid.actions')}
            cellRenderer={(index) => (
              <Cell interactive>
                <span className="dc-row-actions">{rowActions(list.rows[index])}</span>
              </Cell>
            )}
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
    const column = columns[index - (selectable ? 1 : 0)];
    if (column) setWidths((current) => ({ ...current, [column.key]: size }));
  };

  let body: ReactNode;
  if (list.error) {
    body = (
      <NonIdealState
        className="dc-grid-state"
        icon="error"
        title={t('kit.grid.errorTitle')}
        description={list.error}
        action={<Button icon={<RefreshIcon />} text={t('kit.grid.retry')} onClick={list.reload} />}
      />
    );
  } else if (list.loading && list.rows.length === 0) {
    body = (
      <div className="dc-grid-state" aria-busy="true">
        <Spinner aria-label={t('common.loadingText')} />
      </div>
    );
  } else if (list.rows.length === 0) {
    body = <NonIdealState className="dc-grid-state" icon="inbox" title={t('common.noData')} />;
  } else {
    body = (
      <Table2
        numRows={list.rows.length}
        columnWidths={columnWidths}
        // Table2 memoises cells: these are what they are drawn from.
        cellRendererDependencies={[list.rows, selected, rowActions, columns, list.sort]}
        enableColumnResizing
        enableRowHeader={false}
        {...(rowHeight ? { defaultRowHeight: rowHeight } : {})}
        selectionModes={SelectionModes.NONE}
        loadingOptions={list.loading ? [TableLoadingOption.CELLS] : []}
        onColumnWidthChanged={onColumnWidthChanged}
        {...rowOpening.tableProps}
      >
        {tableColumns}
      </Table2>
    );
  }

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
      {/* Enter and double-clicks reach here from Table2's focusable table inside (row opening). */}
      <div className="dc-grid-body" aria-busy={list.loading} {...rowOpening.bodyProps}>
        {body}
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

/** Blueprint's table cell padding (left + right) around the actions. */
const ACTIONS_CELL_PADDING = 24;

/**
 * The actions column's width: at least `fallback`, wider when the widest rendered actions need more in the
 * current language ("Play group in sequence" is wider than 按顺序播放群组), so no button is clipped. Table2
 * draws its cells after measuring itself: the cells are measured whenever they change.
 */
function useFittedActionsWidth(grid: RefObject<HTMLDivElement | null>, fallback: number): number {
  const [fitted, setFitted] = useState(0);
  useLayoutEffect(() => {
    const root = grid.current;
    if (!root) return;
    const measure = () => {
      const actions = root.querySelectorAll<HTMLElement>('.dc-row-actions');
      let widest = 0;
      for (const element of actions) widest = Math.max(widest, element.getBoundingClientRect().width);
      if (widest > 0) setFitted(Math.ceil(widest) + ACTIONS_CELL_PADDING);
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [grid]);
  return Math.max(fitted, fallback);
}

/**
 * Widths of the columns whose header title does not fit its declared width in the current language
 * ("Duration (s)" in 70 px showed "Du…", 时长（秒） "时…"): the declared width plus what the title overflows.
 * Keyed by column and title, so a change of language measures again from the declared width.
 */
function useFittedHeaderWidths<Row>(
  grid: RefObject<HTMLDivElement | null>,
  columns: readonly GridColumn<Row>[],
): Record<string, number> {
  const [fitted, setFitted] = useState<Record<string, number>>({});
  useLayoutEffect(() => {
    const root = grid.current;
    if (!root) return;
    const measure = () => {
      const grown: Record<string, number> = {};
      for (const name of root.querySelectorAll<HTMLElement>('[data-column]')) {
        const overflow = name.scrollWidth - name.clientWidth;
        const cell = name.closest<HTMLElement>('.bp6-table-header');
        const key = name.dataset.column;
        if (overflow > 0 && cell && key)
          grown[key] = Math.ceil(cell.getBoundingClientRect().width + overflow) + 1;
      }
      if (Object.keys(grown).length === 0) return;
      setFitted((current) => {
        let next = current;
        for (const column of columns) {
          const id = `${column.key}:${column.title}`;
          const width = grown[column.key];
          if (width !== undefined && width > (current[id] ?? 0)) next = { ...next, [id]: width };
        }
        return next;
      });
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [grid, columns]);
  const byKey: Record<string, number> = {};
  for (const column of columns) {
    const width = fitted[`${column.key}:${column.title}`];
    if (width !== undefined) byKey[column.key] = width;
  }
  return byKey;
}

/**
 * The row of the table cell clicked, from Table2's `bp6-table-cell-row-<index>` class; none when the click
 * was a control's inside the cell (a Details button, a checkbox).
 */
function ownRowIndex(target: EventTarget | null): number | undefined {
  if (!(target instanceof Element) || target.closest('button, a, input, label, select, textarea'))
    return undefined;
  const cell = target.closest('.bp6-table-cell');
  const match = cell ? /(?:^|\s)bp6-table-cell-row-(\d+)(?:\s|$)/.exec(cell.className) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * Row opening for {@link DataGridProps.onRowOpen}: Table2's row focus (arrows), Enter on the focused table
 * and double-clicks on a row's cells. A key or click meant for a control inside a cell (a Details button, a
 * checkbox) is that control's own.
 */
function useRowOpening<Row>(rows: readonly Row[], onRowOpen: ((row: Row) => void) | undefined) {
  // Table2 draws the focus on the first row until told otherwise; a new page starts there again.
  const [focus, setFocus] = useState({ rows, row: 0 });
  const focusedRow = focus.rows === rows ? focus.row : 0;
  if (!onRowOpen) return { tableProps: {}, bodyProps: {} };
  const open = (index: number | undefined) => {
    const row = index === undefined ? undefined : rows[index];
    if (row !== undefined) onRowOpen(row);
  };
  return {
    tableProps: {
      focusMode: FocusMode.ROW,
      focusedRegion: { type: FocusMode.ROW, row: focusedRow, focusSelectionIndex: 0 } as const,
      onFocusedRegion: (region: { row: number }) => setFocus({ rows, row: region.row }),
    },
    bodyProps: {
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        const target = event.target as Element;
        if (event.key !== 'Enter' || !target.classList.contains('bp6-table-container')) return;
        event.preventDefault();
        open(focusedRow);
      },
      // A click focuses its row (Table2 moves its row focus by keys only while nothing is selectable).
      onClick: (event: MouseEvent<HTMLDivElement>) => {
        const row = ownRowIndex(event.target);
        if (row !== undefined) setFocus({ rows, row });
      },
      onDoubleClick: (event: MouseEvent<HTMLDivElement>) => open(ownRowIndex(event.target)),
    },
  };
}
