import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallGroup, callGroupResource } from '../../contract/resources/callGroup';
import type { FormFieldOptions } from '../kit/form/formFields';
import type { GridColumn } from '../kit/grid/DataGrid';
import { MemberPicker } from '../kit/org/MemberPicker';
import { useDeptTree } from '../kit/org/useDeptTree';
import { ResourceListScreen } from '../kit/screen/ResourceListScreen';

export interface CallGroupListProps {
  /** Show rows only: no add, edit, delete or import. */
  readonly?: boolean;
  pageSize?: number;
}

/** Call groups (docs/behaviour.md#screens-and-routes /org/callgroup): ring, PTT and broadcast groups with their ordered members. */
export const CallGroupList = observer(function CallGroupList({ readonly, pageSize }: CallGroupListProps) {
  const { t } = useTranslation();
  const tree = useDeptTree();

  const form = useMemo<Omit<FormFieldOptions, 'labels'>>(
    () => ({
      include: [
        'name',
        'number',
        'type',
        'strategy',
        'timeoutSeconds',
        'priority',
        'enabled',
        'description',
        'memberIds',
      ],
      overrides: {
        memberIds: {
          help: 'elements.call-group-list.orderHelp',
          render: ({ value, onChange, id }) => (
            <MemberPicker
              id={id}
              value={Array.isArray(value) ? value : []}
              onChange={onChange}
              tree={tree}
              ordered
            />
          ),
        },
      },
    }),
    [tree],
  );
  const columns = useMemo<(string | GridColumn<CallGroup>)[]>(
    () => [
      'name',
      'number',
      'type',
      'strategy',
      'timeoutSeconds',
      'priority',
      {
        key: 'memberIds',
        title: t('resources.callGroup.fields.memberIds'),
        width: 100,
        render: (row) => t('elements.call-group-list.memberCount', { count: row.memberIds.length }),
      },
      'enabled',
    ],
    [t],
  );

  return (
    <ResourceListScreen<CallGroup>
      resource={callGroupResource}
      columns={columns}
      form={form}
      pageSize={pageSize}
      readonly={readonly}
      drawerSize="min(780px, 100%)"
    />
  );
});
