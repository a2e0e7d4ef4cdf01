import { Button } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordResourceDef } from '../../../contract/calldata';
import { DataGrid, useResourceClient, useResourceList } from '..';
import type { ResourceListState } from '../list/useResourceList';
import { ExportStreamButton } from './ExportStreamButton';
import { RecordFilterBar, timeFilters } from './RecordFilterBar';
import { type RecordColumn, recordColumns } from './recordColumns';
import { type RecordFilterField, timeRangeParam } from './recordFilters';
import { type SosEvent, useSosNotifications } from './useSosNotifications';

export interface RecordListConfig<Row extends { id: string }> {
  resource: RecordResourceDef;
  /** Field names (label, sort, formatting from the declaration) or full columns. */
  columns: readonly RecordColumn<Row>[];
  filters: readonly RecordFilterField[];
  /** How many filters show at once, the others behind "More filters" (default all). */
  inlineFilters?: number;
  pageSize?: number;
  /** Row actions (play, details, status steps). */
  rowActions?(row: Row, list: ResourceListState<Row>): ReactNode;
  rowActionsWidth?: number;
  /** Opens a row's details on a double-click or Enter (screens with a detail drawer). */
  onRowOpen?(row: Row): void;
  /** Row height in px when rows hold pictures (the clips' stills); default the grid's. */
  rowHeight?: number;
  /** Extra toolbar content after export and refresh. */
  toolbar?(list: ResourceListState<Row>): ReactNode;
  /** Batch actions for selected rows (clip delete); selection is offered when set. */
  batchActions?(ids: string[], list: ResourceListState<Row>, clear: () => void): ReactNode;
  /** Changes when something outside the list changed its rows (a live alarm): reloads. */
  reloadSignal?: number;
  /** Live alarm events (the alarm list reloads on them); every screen shows new alarms as notifications. */
  onSosEvent?(event: SosEvent): void;
  /** Shown between the filters and the rows (an inline player). */
  aboveGrid?: ReactNode;
  /** Drawers and dialogs of the screen. */
  children?: ReactNode;
}

/**
 * A call-data screen: time range (default today) and filters, a server-paged grid sorted by the
 * declaration, streamed export of the filtered rows, refresh. Screens add their columns, actions and drawers.
 */
export const RecordListScreen = observer(function RecordListScreen<Row extends { id: string }>(
  config: RecordListConfig<Row>,
) {
  const { resource } = config;
  const { t } = useTranslation();
  const client = useResourceClient<Row>(resource);
  const timeParam = timeRangeParam(resource);
  const [filters, setFilters] = useState<Record<string, unknown>>(() => timeFilters(timeParam, 'today'));
  const [selected, setSelected] = useState<string[]>([]);
  const list = useResourceList<Row>(client, filters, {
    preset: 'grid',
    pageSize: config.pageSize,
    defaultSort: resource.defaultSort,
  });
  const { reload } = list;
  useEffect(() => {
    if (config.reloadSignal) reload();
  }, [config.reloadSignal, reload]);
  // A new alarm is announced in every call-data screen of the enterprise.
  useSosNotifications(config.onSosEvent);
  const columns = useMemo(
    () => recordColumns<Row>(resource, config.columns, t),
    [resource, config.columns, t],
  );
  const { pageNum: _page, pageSize: _size, ...exportFilters } = list.query;

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t(`calldata.${resource.name}.title`)}</strong>
        <span className="dc-toolbar-spacer" />
        <ExportStreamButton resource={resource} filters={exportFilters} ids={selected} />
        <Button
          variant="minimal"
          icon={<RefreshIcon />}
          aria-label={t('calldata.common.refresh')}
          onClick={list.reload}
        />
        {config.toolbar?.(list)}
      </div>
      <RecordFilterBar
        timeParam={timeParam}
        fields={config.filters}
        inlineFields={config.inlineFilters}
        onSubmit={(next) => list.submit(next) && setFilters(next)}
      />
      {config.aboveGrid}
      <DataGrid<Row>
        preset="grid"
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        selectable={!!config.batchActions}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        batchActions={
          config.batchActions ? (ids) => config.batchActions?.(ids, list, () => setSelected([])) : undefined
        }
        rowActions={config.rowActions ? (row) => config.rowActions?.(row, list) : undefined}
        rowActionsWidth={config.rowActionsWidth}
        rowHeight={config.rowHeight}
        onRowOpen={config.onRowOpen}
      />
      {config.children}
    </div>
  );
});
