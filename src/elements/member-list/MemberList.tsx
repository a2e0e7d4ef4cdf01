import { Alert, Button, Intent, Tag } from '@blueprintjs/core';
import { DisableIcon, KeyIcon, TickCircleIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MEMBER_STATUSES,
  type Member,
  memberResource,
  setMemberStatus,
} from '../../contract/resources/member';
import { useElementToaster } from '../kit/element/elementToaster';
import { useKitCore } from '../kit/element/kitCore';
import type { GridColumn } from '../kit/grid/DataGrid';
import { DeptSelect } from '../kit/org/DeptSelect';
import { pathName } from '../kit/org/deptTreeModel';
import { useDeptTree } from '../kit/org/useDeptTree';
import { useCan } from '../kit/permission/useCan';
import { watched } from '../kit/resource/resourceClient';
import { ResourceListScreen, type ScreenControls } from '../kit/screen/ResourceListScreen';
import { MemberPasswordDrawer } from './MemberPasswordDrawer';
import { memberFormOptions } from './memberFormFields';

export interface MemberListProps {
  /** Only members of this department and the departments below it. */
  deptId?: string;
  /** Show rows only: no add, edit, delete, import or status changes. */
  readonly?: boolean;
  /** Rows per page (20, 50, 100 or 500). */
  pageSize?: number;
}

type Status = (typeof MEMBER_STATUSES)[number];

/** The member management screen (docs/behaviour.md#screens-and-routes /org/localuser). */
export const MemberList = observer(function MemberList({ deptId, readonly, pageSize }: MemberListProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const tree = useDeptTree();
  const [chosenDept, setChosenDept] = useState<string | null>(null);
  const [passwordOf, setPasswordOf] = useState<Member | null>(null);
  const canEdit = useCan('localuser:edit') && !readonly;
  const dept = deptId || chosenDept;
  const fixedFilters = useMemo(() => (dept ? { deptTree: dept } : undefined), [dept]);
  const none = t('kit.form.none');
  const form = useMemo(() => memberFormOptions(tree, none), [tree, none]);

  /** Disabling keeps members out of the app: asked first, like disabling an enterprise. */
  const [disabling, setDisabling] = useState<{
    ids: readonly string[];
    controls: ScreenControls<Member>;
  } | null>(null);
  const setStatus = async (ids: readonly string[], status: Status, controls: ScreenControls<Member>) => {
    try {
      const { updated } = await watched(http.call(setMemberStatus, { ids: [...ids], status }));
      toaster.show(t(`elements.member-list.${status}Done`, { count: updated }), Intent.SUCCESS);
      controls.clearSelection();
      controls.reload();
    } catch {
      // The HTTP client has shown why.
    }
  };

  const columns = useMemo<(string | GridColumn<Member>)[]>(
    () => [
      'account',
      'name',
      {
        key: 'deptId',
        title: t('resources.member.fields.deptId'),
        width: 200,
        render: (row) => (row.deptId ? pathName(tree.index, row.deptId) || '…' : ''),
      },
      'appRole',
      // The number comes with the member's row (no /extension/get per row, nothing refused to a sub-user
      // who reads members but not extensions).
      {
        key: 'extensionNumber',
        title: t('resources.member.fields.extensionId'),
        render: (row) => row.extensionNumber ?? '',
      },
      'phone',
      {
        key: 'status',
        title: t('resources.member.fields.status'),
        sortable: true,
        width: 100,
        render: (row) => (
          <Tag minimal intent={row.status === 'enabled' ? Intent.SUCCESS : Intent.NONE}>
            {t(`resources.member.values.status.${row.status}`)}
          </Tag>
        ),
      },
      'deviceModel',
      'createdAt',
    ],
    [t, tree.index],
  );

  return (
    <>
      <ResourceListScreen<Member>
        resource={memberResource}
        columns={columns}
        form={form}
        pageSize={pageSize}
        fixedFilters={fixedFilters}
        readonly={readonly}
        rowActionsWidth={canEdit ? 300 : 160}
        toolbar={
          deptId ? null : (
            <div className="dc-toolbar-field">
              <DeptSelect
                value={chosenDept}
                onChange={setChosenDept}
                tree={tree}
                noneLabel={t('elements.dept-tree.allDepartments')}
              />
            </div>
          )
        }
        rowActions={(row, _client, controls) =>
          canEdit ? (
            <>
              <Button
                variant="minimal"
                size="small"
                icon={<KeyIcon />}
                text={t('elements.member-list.resetPassword')}
                onClick={() => setPasswordOf(row)}
              />
              <Button
                variant="minimal"
                size="small"
                icon={row.status === 'enabled' ? <DisableIcon /> : <TickCircleIcon />}
                text={t(
                  row.status === 'enabled' ? 'elements.member-list.disable' : 'elements.member-list.enable',
                )}
                onClick={() =>
                  row.status === 'enabled'
                    ? setDisabling({ ids: [row.id], controls })
                    : void setStatus([row.id], 'enabled', controls)
                }
              />
            </>
          ) : null
        }
        batchActions={
          canEdit
            ? (ids, controls) => (
                <>
                  <Button
                    icon={<TickCircleIcon />}
                    text={t('elements.member-list.enable')}
                    onClick={() => void setStatus(ids, 'enabled', controls)}
                  />
                  <Button
                    icon={<DisableIcon />}
                    text={t('elements.member-list.disable')}
                    onClick={() => setDisabling({ ids, controls })}
                  />
                </>
              )
            : undefined
        }
      />
      <MemberPasswordDrawer member={passwordOf} onClose={() => setPasswordOf(null)} />
      <Alert
        isOpen={disabling !== null}
        intent={Intent.WARNING}
        icon={<DisableIcon size={40} />}
        confirmButtonText={t('elements.member-list.disable')}
        cancelButtonText={t('common.cancelText')}
        canEscapeKeyCancel
        onConfirm={() => {
          if (disabling) void setStatus(disabling.ids, 'disabled', disabling.controls);
          setDisabling(null);
        }}
        onCancel={() => setDisabling(null)}
      >
        <p>{t('elements.member-list.disableConfirm', { count: disabling?.ids.length ?? 0 })}</p>
      </Alert>
    </>
  );
});
