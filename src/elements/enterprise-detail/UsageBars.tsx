import { useTranslation } from 'react-i18next';
import type { Enterprise } from '../../contract/accounts/enterprise';
import { usageShare } from '../kit/enterprise/enterpriseDates';
import type { EnterpriseUsage } from './useEnterprise';

const BARS = [
  { used: 'members', limit: 'maxMembers' },
  { used: 'extensions', limit: 'maxExtensions' },
  { used: 'groups', limit: 'maxGroups' },
] as const;

/** Usage against the enterprise's limits, one native meter each (amber from 80 %, red from 95 %). */
export function UsageBars({ enterprise, usage }: { enterprise: Enterprise; usage: EnterpriseUsage }) {
  const { t } = useTranslation();
  return (
    <div className="dc-usage" data-testid="enterprise-usage">
      {BARS.map(({ used, limit }) => {
        const share = usageShare(usage[used], enterprise[limit]);
        const label = t(`resources.enterprise.fields.${limit}`);
        const text = t('enterprises.usageOf', { used: usage[used], max: enterprise[limit] });
        return [
          <span key={`${used}-label`} id={`dc-usage-${used}`}>
            {label}
          </span>,
          <meter
            key={`${used}-bar`}
            className="dc-usage-meter"
            aria-labelledby={`dc-usage-${used}`}
            aria-valuetext={text}
            min={0}
            max={enterprise[limit]}
            low={enterprise[limit] * 0.8}
            high={enterprise[limit] * 0.95}
            optimum={0}
            value={Math.min(usage[used], enterprise[limit])}
            data-share={share}
          />,
          <span key={`${used}-text`} data-usage={used}>
            {text}
          </span>,
        ];
      })}
      <span>{t('resources.enterprise.fields.maxConcurrentCalls')}</span>
      <span />
      <span>{enterprise.maxConcurrentCalls}</span>
    </div>
  );
}
