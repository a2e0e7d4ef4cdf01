import { Button, Intent } from '@blueprintjs/core';
import { UploadIcon } from '@blueprintjs/icons';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementToaster } from '../element/elementToaster';
import { useKitCore } from '../element/kitCore';
import { watched } from '../resource/resourceClient';
import { uploadMultipart } from '../resource/uploadMultipart';

export interface UploadButtonProps<T> {
  /** The contract's upload endpoint path (`/broadcast-file/upload`). */
  path: string;
  /** `accept` of the file input (`.png,.svg,.jpg`). */
  accept: string;
  /** Button text (already translated). */
  text: string;
  /** Form fields sent with each file (a name, …). */
  fieldsFor?(file: File): Record<string, string>;
  /** Several files in one choice, uploaded one after another. */
  multiple?: boolean;
  disabled?: boolean;
  onUploaded(answer: T, file: File): void;
}

/**
 * Choose files and upload each to a contract upload endpoint; the server checks type, size and content,
 * and a refusal's reason is shown as a toast (the upload goes on with the next file).
 */
export function UploadButton<T>({
  path,
  accept,
  text,
  fieldsFor,
  multiple,
  disabled,
  onUploaded,
}: UploadButtonProps<T>) {
  const { t } = useTranslation();
  const { http, store } = useKitCore();
  const toaster = useElementToaster();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setBusy(true);
    try {
      for (const file of files) {
        try {
          const answer = await watched(
            uploadMultipart<T>(http, path, file, fieldsFor?.(file) ?? {}, {
              getToken: () => store.user.token,
              getLocale: () => store.app.locale,
            }),
          );
          onUploaded(answer, file);
        } catch (failure) {
          const reason = failure instanceof Error ? failure.message : String(failure);
          toaster.show(t('kit.upload.failed', { file: file.name, reason }), Intent.DANGER);
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        icon={<UploadIcon />}
        intent={Intent.PRIMARY}
        loading={busy}
        disabled={disabled}
        text={text}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        aria-label={text}
        data-testid="upload-input"
        onChange={(event) => void upload(event)}
      />
    </>
  );
}
