import { Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONITOR_TOPIC } from '../../contract/monitor';
import { useKitCore } from '../kit/element/kitCore';
import { pageVisibility, useRealtimeClient, useRealtimeTopic } from '../kit/realtime';
import { DashboardStyle } from './DashboardStyle';
import { EnterpriseCard } from './EnterpriseCard';
import { formatDateTime } from './formatting';
import { MonitorCharts } from './MonitorCharts';
import { MonitorStore } from './MonitorStore';
import { CounterWidgets, StatusWidgets } from './MonitorWidgets';
import { useNumberFormats } from './useNumberFormats';

/** spec §2 /dashboard/index: the live overview (issue 6). */
export const DashboardMonitor = observer(function DashboardMonitor() {
  const { http } = useKitCore();
  const { t } = useTranslation();
  const formats = useNumberFormats();
  const [store] = useState(() => new MonitorStore(pageVisibility()));
  const client = useRealtimeClient();
  useRealtimeTopic(client, MONITOR_TOPIC, store.ingest);
  useEffect(() => () => store.dispose(), [store]);

  // Load on mount; after every later (re)connection load again: figures the socket missed, and the
  // server learns again that this scope watches (a restarted server forgot it).
  const connections = client?.connections ?? 0;
  const firstSeen = useRef<number | null>(null);
  useEffect(() => {
    if (firstSeen.current === null) {
      firstSeen.current = connections;
      void store.load(http);
    } else if (connections > Math.max(1, firstSeen.current)) void store.load(http);
  }, [connections, http, store]);

  const { figures, samples } = store.drawn;
  const offline = client?.status === 'offline';
  return (
    <div className="dc-dash" part="dashboard" data-status={client?.status ?? 'idle'}>
      <DashboardStyle />
      {offline ? (
        <Callout intent={Intent.WARNING} role="status" data-banner="offline" compact>
          {t('dashboard.monitor.offline')}
          {figures ? ` ${t('dashboard.monitor.lastUpdate', { time: formatDateTime(figures.at) })}` : ''}
        </Callout>
      ) : null}
      {store.error && !figures ? (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {store.error}
        </Callout>
      ) : null}
      {!figures ? (
        store.loading ? (
          <NonIdealState icon={<Spinner size={24} />} title={t('dashboard.loading')} />
        ) : null
      ) : (
        <>
          <div className="dc-dash-toolbar dc-dash-detail">
            <span data-figure="host">
              {figures.host.hostname} · {figures.host.platform}
            </span>
            <span className="dc-dash-spacer" />
            <span data-figure="updated">
              {t('dashboard.monitor.lastUpdate', { time: formatDateTime(figures.at) })}
            </span>
          </div>
          {figures.enterprise ? <EnterpriseCard info={figures.enterprise} formats={formats} /> : null}
          <StatusWidgets figures={figures} formats={formats} />
          <CounterWidgets figures={figures} formats={formats} />
          {!figures.callDataAvailable ? (
            <Callout intent={Intent.PRIMARY} compact>
              {t('dashboard.noCallData')}
            </Callout>
          ) : null}
          <MonitorCharts samples={samples} now={figures.at} formats={formats} />
        </>
      )}
    </div>
  );
});
