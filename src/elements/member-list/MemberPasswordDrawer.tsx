import { Intent } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { memberResource, resetMemberPassword } from '../../contract/resources/member';
import { useElementToaster } from '../kit/element/elementToaster';
import { useKitCore } from '../kit/element/kitCore';
import { FormDrawer } from '../kit/form/FormDrawer';
import { formFieldsFromSchema } from '../kit/form/formFields';
import { watched } from '../kit/resource/resourceClient';

export interface MemberPasswordDrawerProps {
  /** The member whose app password is reset; null when closed. */
  member: { id: string; account: string } | null;
  onClose(): void;
}

/** Reset password: a new app password for the member, checked by the contract's password rules. */
export function MemberPasswordDrawer({ member, onClose }: MemberPasswordDrawerProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const fields = useMemo(
    () =>
      formFieldsFromSchema(resetMemberPassword.request, {
        labels: memberResource.labels,
        include: ['password'],
        overrides: { password: { help: 'elements.member-list.passwordRules' } },
      }),
    [],
  );
  return (
    <FormDrawer
      isOpen={member !== null}
      title={t('elements.member-list.resetPasswordOf', { account: member?.account ?? '' })}
      schema={resetMemberPassword.request}
      fields={fields}
      initialValues={{}}
      fixedValues={member ? { id: member.id } : undefined}
      onSubmit={async (values) => {
        await watched(http.call(resetMemberPassword, values as { id: string; password: string }));
        toaster.show(t('elements.member-list.passwordReset'), Intent.SUCCESS);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
