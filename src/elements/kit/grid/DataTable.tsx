import { DataGrid, type DataGridProps } from './DataGrid';

/** The table preset of the grid: page sizes 10/50/80/100, default 10 (spec §9). */
export function DataTable<Row>(props: Omit<DataGridProps<Row>, 'preset'>) {
  return <DataGrid {...props} preset="table" />;
}
