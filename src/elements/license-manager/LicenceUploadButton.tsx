import { Alert, Button, Intent } from '@blueprintjs/core';
import { UploadIcon, WarningSignIcon } from '@blueprintjs/icons';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONFIRM_OVER_TERMS_FIELD,
  type ExceededTerm,
  type LicenceStatus,
  licenceFileSchema,
  termsExceeded,
  uploadLicence,
} from '../../contract/accounts/licence';
import { useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { uploadMultipart } from '../kit/resource/uploadMultipart';

export interface LicenceUploadButtonProps {
  /** The use the new licence is held against (the screen's last status). */
  usage: LicenceStatus['usage'];
  onUploaded(status: LicenceStatus): void;
}

/** The terms a file's licence falls short of, or [] when it cannot tell (the server then judges the file). */
async function shortfallOf(file: File, usage: LicenceStatus['usage']): Promise<ExceededTerm[]> {
  try {
    const parsed = licenceFileSchema.safeParse(JSON.parse(await file.text()));
    return parsed.success ? termsExceeded(parsed.data.terms, usage) : [];
  } catch {
    return [];
  }
}

/**
 * Installs a licence file. One that allows less than is in use is installed only after the person confirms,
 * with every term it falls short of named; the server refuses it unconfirmed as well.
 */
export function LicenceUploadButton({ usage, onUploaded }: LicenceUploadButtonProps) {
  const { t } = useTranslation();
  const { http, store } = useKitCore();
  const toaster = useElementToaster();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ file: File; exceeded: ExceededTerm[] } | null>(null);

  const send = async (file: File, confirmed: boolean) => {
    setBusy(true);
    try {
      const answer = await watched(
        uploadMultipart<LicenceStatus>(
          http,
          uploadLicence.path,
          file,
          confirmed ? { [CONFIRM_OVER_TERMS_FIELD]: 'true' } : {},
          { getToken: () => store.user.token, getLocale: () => store.app.locale },
        ),
      );
      onUploaded(answer);
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      toaster.show(t('kit.upload.failed', { file: file.name, reason }), Intent.DANGER);
    } finally {
      setBusy(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const exceeded = await shortfallOf(file, usage);
    if (exceeded.length) setPending({ file, exceeded });
    else await send(file, false);
  };

  const termsText = (pending?.exceeded ?? [])
    .map((item) =>
      t('licences.exceededTerm', { term: t(`licences.terms.${item.term}`), used: item.used, max: item.max }),
    )
    .join(t('licences.termSeparator'));

  return (
    <>
      <Button
        icon={<UploadIcon />}
        intent={Intent.PRIMARY}
        loading={busy}
        text={t('licences.upload')}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        hidden
        accept=".json,.lic,application/json"
        aria-label={t('licences.upload')}
        data-testid="upload-input"
        onChange={(event) => void choose(event)}
      />
      <Alert
        isOpen={pending !== null}
        intent={Intent.WARNING}
        icon={<WarningSignIcon size={40} />}
        confirmButtonText={t('licences.confirmInstall')}
        cancelButtonText={t('common.cancelText')}
        canEscapeKeyCancel
        onConfirm={() => {
          if (pending) void send(pending.file, true);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      >
        <p>
          <strong>{t('licences.confirmTitle')}</strong>
        </p>
        <p data-testid="licence-shortfall">{t('licences.confirmBelowUse', { terms: termsText })}</p>
      </Alert>
    </>
  );
}
