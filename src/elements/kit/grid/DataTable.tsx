import { DataGrid, type DataGridProps } from './DataGrid';

/** The table preset of the grid: page sizes 10/50/80/100, default 10 (docs/behaviour.md#constants). */
export function DataTable<Row>(props: Omit<DataGridProps<Row>, 'preset'>) {
  return <DataGrid {...props} preset="table" />;
}
