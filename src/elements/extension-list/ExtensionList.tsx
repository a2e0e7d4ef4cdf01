import { Button, Intent } from '@blueprintjs/core';
import { KeyIcon, LinkIcon, NumberedListIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Extension,
  extensionResource,
  resetExtensionPassword,
} from '../../contract/resources/extension';
import { useElementToaster } from '../kit/element/elementToaster';
import { useKitCore } from '../kit/element/kitCore';
import type { FormFieldOptions } from '../kit/form/formFields';
import type { GridColumn } from '../kit/grid/DataGrid';
import { MemberSelect } from '../kit/org/MemberSelect';
import { memberLabel } from '../kit/org/useMemberNames';
import { useCan } from '../kit/permission/useCan';
import { ResourceListScreen } from '../kit/screen/ResourceListScreen';
import { useSecretReset } from '../kit/secret/useSecretReset';
import { BindMemberDialog } from './BindMemberDialog';
import { RangeDialog } from './RangeDialog';
import { UnbindButton } from './UnbindButton';

/** The bound member as the member pickers name it, from the extension's own answer. */
function boundMember(row: Extension): string {
  return row.memberName !== null && row.memberAccount !== null
    ? memberLabel({ name: row.memberName, account: row.memberAccount })
    : '';
}

export interface ExtensionListProps {
  /** Show rows only: no add, edit, delete, import, range, binding or password reset. */
  readonly?: boolean;
  pageSize?: number;
}

const FORM: Omit<FormFieldOptions, 'labels'> = {
  include: [
    'number',
    'displayName',
    'password',
    'memberId',
    'callerIdName',
    'callerIdNumber',
    'maxRegistrations',
    'recordingMode',
    'forwardMode',
    'forwardTarget',
    'doNotDisturb',
    'enabled',
    'description',
  ],
  overrides: {
    password: { help: 'elements.extension-list.passwordHelp' },
    memberId: {
      render: ({ value, onChange, id }) => (
        <MemberSelect
          id={id}
          value={typeof value === 'string' && value ? value : null}
          onChange={(next) => onChange(next ?? '')}
          noneLabel="—"
        />
      ),
    },
  },
};

/** Number management (docs/behaviour.md#screens-and-routes /org/extension). */
export const ExtensionList = observer(function ExtensionList({ readonly, pageSize }: ExtensionListProps) {
  const { t } = useTranslation();
  const { store, http } = useKitCore();
  const toaster = useElementToaster();
  const [rangeOpen, setRangeOpen] = useState(false);
  const [binding, setBinding] = useState<Extension | null>(null);
  const secret = useSecretReset<Extension>((extension) =>
    http.call(resetExtensionPassword, { id: extension.id }),
  );
  const canAdd = useCan('extension:add') && !readonly;
  const canEdit = useCan('extension:edit') && !readonly;
  const prefix = store.user.userInfo?.enterprisePrefix ?? '';

  const columns = useMemo<(string | GridColumn<Extension>)[]>(
    () => [
      'number',
      'displayName',
      {
        key: 'memberId',
        title: t('resources.extension.fields.memberId'),
        width: 180,
        // Answered with the extension itself: a reader of this screen alone may not read members.
        render: boundMember,
      },
      'callerIdNumber',
      'maxRegistrations',
      'recordingMode',
      'forwardMode',
      'doNotDisturb',
      'enabled',
    ],
    [t],
  );

  return (
    <ResourceListScreen<Extension>
      resource={extensionResource}
      columns={columns}
      form={FORM}
      pageSize={pageSize}
      readonly={readonly}
      rowActionsWidth={canEdit ? 360 : 160}
      toolbar={(controls) => (
        <>
          {canAdd ? (
            <>
              <Button
                icon={<NumberedListIcon />}
                text={t('elements.extension-list.addRange')}
                onClick={() => setRangeOpen(true)}
              />
              <RangeDialog
                isOpen={rangeOpen}
                prefix={prefix}
                onClose={() => setRangeOpen(false)}
                onCreated={() => {
                  setRangeOpen(false);
                  controls.reload();
                }}
              />
            </>
          ) : null}
          {canEdit ? (
            <>
              <BindMemberDialog
                extension={binding}
                onClose={() => setBinding(null)}
                onBind={async (extension, memberId) => {
                  await controls.client.update({ id: extension.id, memberId });
                  toaster.show(t('elements.extension-list.boundDone'), Intent.SUCCESS);
                  controls.reload();
                }}
              />
              {secret.dialogs}
            </>
          ) : null}
        </>
      )}
      rowActions={(row, client, controls) =>
        canEdit ? (
          <>
            {row.memberId ? (
              <UnbindButton
                extension={row}
                memberName={boundMember(row)}
                onUnbind={() =>
                  void client.update({ id: row.id, memberId: null }).then(
                    () => {
                      toaster.show(t('elements.extension-list.unbound'), Intent.SUCCESS);
                      controls.reload();
                    },
                    () => undefined,
                  )
                }
              />
            ) : (
              <Button
                variant="minimal"
                size="small"
                icon={<LinkIcon />}
                text={t('elements.extension-list.bind')}
                onClick={() => setBinding(row)}
              />
            )}
            <Button
              variant="minimal"
              size="small"
              icon={<KeyIcon />}
              text={t('elements.extension-list.resetPassword')}
              onClick={() => secret.ask(row)}
            />
          </>
        ) : null
      }
    />
  );
});
