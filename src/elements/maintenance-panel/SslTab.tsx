import {
  Alert,
  Button,
  Callout,
  Classes,
  FormGroup,
  HTMLTable,
  Intent,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { LockIcon, TrashIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installCertificate, removeCertificate, type TlsStatus } from '../../contract/operations/maintenance';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

/** Days before expiry from which the certificate is flagged. */
const EXPIRY_WARNING_DAYS = 30;

async function readText(event: ChangeEvent<HTMLInputElement>): Promise<string | null> {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.value = '';
  return file ? file.text() : null;
}

/** A PEM text: pasted, or read from a chosen file (the file stays in the browser until installed). */
function PemField({
  id,
  field,
  rows,
  accept,
  value,
  onChange,
}: {
  id: string;
  field: 'chain' | 'key';
  rows: number;
  accept: string;
  value: string;
  onChange(text: string): void;
}) {
  const { t } = useTranslation();
  return (
    <FormGroup
      label={t(`operations.maintenance.fields.${field}`)}
      labelFor={id}
      helperText={t(`elements.maintenance-panel.${field}Help`)}
    >
      <TextArea
        id={id}
        fill
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className="dc-maint-pem"
      />
      <input
        type="file"
        accept={accept}
        aria-label={t(`elements.maintenance-panel.${field}File`)}
        onChange={async (event) => {
          const text = await readText(event);
          if (text !== null) onChange(text);
        }}
      />
    </FormGroup>
  );
}

/** The certificate HTTPS is served with: what it is, how long it lasts; install another, or remove it. */
export function SslTab({
  tls,
  onChange,
  canEdit,
}: {
  tls: TlsStatus;
  onChange(tls: TlsStatus): void;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [chain, setChain] = useState('');
  const [key, setKey] = useState('');
  const [removing, setRemoving] = useState(false);
  const certificate = tls.certificate;

  const install = async () => {
    try {
      const answer = await watched(http.call(installCertificate, { chain, key }));
      onChange(answer);
      setChain('');
      setKey('');
      toaster.show(
        t('elements.maintenance-panel.installed', { port: answer.httpsPort ?? '' }),
        Intent.SUCCESS,
      );
    } catch {
      // The reason (key mismatch, chain order, expiry) has been shown by the HTTP client.
    }
  };

  return (
    <div className="dc-maint-tab">
      {certificate ? (
        <>
          <Callout
            intent={certificate.daysLeft <= EXPIRY_WARNING_DAYS ? Intent.WARNING : Intent.SUCCESS}
            icon={<LockIcon />}
            data-testid="tls-status"
          >
            {t('elements.maintenance-panel.serving', {
              port: tls.httpsPort ?? '—',
              days: certificate.daysLeft,
            })}
          </Callout>
          <HTMLTable compact className="dc-maint-facts">
            <tbody>
              <tr>
                <th>{t('elements.maintenance-panel.names')}</th>
                <td>
                  {certificate.names.map((name) => (
                    <Tag key={name} minimal className="dc-maint-tag">
                      {name}
                    </Tag>
                  ))}
                </td>
              </tr>
              <tr>
                <th>{t('elements.maintenance-panel.subject')}</th>
                <td>{certificate.subject}</td>
              </tr>
              <tr>
                <th>{t('elements.maintenance-panel.issuer')}</th>
                <td>{certificate.issuer}</td>
              </tr>
              <tr>
                <th>{t('elements.maintenance-panel.validity')}</th>
                <td>
                  {dayjs(certificate.validFrom).format(DATE_TIME_FORMAT)} —{' '}
                  {dayjs(certificate.validTo).format(DATE_TIME_FORMAT)}
                </td>
              </tr>
              <tr>
                <th>{t('elements.maintenance-panel.fingerprint')}</th>
                <td>
                  <code className="dc-maint-code">{certificate.fingerprint256}</code>
                </td>
              </tr>
            </tbody>
          </HTMLTable>
          {canEdit && (
            <Button
              intent={Intent.DANGER}
              icon={<TrashIcon />}
              text={t('elements.maintenance-panel.remove')}
              onClick={() => setRemoving(true)}
            />
          )}
        </>
      ) : (
        <Callout data-testid="tls-status">{t('elements.maintenance-panel.noCertificate')}</Callout>
      )}
      {canEdit && (
        <div className="dc-maint-form">
          <h3>{t('elements.maintenance-panel.install')}</h3>
          <PemField
            id="dc-tls-chain"
            field="chain"
            rows={6}
            accept=".pem,.crt,.cer"
            value={chain}
            onChange={setChain}
          />
          <PemField id="dc-tls-key" field="key" rows={4} accept=".pem,.key" value={key} onChange={setKey} />
          <Button
            intent={Intent.PRIMARY}
            icon={<LockIcon />}
            text={t('elements.maintenance-panel.installButton')}
            disabled={!chain.trim() || !key.trim()}
            onClick={() => void install()}
          />
        </div>
      )}
      <Alert
        isOpen={removing}
        intent={Intent.DANGER}
        confirmButtonText={t('elements.maintenance-panel.remove')}
        cancelButtonText={t('common.cancelText')}
        canEscapeKeyCancel
        onCancel={() => setRemoving(false)}
        onConfirm={async () => {
          setRemoving(false);
          try {
            onChange(await watched(http.call(removeCertificate, {})));
          } catch {
            // Shown by the HTTP client.
          }
        }}
      >
        <p className={Classes.TEXT_MUTED}>{t('elements.maintenance-panel.removeConfirm')}</p>
      </Alert>
    </div>
  );
}
