import { Button, Intent } from '@blueprintjs/core';
import { AddIcon, EditIcon, ImportIcon, RefreshIcon, TrashIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPERATION_PERMISSION,
  type ResourceDef,
  type ResourceOperation,
} from '../../../contract/resources/defineResource';
import { FILE_FORMATS } from '../../../contract/resources/files';
import { permissionCode } from '../../../contract/roles';
import { useConfirmDelete } from '../confirm/confirmDelete';
import { ExportButton } from '../export/ExportButton';
import { FilterBar } from '../filter/FilterBar';
import { type FilterField, filtersFromResource } from '../filter/filterFields';
import { FormDrawer } from '../form/FormDrawer';
import { type FormFieldOptions, formFieldsFromSchema } from '../form/formFields';
import { DataGrid, type GridColumn } from '../grid/DataGrid';
import type { GridPreset } from '../grid/gridPresets';
import { ImportDialog } from '../import/ImportDialog';
import { useResourceList } from '../list/useResourceList';
import { PermissionGuard } from '../permission/PermissionGuard';
import type { ResourceClient } from '../resource/resourceClient';
import { useResourceClient } from '../resource/useResourceClient';
import { columnsFromResource, optionLabelsOf } from './resourceColumns';
import { useResourceMutations } from './useResourceMutations';

/** A management screen as configuration (STYLE: most screens are a filtered, paged grid with a form drawer). */
export interface ResourceListConfig<Row extends { id: string }> {
  resource: ResourceDef;
  /** Field names (label, sort and formatting from the resource) or full columns; default its export columns. */
  columns?: readonly (string | GridColumn<Row>)[];
  /** Which form fields and how (default: every field of the create schema). */
  form?: Omit<FormFieldOptions, 'labels'>;
  /** Default: keyword plus a choice per enum filter of the resource. */
  filters?: readonly FilterField[];
  preset?: GridPreset;
  pageSize?: number;
  /** Filters always sent, from the element's attributes (the department chosen in a tree, …). */
  fixedFilters?: Record<string, unknown>;
  /** Show rows only: no add, edit, delete or import whatever the permissions. */
  readonly?: boolean;
  /** Extra per-row actions before edit and delete. */
  rowActions?(row: Row, client: ResourceClient<Row>, controls: ScreenControls<Row>): ReactNode;
  /** Extra toolbar content after the standard actions. */
  toolbar?: ReactNode | ((controls: ScreenControls<Row>) => ReactNode);
  /** Extra batch actions for the selected rows, before batch delete. */
  batchActions?(ids: string[], controls: ScreenControls<Row>): ReactNode;
  /** Called with each page of rows as it arrives (a screen resolving references of the rows shown). */
  onRows?(rows: readonly Row[]): void;
  /** Width of the form drawer (default the drawer's). */
  drawerSize?: string;
  /** Grid columns' row-action width (default the grid's). */
  rowActionsWidth?: number;
}

/** What a screen's own actions may do to the list they sit in. */
export interface ScreenControls<Row> {
  client: ResourceClient<Row>;
  /** Reloads the rows (after a screen's own change). */
  reload(): void;
  /** Clears the grid's selection. */
  clearSelection(): void;
  /** Opens the form drawer: `null` for a new row. */
  openForm(row: Row | null): void;
}

/**
 * FilterBar + DataGrid + FormDrawer + delete/import/export for one resource declaration, each action
 * shown only to a session holding its `<route>:<action>` code.
 */
