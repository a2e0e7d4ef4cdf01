import { Intent } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_LABELS, adminResetPassword } from '../../../contract/accounts/adminAccount';
import { useElementToaster } from '../element/elementToaster';
import { useKitCore } from '../element/kitCore';
import { FormDrawer } from '../form/FormDrawer';
import { formFieldsFromSchema } from '../form/formFields';
import { watched } from '../resource/resourceClient';

export interface ManagedPasswordDrawerProps {
  account: { id: string; username: string } | null;
  onClose(): void;
}

/** A new password for a managed account (the contract's rules); the account's sign-ins end. */
export function ManagedPasswordDrawer({ account, onClose }: ManagedPasswordDrawerProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const fields = useMemo(
    () => formFieldsFromSchema(adminResetPassword.request, { labels: ADMIN_LABELS, include: ['password'] }),
    [],
  );
  return (
    <FormDrawer
      isOpen={account !== null}
      title={`${t('accounts.admins.resetPassword')} · ${account?.username ?? ''}`}
      schema={adminResetPassword.request}
      fields={fields}
      initialValues={{}}
      fixedValues={account ? { id: account.id } : undefined}
      onSubmit={async (values) => {
        await watched(http.call(adminResetPassword, values as { id: string; password: string }));
        toaster.show(
          t('accounts.admins.passwordReset', { username: account?.username ?? '' }),
          Intent.SUCCESS,
        );
        onClose();
      }}
      onClose={onClose}
    />
  );
}
