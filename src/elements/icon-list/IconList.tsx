import { Button, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Icon, iconResource, uploadIcon } from '../../contract/resources/icon';
import { useConfirmDelete } from '../kit/confirm/confirmDelete';
import { useElementEvents } from '../kit/element/elementEvents';
import { useElementToaster } from '../kit/element/elementToaster';
import { FilterBar } from '../kit/filter/FilterBar';
import { filtersFromResource } from '../kit/filter/filterFields';
import { FormDrawer } from '../kit/form/FormDrawer';
import { formFieldsFromSchema } from '../kit/form/formFields';
import { GridPager } from '../kit/grid/GridPager';
import { PAGING_PRESETS } from '../kit/grid/gridPresets';
import { useResourceList } from '../kit/list/useResourceList';
import { nameFromFile } from '../kit/media/mediaFormat';
import { useCan } from '../kit/permission/useCan';
import { useResourceClient } from '../kit/resource/useResourceClient';
import { useResourceMutations } from '../kit/screen/useResourceMutations';
import { UploadButton } from '../kit/upload/UploadButton';
import { AssignIconDialog } from './AssignIconDialog';
import { IconCard } from './IconCard';

export interface IconListProps {
  /** Preview only: no upload, rename, assignment or delete. */
  readonly?: boolean;
  pageSize?: number;
}

const RENAME_FIELDS = formFieldsFromSchema(iconResource.updateSchema, {
  labels: iconResource.labels,
  include: ['name', 'description'],
});

/** Icons for members and devices (docs/behaviour.md#screens-and-routes /org/localuser-icon): upload, preview grid, assign, rename, delete. */
export const IconList = observer(function IconList({ readonly, pageSize }: IconListProps) {
  const { t } = useTranslation();
  const client = useResourceClient<Icon>(iconResource);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const list = useResourceList(client, filters, {
    preset: 'grid',
    pageSize,
    defaultSort: iconResource.defaultSort,
  });
  const mutations = useResourceMutations(client, list.reload);
  const { confirmDelete, alert } = useConfirmDelete();
  const { emit } = useElementEvents();
  const toaster = useElementToaster();
  const [renaming, setRenaming] = useState<Icon | null>(null);
  const [assigning, setAssigning] = useState<Icon | null>(null);
  const canAdd = useCan('localuser-icon:add') && !readonly;
  const canEdit = useCan('localuser-icon:edit') && !readonly;
  const canDelete = useCan('localuser-icon:delete') && !readonly;
  const canAssign = useCan('localuser:edit') && !readonly;
  const filterFields = useMemo(
    () =>
      filtersFromResource(iconResource).map((field) =>
        field.kind === 'select'
          ? { ...field, options: field.options.map((option) => ({ ...option, label: option.value })) }
          : field,
      ),
    [],
  );
  const title = t('resources.icon.title');
  const listTitle = t('resources.icon.listTitle');

  const remove = async (icon: Icon) => {
    if (!(await confirmDelete([icon.name]))) return;
    await mutations.remove([icon.id]).catch(() => undefined);
  };

  let body: ReactNode;
  if (list.error)
    body = (
      <NonIdealState
        icon="error"
        title={t('kit.grid.errorTitle')}
        description={list.error}
        action={<Button icon={<RefreshIcon />} text={t('kit.grid.retry')} onClick={list.reload} />}
      />
    );
  else if (list.loading && list.rows.length === 0) body = <Spinner aria-label={t('common.loadingText')} />;
  else if (list.rows.length === 0)
    body = (
      <NonIdealState
        icon="inbox"
        title={t('common.noData')}
        description={canAdd ? t('elements.icon-list.emptyHint') : undefined}
      />
    );
  else
    body = (
      <ul className="dc-icon-grid" aria-label={listTitle}>
        {list.rows.map((icon) => (
          <li key={icon.id}>
            <IconCard
              icon={icon}
              canAssign={canAssign}
              canEdit={canEdit}
              canDelete={canDelete}
              onAssign={() => setAssigning(icon)}
              onRename={() => setRenaming(icon)}
              onDelete={() => void remove(icon)}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar" aria-label={listTitle}>
        <strong part="title">{listTitle}</strong>
        <span className="dc-toolbar-spacer" />
        {canAdd ? (
          <UploadButton<Icon>
            path={uploadIcon.path}
            accept=".png,.svg,.jpg,.jpeg,image/png,image/svg+xml,image/jpeg"
            multiple
            text={t('elements.icon-list.upload')}
            fieldsFor={(file) => ({ name: nameFromFile(file.name) })}
            onUploaded={(icon) => {
              toaster.show(t('elements.icon-list.uploaded', { name: icon.name }), Intent.SUCCESS);
              emit('dc-saved', { resource: iconResource.routeName, id: icon.id, created: true });
              list.reload();
            }}
          />
        ) : null}
        <Button
          variant="minimal"
          icon={<RefreshIcon />}
          aria-label={t('kit.screen.refresh')}
          onClick={list.reload}
        />
      </div>
      <FilterBar fields={filterFields} onSubmit={(next) => list.submit(next) && setFilters(next)} />
      <div className="dc-icon-body" part="grid" aria-busy={list.loading}>
        {body}
      </div>
      <GridPager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        pageSizes={PAGING_PRESETS.grid.pageSizes}
        disabled={list.loading}
        onChange={list.setPage}
      />
      <FormDrawer
        isOpen={renaming !== null}
        title={t('kit.form.edit', { name: title })}
        schema={iconResource.updateSchema}
        fields={RENAME_FIELDS}
        initialValues={renaming ?? undefined}
        fixedValues={renaming ? { id: renaming.id } : undefined}
        onSubmit={async (values) => {
          await mutations.save(values, renaming);
          setRenaming(null);
        }}
        onClose={() => setRenaming(null)}
      />
      <AssignIconDialog icon={assigning} onClose={() => setAssigning(null)} />
      {alert}
    </div>
  );
});
