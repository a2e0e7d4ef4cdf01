import { Button, HTMLSelect } from '@blueprintjs/core';
import { ExchangeIcon, SortIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DialplanExtension, dialplanResource } from '../../contract/switch/dialplan';
import type { FormFieldOptions } from '../kit/form/formFields';
import type { GridColumn } from '../kit/grid/DataGrid';
import { useCan } from '../kit/permission/useCan';
import { useResourceClient } from '../kit/resource/useResourceClient';
import { ResourceListScreen } from '../kit/screen/ResourceListScreen';
import { ReorderDialog } from './ReorderDialog';
import { RouteTester } from './RouteTester';
import { useDialContexts } from './useContexts';

export interface DialplanListProps {
  readonly?: boolean;
  pageSize?: number;
}

const firstLine = (text: string) => {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.length > 1 ? `${lines[0]} (+${lines.length - 1})` : (lines[0] ?? '');
};

/** 路由管理 (ADMIN): dialplan extensions by context, their order, and the route tester. */
export const DialplanList = observer(function DialplanList({ readonly, pageSize }: DialplanListProps) {
  const { t } = useTranslation();
  const contexts = useDialContexts();
  const canEdit = useCan('dialplan:edit') && !readonly;
  const [context, setContext] = useState('');
  const [testing, setTesting] = useState(false);
  const [reordering, setReordering] = useState<{ context: string; reload(): void } | null>(null);
  const client = useResourceClient<DialplanExtension>(dialplanResource);
  const fixedFilters = useMemo(() => (context ? { context } : {}), [context]);

  const form = useMemo<Omit<FormFieldOptions, 'labels'>>(
    () => ({
      include: dialplanResource.importColumns,
      overrides: {
        conditions: { help: 'elements.dialplan-list.conditionsHelp' },
        actions: { help: 'elements.dialplan-list.actionsHelp' },
        antiActions: { help: 'elements.dialplan-list.antiActionsHelp' },
      },
    }),
    [],
  );
  const columns = useMemo<(string | GridColumn<DialplanExtension>)[]>(
    () => [
      'context',
      'position',
      'name',
      {
        key: 'conditions',
        title: t('resources.dialplan.fields.conditions'),
        width: 240,
        render: (row) => firstLine(row.conditions),
      },
      {
        key: 'actions',
        title: t('resources.dialplan.fields.actions'),
        width: 240,
        render: (row) => firstLine(row.actions),
      },
      'continueOnMatch',
      'enabled',
    ],
    [t],
  );

  return (
    <>
      <ResourceListScreen<DialplanExtension>
        resource={dialplanResource}
        columns={columns}
        form={form}
        pageSize={pageSize}
        readonly={readonly}
        fixedFilters={fixedFilters}
        drawerSize="560px"
        toolbar={(controls) => (
          <>
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              aria-label={t('resources.dialplan.fields.context')}
              value={context}
              onChange={(event) => setContext(event.currentTarget.value)}
              options={[{ value: '', label: t('elements.dialplan-list.allContexts') }, ...contexts]}
            />
            <Button
              icon={<ExchangeIcon />}
              text={t('elements.dialplan-list.tester')}
              onClick={() => setTesting(true)}
            />
            {canEdit && (
              <Button
                icon={<SortIcon />}
                text={t('elements.dialplan-list.reorder')}
                disabled={!context}
                title={context ? undefined : t('elements.dialplan-list.reorderNeedsContext')}
                onClick={() => setReordering({ context, reload: controls.reload })}
              />
            )}
          </>
        )}
      />
      {testing && (
        <RouteTester isOpen onClose={() => setTesting(false)} contexts={contexts} initialContext={context} />
      )}
      <ReorderDialog
        context={reordering?.context ?? null}
        client={client}
        onClose={(saved) => {
          if (saved) reordering?.reload();
          setReordering(null);
        }}
      />
    </>
  );
});
