import { Alert, Button, Classes, Intent } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../overlay/LabelledOverlays';
import { watched } from '../resource/resourceClient';

/** What a secret reset needs of an extension. */
export interface SecretHolder {
  id: string;
  number: string;
}

/**
 * Reset an extension's SIP secret: asks first (devices registered with the old secret drop off), then
 * shows the generated secret once, to configure the device. `resetSecret` is the screen's call (the
 * enterprise's own extension list, or the platform's enterprise detail) answering the new secret.
 */
export function useSecretReset<Row extends SecretHolder>(
  resetSecret: (extension: Row) => Promise<{ password: string }>,
): { ask(extension: Row): void; dialogs: ReactNode } {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Row | null>(null);
  const [shown, setShown] = useState<{ number: string; password: string } | null>(null);

  const reset = async (extension: Row) => {
    setAsking(null);
    try {
      const { password } = await watched(resetSecret(extension));
      setShown({ number: extension.number, password });
    } catch {
      // The HTTP client has shown why.
    }
  };

  const dialogs = (
    <>
      <Alert
        isOpen={asking !== null}
        intent={Intent.WARNING}
        icon={<KeyIcon size={40} />}
        confirmButtonText={t('elements.extension-list.resetPassword')}
        cancelButtonText={t('common.cancelText')}
        canEscapeKeyCancel
        onConfirm={() => asking && void reset(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>{t('elements.extension-list.resetConfirm', { number: asking?.number ?? '' })}</p>
      </Alert>
      <Dialog
        isOpen={shown !== null}
        title={t('elements.extension-list.newSecretTitle', { number: shown?.number ?? '' })}
        onClose={() => setShown(null)}
      >
        <div className={Classes.DIALOG_BODY}>
          <p>{t('elements.extension-list.newSecretOnce')}</p>
          <output className="dc-secret" data-testid="extension-secret">
            {shown?.password}
          </output>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button intent={Intent.PRIMARY} text={t('common.closeText')} onClick={() => setShown(null)} />
          </div>
        </div>
      </Dialog>
    </>
  );
  return { ask: setAsking, dialogs };
}
