/** What an element folder (`src/elements/<tag>/`) builds with. */
export { useConfirmDelete } from './confirm/confirmDelete';

export { useElementEvents, useElementHost } from './element/elementEvents';
export { useElementToaster } from './element/elementToaster';
export { useKitCore } from './element/kitCore';
export { ExportButton } from './export/ExportButton';
export { FilterBar } from './filter/FilterBar';
export type { FilterField } from './filter/filterFields';

export { DataGrid, type GridColumn } from './grid/DataGrid';

export { useResourceList } from './list/useResourceList';
export { PermissionGuard } from './permission/PermissionGuard';
export { useCan } from './permission/useCan';

export { useResourceClient } from './resource/useResourceClient';

export { LoadState, RefreshButton } from './state/LoadState';
