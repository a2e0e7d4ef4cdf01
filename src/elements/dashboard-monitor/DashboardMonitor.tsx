import { Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONITOR_TOPIC } from '../../contract/monitor';
import { useKitCore } from '../kit/element/kitCore';
import { formatDateTime } from '../kit/figures/formatting';
import { useNumberFormats } from '../kit/figures/useNumberFormats';
import { pageVisibility, useRealtimeClient, useRealtimeTopic } from '../kit/realtime';
import { EnterpriseCard } from './EnterpriseCard';
import { MonitorCharts } from './MonitorCharts';
import { MonitorStore } from './MonitorStore';
import { CounterWidgets, StatusWidgets } from './MonitorWidgets';

/** docs/behaviour.md#screens-and-routes /dashboard/index: the live overview. */
export const DashboardMonitor = observer(function DashboardMonitor() {
  const { http, store } = useKitCore();
  const { t } = useTranslation();
  const formats = useNumberFormats();
  const [monitor] = useState(() => new MonitorStore(pageVisibility()));
  const client = useRealtimeClient();
  useRealtimeTopic(client, MONITOR_TOPIC, monitor.ingest);
  useEffect(() => () => monitor.dispose(), [monitor]);

  // Load once signed in (a portal may sign in after mounting), and again after every later reconnection:
  // figures the socket missed, and the server learns again that this scope watches (a restart forgets).
  const token = store.user.token;
  const connections = client?.connections ?? 0;
  const loadedAt = useRef<{ token: string; connections: number } | null>(null);
  useEffect(() => {
    if (!token) return;
    const last = loadedAt.current;
    const reconnected = last && connections > Math.max(1, last.connections);
    if (last?.token === token && !reconnected) return;
    loadedAt.current = { token, connections };
    void monitor.load(http);
  }, [token, connections, http, monitor]);

  const { figures, samples } = monitor.drawn;
  const offline = client?.status === 'offline';
  return (
    <div className="dc-dash" part="dashboard" data-status={client?.status ?? 'idle'}>
      {offline ? (
        <Callout intent={Intent.WARNING} role="status" data-banner="offline" compact>
          {t('dashboard.monitor.offline')}
          {figures ? ` ${t('dashboard.monitor.lastUpdate', { time: formatDateTime(figures.at) })}` : ''}
        </Callout>
      ) : null}
      {!token ? (
        <Callout intent={Intent.PRIMARY} compact>
          {t('dashboard.signInFirst')}
        </Callout>
      ) : null}
      {monitor.error && !figures ? (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {monitor.error}
        </Callout>
      ) : null}
      {!figures ? (
        monitor.loading ? (
          <NonIdealState icon={<Spinner size={24} />} title={t('dashboard.loading')} />
        ) : null
      ) : (
        <>
          <div className="dc-dash-toolbar dc-dash-detail">
            {/* The host's identity is the platform administrator's only. */}
            {figures.host.hostname !== undefined ? (
              <span data-figure="host">
                {figures.host.hostname} · {figures.host.platform}
              </span>
            ) : null}
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
          <MonitorCharts
            samples={samples}
            now={figures.at}
            channels={figures.activeChannels !== undefined}
            formats={formats}
          />
        </>
      )}
    </div>
  );
});
