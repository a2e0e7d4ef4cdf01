import { ColumnHeaderCell } from '@blueprintjs/table';
import type { TFunction } from 'i18next';
import type { SortState } from '../list/useResourceList';
import type { GridColumn } from './gridBody';

/** A sortable header's next sort: ascending, descending, then none. */
function nextSort(current: SortState | undefined, field: string): SortState | undefined {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : undefined;
}

/** `aria-sort` of a column header: only sortable columns carry one. */
export function ariaSortOf<Row>(
  column: GridColumn<Row> | undefined,
  sort: SortState | undefined,
): 'ascending' | 'descending' | 'none' | undefined {
  if (!column?.sortable) return undefined;
  if (sort?.field !== column.key) return 'none';
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

/** A column's header: its title, or for a sortable column a button that cycles the sort. */
export function renderColumnHeader<Row>(
  column: GridColumn<Row>,
  sort: SortState | undefined,
  onSort: (next: SortState | undefined) => void,
  t: TFunction,
) {
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
  const sorted = sort?.field === column.key ? sort.order : undefined;
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
          onClick={() => onSort(nextSort(sort, column.key))}
        >
          <span className="dc-grid-sort-name" data-column={column.key}>
            {name}
          </span>
          {sorted ? <span aria-hidden="true">{sorted === 'asc' ? '▲' : '▼'}</span> : null}
        </button>
      )}
    />
  );
}
