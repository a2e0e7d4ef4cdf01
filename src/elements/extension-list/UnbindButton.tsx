import { Button } from '@blueprintjs/core';
import { UnlinkIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { Extension } from '../../contract/resources/extension';
import { useConfirmAction } from '../kit/confirm/confirmAction';

export interface UnbindButtonProps {
  extension: Extension;
  /** The member's name as the row shows it, named in the question. */
  memberName: string;
  /** Unbinds; called only once the reader has confirmed. */
  onUnbind(): void;
}

/** A row's "Unbind": asks first, since the member loses the extension's calls and registrations at once. */
export function UnbindButton({ extension, memberName, onUnbind }: UnbindButtonProps) {
  const { t } = useTranslation();
  const { confirmAction, alert } = useConfirmAction();
  const ask = async () => {
    const question = t('elements.extension-list.unbindConfirm', {
      number: extension.number,
      member: memberName,
    });
    if (await confirmAction(question, t('elements.extension-list.unbind'))) onUnbind();
  };
  return (
    <>
      <Button
        variant="minimal"
        size="small"
        icon={<UnlinkIcon />}
        text={t('elements.extension-list.unbind')}
        onClick={() => void ask()}
      />
      {alert}
    </>
  );
}
