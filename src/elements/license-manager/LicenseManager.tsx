import { Callout, Card, HTMLTable, Intent, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLicence, type LicenceStatus } from '../../contract/accounts/licence';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { PermissionGuard, useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { LicenceUploadButton } from './LicenceUploadButton';

const STATE_INTENT: Record<LicenceStatus['state'], Intent> = {
  valid: Intent.SUCCESS,
  expiringSoon: Intent.WARNING,
  overTerms: Intent.DANGER,
  expired: Intent.DANGER,
  none: Intent.DANGER,
};

/** A term's use as a bar: green, then amber from 80 %, red when full. */
function UsageBar({ count, max, label }: { count: number; max: number; label: string }) {
  const { t } = useTranslation();
  const share = max === 0 ? 1 : Math.min(1, count / max);
  const intent = share >= 1 ? Intent.DANGER : share >= 0.8 ? Intent.WARNING : Intent.SUCCESS;
  return (
    <div className="dc-licence-usage">
      <ProgressBar value={share} intent={intent} stripes={false} animate={false} aria-label={label} />
      <span>{t('licences.usage', { count, max })}</span>
    </div>
  );
}

/** `<license-manager>`: the platform licence's terms against current use; install a new licence file. */
export const LicenseManager = observer(function LicenseManager() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [status, setStatus] = useState<LicenceStatus | null>(null);
  const load = useCallback(async () => {
    try {
      setStatus((await watched(http.call(getLicence, {}))) as LicenceStatus);
    } catch {
      // The HTTP client showed why.
    }
  }, [http]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!status) return <Spinner size={24} />;
  const terms = status.terms;
  const notice =
    status.state === 'none'
      ? t('licences.none')
      : status.state === 'expired'
        ? t('licences.ended', { date: terms?.expires })
        : status.state === 'overTerms'
          ? t('licences.overTermsNotice', {
              terms: status.exceeded
                .map((item) =>
                  t('licences.exceededTerm', {
                    term: t(`licences.terms.${item.term}`),
                    used: item.used,
                    max: item.max,
                  }),
                )
                .join(t('licences.termSeparator')),
            })
          : status.state === 'expiringSoon'
            ? t('licences.endsOn', { date: terms?.expires, count: status.daysLeft ?? 0 })
            : null;

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('licences.title')}</strong>
        <Tag intent={STATE_INTENT[status.state]} data-testid="licence-state">
          {t(`licences.states.${status.state}`)}
        </Tag>
        <span className="dc-toolbar-spacer" />
        <PermissionGuard permission="license:edit">
          <LicenceUploadButton
            usage={status.usage}
            onUploaded={(answer) => {
              setStatus(answer);
              toaster.show(
                t('licences.uploaded', { licensee: answer.terms?.licensee, expires: answer.terms?.expires }),
                Intent.SUCCESS,
              );
            }}
          />
        </PermissionGuard>
      </div>
      <div className="dc-licence-body">
        {notice ? (
          <Callout intent={STATE_INTENT[status.state]} data-testid="licence-notice">
            {notice}
          </Callout>
        ) : null}
        {terms ? (
          <Card>
            <HTMLTable compact className="dc-licence-terms" data-testid="licence-terms">
              <thead>
                <tr>
                  <th scope="col">{t('licences.term')}</th>
                  <th scope="col">{t('licences.value')}</th>
                  <th scope="col">{t('licences.use')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('licences.terms.licensee')}</th>
                  <td colSpan={2}>{terms.licensee}</td>
                </tr>
                <tr>
                  <th scope="row">{t('licences.terms.expires')}</th>
                  <td>{terms.expires}</td>
                  <td>
                    {status.daysLeft !== null && status.daysLeft >= 0
                      ? t('licences.daysLeft', { count: status.daysLeft })
                      : ''}
                  </td>
                </tr>
                <tr data-term="maxEnterprises">
                  <th scope="row">{t('licences.terms.maxEnterprises')}</th>
                  <td>{terms.maxEnterprises}</td>
                  <td>
                    <UsageBar
                      count={status.usage.enterprises}
                      max={terms.maxEnterprises}
                      label={t('licences.terms.maxEnterprises')}
                    />
                  </td>
                </tr>
                <tr data-term="maxExtensions">
                  <th scope="row">{t('licences.terms.maxExtensions')}</th>
                  <td>{terms.maxExtensions}</td>
                  <td>
                    <UsageBar
                      count={status.usage.extensions}
                      max={terms.maxExtensions}
                      label={t('licences.terms.maxExtensions')}
                    />
                  </td>
                </tr>
                <tr data-term="maxDevices">
                  <th scope="row">{t('licences.terms.maxDevices')}</th>
                  {terms.maxDevices === undefined ? (
                    <td colSpan={2}>{t('licences.devicesNotCounted', { count: status.usage.devices })}</td>
                  ) : (
                    <>
                      <td>{terms.maxDevices}</td>
                      <td>
                        <UsageBar
                          count={status.usage.devices}
                          max={terms.maxDevices}
                          label={t('licences.terms.maxDevices')}
                        />
                      </td>
                    </>
                  )}
                </tr>
                <tr>
                  <th scope="row">{t('licences.terms.maxConcurrentCalls')}</th>
                  <td colSpan={2}>{terms.maxConcurrentCalls}</td>
                </tr>
                {(['video', 'recording'] as const).map((feature) => (
                  <tr key={feature}>
                    <th scope="row">{t(`licences.terms.${feature}`)}</th>
                    <td colSpan={2}>{terms[feature] ? t('licences.included') : t('licences.notIncluded')}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('licences.terms.issued')}</th>
                  <td colSpan={2}>{terms.issued}</td>
                </tr>
                <tr>
                  <th scope="row">{t('licences.installedAt')}</th>
                  <td colSpan={2}>
                    {status.installedAt ? dayjs(status.installedAt).format(DATE_TIME_FORMAT) : ''}
                  </td>
                </tr>
              </tbody>
            </HTMLTable>
          </Card>
        ) : null}
      </div>
    </div>
  );
});
