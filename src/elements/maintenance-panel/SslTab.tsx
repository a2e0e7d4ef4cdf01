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
          <FormGroup
            label={t('operations.maintenance.fields.chain')}
            labelFor="dc-tls-chain"
            helperText={t('elements.maintenance-panel.chainHelp')}
          >
            <TextArea
              id="dc-tls-chain"
              fill
              rows={6}
              value={chain}
              onChange={(event) => setChain(event.currentTarget.value)}
              className="dc-maint-pem"
            />
            <input
              type="file"
              accept=".pem,.crt,.cer"
              aria-label={t('elements.maintenance-panel.chainFile')}
              onChange={async (event) => {
                const text = await readText(event);
                if (text !== null) setChain(text);
              }}
            />
          </FormGroup>
          <FormGroup
            label={t('operations.maintenance.fields.key')}
            labelFor="dc-tls-key"
            helperText={t('elements.maintenance-panel.keyHelp')}
          >
            <TextArea
              id="dc-tls-key"
              fill
              rows={4}
              value={key}
              onChange={(event) => setKey(event.currentTarget.value)}
              className="dc-maint-pem"
            />
            <input
              type="file"
              accept=".pem,.key"
              aria-label={t('elements.maintenance-panel.keyFile')}
              onChange={async (event) => {
                const text = await readText(event);
                if (text !== null) setKey(text);
              }}
            />
          </FormGroup>
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
