/** What an element folder (`src/elements/<tag>/`) builds with. */
export { useConfirmDelete } from './confirm/confirmDelete';
export { type DefinedElement, defineElement, type ElementSpec } from './element/defineElement';
export type { AttributeSpec, AttributeValues } from './element/elementAttributes';
export { dispatchElementEvent, useElementEvents, useElementHost } from './element/elementEvents';
export { useElementToaster } from './element/elementToaster';
export { type KitCore, useKitCore } from './element/kitCore';
export { ExportButton } from './export/ExportButton';
export { FilterBar } from './filter/FilterBar';
export { type FilterField, filtersFromResource } from './filter/filterFields';
export { FormDrawer } from './form/FormDrawer';
export { type FormField, formFieldsFromSchema } from './form/formFields';
export { DataGrid, type GridColumn } from './grid/DataGrid';
export { DataTable } from './grid/DataTable';
export { ImportDialog } from './import/ImportDialog';
export { useResourceList } from './list/useResourceList';
export { PermissionGuard } from './permission/PermissionGuard';
export { useCan } from './permission/useCan';
export { createResourceClient, type ResourceClient } from './resource/resourceClient';
export { useResourceClient } from './resource/useResourceClient';
export {
  type ResourceListConfig,
  ResourceListScreen,
  type ScreenControls,
} from './screen/ResourceListScreen';
export { LoadState, RefreshButton } from './state/LoadState';