export const ResourceListScreen = observer(function ResourceListScreen<Row extends { id: string }>(
  config: ResourceListConfig<Row>,
) {
  const { resource } = config;
  const { t } = useTranslation();
  const client = useResourceClient<Row>(resource);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Row | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const knownRows = useRef(new Map<string, Row>());
  const { confirmDelete, alert } = useConfirmDelete();

  const allFilters = useMemo(() => ({ ...filters, ...config.fixedFilters }), [filters, config.fixedFilters]);
  const list = useResourceList(client, allFilters, {
    preset: config.preset ?? 'grid',
    pageSize: config.pageSize,
    defaultSort: resource.defaultSort,
  });
  for (const row of list.rows) knownRows.current.set(row.id, row);
  const { onRows } = config;
  useEffect(() => onRows?.(list.rows), [onRows, list.rows]);
  const mutations = useResourceMutations(client, list.reload);

  const optionLabels = optionLabelsOf(resource);
  const columns = useMemo(
    () => columnsFromResource<Row>(resource, config.columns ?? resource.exportColumns, t),
    [resource, config.columns, t],
  );
  const filterFields = useMemo(
    () => config.filters ?? filtersFromResource(resource, optionLabels),
    [config.filters, resource, optionLabels],
  );
  const schema = editing ? resource.updateSchema : resource.createSchema;
  const formFields = useMemo(
    () => formFieldsFromSchema(schema, { labels: resource.labels, optionLabels, ...config.form }),
    [schema, resource.labels, optionLabels, config.form],
  );

  const code = (operation: ResourceOperation) =>
    permissionCode(resource.routeName, OPERATION_PERMISSION[operation]);
  const offers = (operation: ResourceOperation) =>
    client.can(operation) && !(config.readonly && operation !== 'export' && operation !== 'page');
  const nameOf = (id: string) => {
    const row = knownRows.current.get(id) as Record<string, unknown> | undefined;
    return String(row?.[resource.naturalKey] ?? id);
  };
  const askDelete = async (ids: readonly string[]) => {
    if (!(await confirmDelete(ids.map(nameOf)))) return;
    try {
      await mutations.remove(ids);
      setSelected((current) => current.filter((id) => !ids.includes(id)));
    } catch {
      // Refused (a department with members, …): the HTTP client has shown the server's reason.
    }
  };
  const openForm = (row: Row | null) => {
    setEditing(row);
    setDrawerOpen(true);
  };
  // The entity's name for its forms ("New Member"), the list's name for the screen ("Members").
  const title = t(`resources.${resource.name}.title`);
  const listTitle = t(`resources.${resource.name}.listTitle`);
  const controls: ScreenControls<Row> = {
    client,
    reload: list.reload,
    clearSelection: () => setSelected([]),
    openForm,
  };

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{listTitle}</strong>
        <span className="dc-toolbar-spacer" />
        {offers('add') ? (
          <PermissionGuard permission={code('add')}>
            <Button
              intent={Intent.PRIMARY}
              icon={<AddIcon />}
              text={t('kit.screen.add')}
              onClick={() => openForm(null)}
            />
          </PermissionGuard>
        ) : null}
        {offers('import') ? (
          <PermissionGuard permission={code('import')}>
            <Button icon={<ImportIcon />} text={t('kit.screen.import')} onClick={() => setImportOpen(true)} />
          </PermissionGuard>
        ) : null}
        {offers('export') ? (
          <PermissionGuard permission={code('export')}>
            <ExportButton
              formats={FILE_FORMATS}
              selectedCount={selected.length}
              onExport={(format) => {
                const { pageNum: _page, pageSize: _size, ...query } = list.query;
                return client.exportRows(query, format, selected);
              }}
            />
          </PermissionGuard>
        ) : null}
        <Button
          variant="minimal"
          icon={<RefreshIcon />}
          aria-label={t('kit.screen.refresh')}
          onClick={list.reload}
        />
        {typeof config.toolbar === 'function' ? config.toolbar(controls) : config.toolbar}
      </div>
      {filterFields.length > 0 ? (
        <FilterBar
          fields={filterFields}
          onSubmit={(next) => {
            if (list.submit({ ...next, ...config.fixedFilters })) setFilters(next);
          }}
        />
      ) : null}
      <DataGrid<Row>
        preset={config.preset ?? 'grid'}
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        selectable={offers('delete') || offers('export') || Boolean(config.batchActions && !config.readonly)}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        batchActions={(ids) => (
          <>
            {config.batchActions?.(ids, controls)}
            {offers('delete') ? (
              <PermissionGuard permission={code('delete')}>
                <Button
                  intent={Intent.DANGER}
                  icon={<TrashIcon />}
                  text={t('kit.delete.batch')}
                  onClick={() => void askDelete(ids)}
                />
              </PermissionGuard>
            ) : null}
          </>
        )}
        rowActionsWidth={config.rowActionsWidth}
        rowActions={(row) => (
          <>
            {config.rowActions?.(row, client, controls)}
            {offers('update') ? (
              <PermissionGuard permission={code('update')}>
                <Button
                  variant="minimal"
                  size="small"
                  icon={<EditIcon />}
                  text={t('kit.screen.edit')}
                  onClick={() => openForm(row)}
                />
              </PermissionGuard>
            ) : null}
            {offers('delete') ? (
              <PermissionGuard permission={code('delete')}>
                <Button
                  variant="minimal"
                  size="small"
                  intent={Intent.DANGER}
                  icon={<TrashIcon />}
                  text={t('kit.screen.delete')}
                  onClick={() => void askDelete([row.id])}
                />
              </PermissionGuard>
            ) : null}
          </>
        )}
      />
      <FormDrawer
        isOpen={drawerOpen}
        title={t(editing ? 'kit.form.edit' : 'kit.form.create', { name: title })}
        schema={schema}
        fields={formFields}
        initialValues={(editing as Record<string, unknown> | null) ?? resource.defaults}
        fixedValues={editing ? { id: editing.id } : undefined}
        onSubmit={async (values) => {
          await mutations.save(values, editing);
          setDrawerOpen(false);
        }}
        onClose={() => setDrawerOpen(false)}
        size={config.drawerSize}
      />
      {offers('import') ? (
        <ImportDialog
          isOpen={importOpen}
          client={client}
          templateFormats={FILE_FORMATS}
          onClose={() => setImportOpen(false)}
          onImported={(result) => {
            setImportOpen(false);
            mutations.imported(result);
          }}
        />
      ) : null}
      {alert}
    </div>
  );
});
