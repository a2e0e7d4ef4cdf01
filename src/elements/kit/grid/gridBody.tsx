import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { Cell } from '@blueprintjs/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceListState } from '../list/useResourceList';

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

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A row's cell of a column: the column's rendering, or the row's value as text. */
export function renderDataCell<Row>(column: GridColumn<Row>, row: Row) {
  const content = column.render ? column.render(row) : cellText((row as Record<string, unknown>)[column.key]);
  // A text cut by the column's width can still be read in full on hover.
  return <Cell tooltip={typeof content === 'string' ? content : undefined}>{content}</Cell>;
}

/** The per-row actions' cell (edit, delete, …). */
export function renderActionsCell(actions: ReactNode) {
  return (
    <Cell interactive>
      <span className="dc-row-actions">{actions}</span>
    </Cell>
  );
}

/**
 * What the grid's body shows instead of rows: the error with a retry, the first page loading, or the empty
 * state; null when there are rows to draw.
 */
export function GridState<Row>({ list }: { list: GridList<Row> }) {
  const { t } = useTranslation();
  if (list.error) {
    return (
      <NonIdealState
        className="dc-grid-state"
        icon="error"
        title={t('kit.grid.errorTitle')}
        description={list.error}
        action={<Button icon={<RefreshIcon />} text={t('kit.grid.retry')} onClick={list.reload} />}
      />
    );
  }
  if (list.loading && list.rows.length === 0) {
    return (
      <div className="dc-grid-state" aria-busy="true">
        <Spinner aria-label={t('common.loadingText')} />
      </div>
    );
  }
  if (list.rows.length === 0)
    return <NonIdealState className="dc-grid-state" icon="inbox" title={t('common.noData')} />;
  return null;
}

/** Whether GridState has something to show (no rows to draw). */
export function showsState<Row>(list: GridList<Row>): boolean {
  return Boolean(list.error) || list.rows.length === 0;
}
