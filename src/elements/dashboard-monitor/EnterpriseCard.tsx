import { ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { EnterpriseInfo } from '../../contract/monitor';
import { formatDateTime } from '../kit/figures/formatting';
import type { NumberFormats } from '../kit/figures/useNumberFormats';

function LicenceUse({
  label,
  used,
  limit,
  formats,
}: {
  label: string;
  used: number;
  limit: number | null;
  formats: NumberFormats;
}) {
  const { t } = useTranslation();
  const text =
    limit === null
      ? t('dashboard.enterprise.useNoLimit', { label, used: formats.number(used) })
      : t('dashboard.enterprise.use', { label, used: formats.number(used), limit: formats.number(limit) });
  return (
    <div className="dc-dash-detail">
      {text}
      {/* The bar is named by the same words, so assistive technology reads what it measures. */}
      {limit ? (
        <ProgressBar aria-label={text} value={Math.min(1, used / limit)} stripes={false} animate={false} />
      ) : null}
    </div>
  );
}

/** docs/behaviour.md#screens-and-routes "enterprise info" for enterprise roles: name, expiry and licence use of members and groups. */
export function EnterpriseCard({ info, formats }: { info: EnterpriseInfo; formats: NumberFormats }) {
  const { t } = useTranslation();
  return (
    <section className="dc-dash-card" part="card" data-figure="enterprise">
      <h3>{t('dashboard.enterprise.title')}</h3>
      <div className="dc-dash-value">{info.name}</div>
      <div className="dc-dash-detail">
        {t('dashboard.enterprise.prefix', { prefix: info.prefix })} ·{' '}
        {info.expiry === null
          ? t('dashboard.enterprise.noExpiry')
          : t('dashboard.enterprise.expiry', { date: formatDateTime(info.expiry, false) })}
      </div>
      {info.members && (
        <LicenceUse
          label={t('dashboard.enterprise.members')}
          used={info.members.used}
          limit={info.members.limit}
          formats={formats}
        />
      )}
      {info.groups && (
        <LicenceUse
          label={t('dashboard.enterprise.groups')}
          used={info.groups.used}
          limit={info.groups.limit}
          formats={formats}
        />
      )}
    </section>
  );
}
