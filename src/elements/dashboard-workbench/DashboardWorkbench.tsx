import { Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operationLabel } from '../../contract/audit/operationWords';
import { dashboardWorkbench, SOS_TOPIC, type Workbench } from '../../contract/monitor';
import { useOperationWords } from '../kit/audit/useOperationWords';
import { useElementEvents } from '../kit/element/elementEvents';
import { useKitCore } from '../kit/element/kitCore';
import { formatDateTime } from '../kit/figures/formatting';
import { useCan } from '../kit/permission/useCan';
import { useRealtimeClient, useRealtimeTopic } from '../kit/realtime';
import { quickLinksFor } from './quickLinks';
import { WorkbenchListCard } from './WorkbenchListCard';

/** Detail of `dc-navigate`. */
export interface NavigateDetail {
  path: string;
}

/** docs/behaviour.md#screens-and-routes dashboard workbench view: quick links, recent open SOS alarms, recent operations. */
export const DashboardWorkbench = observer(function DashboardWorkbench() {
  const { http, store } = useKitCore();
  const { t } = useTranslation();
  const words = useOperationWords();
  const { emit } = useElementEvents();
  const [data, setData] = useState<Workbench | null>(null);
  const [error, setError] = useState<string | null>(null);

  const token = store.user.token;
  const load = useCallback(() => {
    if (!token) return;
    http
      .call(dashboardWorkbench, undefined, { errorMessageMode: 'none' })
      .then((answer) => {
        setData(answer);
        setError(null);
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [http, token]);
  useEffect(load, [load]);
  // Open alarms are for those who may read them (docs/behaviour.md#validation): a platform admin has no alarm screen.
  const seesAlarms = useCan('sos:search');
  // A new alarm is pushed on the `sos` topic: the list refreshes without a reload.
  const realtime = useRealtimeClient();
  useRealtimeTopic(seesAlarms ? realtime : null, SOS_TOPIC, load);

  const info = store.user.userInfo;
  const links = quickLinksFor(info?.roles[0]?.value, info?.permits ?? []);
  return (
    <div className="dc-dash" part="dashboard">
      <section className="dc-dash-card" part="card" data-figure="links">
        <h3>{t('dashboard.workbench.quickLinks')}</h3>
        <nav className="dc-dash-links">
          {links.map((link) => (
            <a
              key={link.name}
              className="bp6-button"
              href={`#${link.path}`}
              data-path={link.path}
              onClick={() => emit<NavigateDetail>('dc-navigate', { path: link.path })}
            >
              {t(link.title)}
            </a>
          ))}
        </nav>
      </section>
      {error ? (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {error}
        </Callout>
      ) : null}
      <div className="dc-dash-charts">
        {/* The server leaves the alarms out for an account without the SOS screen's permit. */}
        {seesAlarms && (!data || data.sos) ? (
          <WorkbenchListCard
            figure="sos"
            title={t('dashboard.workbench.openSos')}
            empty={t('dashboard.workbench.noOpenSos')}
            items={data?.sos?.map((alarm) => ({
              key: alarm.id,
              what: `${alarm.member} · ${t(`dashboard.workbench.alarmTypes.${alarm.type}`, { defaultValue: alarm.type })}`,
              when: `${formatDateTime(alarm.time)} · ${t(`dashboard.workbench.alarmStates.${alarm.status}`, { defaultValue: alarm.status })}`,
            }))}
          />
        ) : null}
        <WorkbenchListCard
          figure="operations"
          title={t('dashboard.workbench.recentOperations')}
          empty={t('dashboard.empty')}
          items={data?.operations.map((operation) => ({
            key: operation.id,
            what: operation.target
              ? `${operationLabel(operation.action, words)} · ${operation.target}`
              : operationLabel(operation.action, words),
            when: `${formatDateTime(operation.time)} · ${t(`dashboard.workbench.results.${operation.result}`)}`,
          }))}
        />
      </div>
    </div>
  );
});
