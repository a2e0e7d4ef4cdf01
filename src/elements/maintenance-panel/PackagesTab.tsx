import { Button, FormGroup, HTMLTable, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { TrashIcon, UploadIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deletePackage, type SoftwarePackage, uploadPackage } from '../../contract/operations/maintenance';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { uploadMultipart } from '../kit/resource/uploadMultipart';

export interface PackagesTabProps {
  packages: readonly SoftwarePackage[];
  runningVersion: string;
  canEdit: boolean;
  reload(): void;
}

/** Software packages: uploaded with the vendor's SHA-256 and signature, verified by the server, listed. */
export function PackagesTab({ packages, runningVersion, canEdit, reload }: PackagesTabProps) {
  const { t } = useTranslation();
  const { http, store } = useKitCore();
  const toaster = useElementToaster();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState({ version: '', sha256: '', signature: '', notes: '' });
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await watched(
        uploadMultipart<SoftwarePackage>(http, uploadPackage.path, file, fields, {
          getToken: () => store.user.token,
          getLocale: () => store.app.locale,
        }),
      );
      toaster.show(
        t('elements.maintenance-panel.packageAccepted', { version: fields.version }),
        Intent.SUCCESS,
      );
      setFile(null);
      setFields({ version: '', sha256: '', signature: '', notes: '' });
      reload();
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      toaster.show(t('kit.upload.failed', { file: file.name, reason }), Intent.DANGER);
    } finally {
      setBusy(false);
    }
  };
  const field = (name: 'version' | 'sha256' | 'signature', placeholder: string) => (
    <FormGroup label={t(`operations.maintenance.fields.${name}`)} labelFor={`dc-package-${name}`}>
      <InputGroup
        id={`dc-package-${name}`}
        value={fields[name]}
        placeholder={placeholder}
        onValueChange={(value) => setFields({ ...fields, [name]: value })}
      />
    </FormGroup>
  );

  return (
    <div className="dc-maint-tab">
      <p>{t('elements.maintenance-panel.running', { version: runningVersion })}</p>
      <HTMLTable compact striped className="dc-maint-table" data-testid="packages">
        <thead>
          <tr>
            <th>{t('operations.maintenance.fields.version')}</th>
            <th>{t('elements.maintenance-panel.file')}</th>
            <th>{t('elements.maintenance-panel.size')}</th>
            <th>{t('operations.maintenance.fields.sha256')}</th>
            <th>{t('elements.maintenance-panel.uploaded')}</th>
            <th>
              <span className="dc-visually-hidden">{t('kit.grid.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {packages.length === 0 && (
            <tr>
              <td colSpan={6}>{t('common.noData')}</td>
            </tr>
          )}
          {packages.map((item) => (
            <tr key={item.id}>
              <td>{item.version}</td>
              <td>{item.fileName}</td>
              <td>{item.bytes}</td>
              <td>
                <code className="dc-maint-code">{item.sha256.slice(0, 16)}…</code>
              </td>
              <td>
                {dayjs(item.uploadedAt).format(DATE_TIME_FORMAT)} · {item.uploadedBy}
              </td>
              <td>
                {canEdit && (
                  <Button
                    size="small"
                    variant="minimal"
                    intent={Intent.DANGER}
                    icon={<TrashIcon />}
                    aria-label={t('elements.maintenance-panel.deletePackage', { version: item.version })}
                    onClick={async () => {
                      try {
                        await watched(http.call(deletePackage, { id: item.id }));
                        reload();
                      } catch {
                        // Shown by the HTTP client.
                      }
                    }}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {canEdit && (
        <div className="dc-maint-form">
          <h3>{t('elements.maintenance-panel.uploadPackage')}</h3>
          <p className="dc-hint">{t('elements.maintenance-panel.packageHelp')}</p>
          <FormGroup label={t('elements.maintenance-panel.file')} labelFor="dc-package-file">
            <input
              id="dc-package-file"
              ref={fileInput}
              type="file"
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
          </FormGroup>
          {field('version', '2.11.0')}
          {field('sha256', 'e3b0c442…')}
          {field('signature', 'base64')}
          <FormGroup label={t('operations.maintenance.fields.notes')} labelFor="dc-package-notes">
            <TextArea
              id="dc-package-notes"
              fill
              value={fields.notes}
              onChange={(event) => setFields({ ...fields, notes: event.currentTarget.value })}
            />
          </FormGroup>
          <Button
            intent={Intent.PRIMARY}
            icon={<UploadIcon />}
            loading={busy}
            text={t('elements.maintenance-panel.verifyUpload')}
            disabled={!file || !fields.version || !fields.sha256 || !fields.signature}
            onClick={() => void upload()}
          />
        </div>
      )}
    </div>
  );
}
