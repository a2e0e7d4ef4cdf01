import {
  GRID_DEFAULT_PAGE_SIZE,
  GRID_PAGE_SIZES,
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_PAGE_SIZES,
} from '../../../core/config/constants';

/** docs/behaviour.md#constants: a table pages by 10/50/80/100 (default 10), a grid by 20/50/100/500 (default 20). */
export type GridPreset = 'table' | 'grid';

export interface PagingPreset {
  pageSizes: readonly number[];
  defaultPageSize: number;
}

export const PAGING_PRESETS: Readonly<Record<GridPreset, PagingPreset>> = {
  table: { pageSizes: TABLE_PAGE_SIZES, defaultPageSize: TABLE_DEFAULT_PAGE_SIZE },
  grid: { pageSizes: GRID_PAGE_SIZES, defaultPageSize: GRID_DEFAULT_PAGE_SIZE },
};

/** A page size the preset offers: the asked one when it is in the list, else the preset's default. */
export function pageSizeFor(preset: GridPreset, asked: number | undefined): number {
  const { pageSizes, defaultPageSize } = PAGING_PRESETS[preset];
  return asked !== undefined && pageSizes.includes(asked) ? asked : defaultPageSize;
}
