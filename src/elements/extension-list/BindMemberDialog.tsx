import { Button, Classes, FormGroup, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Extension } from '../../contract/resources/extension';
import { MemberSelect } from '../kit/org/MemberSelect';
import { Dialog } from '../kit/overlay/LabelledOverlays';

export interface BindMemberDialogProps {
  /** The extension to bind; null when closed. */
  extension: Extension | null;
  onClose(): void;
  /** Saves the binding (null unbinds); the dialog closes when it resolves. */
  onBind(extension: Extension, memberId: string | null): Promise<void>;
}

/** Bind a member to an extension (one member per extension; a member's previous extension is released). */
export function BindMemberDialog({ extension, onClose, onBind }: BindMemberDialogProps) {
  const { t } = useTranslation();
  const [memberId, setMemberId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setMemberId(extension?.memberId ?? null), [extension]);

  const save = async () => {
    if (!extension) return;
    setBusy(true);
    try {
      await onBind(extension, memberId);
      onClose();
    } catch {
      // The HTTP client has shown why (the member holds another extension, …).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen={extension !== null}
      title={t('elements.extension-list.bindTitle', { number: extension?.number ?? '' })}
      onClose={onClose}
    >
      <div className={Classes.DIALOG_BODY}>
        <FormGroup label={t('resources.extension.fields.memberId')} labelFor="dc-bind-member">
          <MemberSelect
            id="dc-bind-member"
            value={memberId}
            onChange={setMemberId}
            noneLabel={t('kit.form.none')}
          />
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t('common.cancelText')} disabled={busy} onClick={onClose} />
          <Button
            intent={Intent.PRIMARY}
            loading={busy}
            disabled={!memberId || memberId === extension?.memberId}
            text={t('elements.extension-list.bind')}
            onClick={() => void save()}
          />
        </div>
      </div>
    </Dialog>
  );
}
