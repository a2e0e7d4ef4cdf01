import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MonitorFigures, ServiceState } from '../../contract/monitor';
import { FigureCard } from '../kit/figures/FigureCard';
import type { NumberFormats } from '../kit/figures/useNumberFormats';

function State({ state }: { state: ServiceState }) {
  const { t } = useTranslation();
  return <span className={`dc-dash-state dc-dash-state-${state}`}>{t(`dashboard.state.${state}`)}</span>;
}

function usage(t: TFunction, f: NumberFormats, used: number, total: number) {
  return t('dashboard.monitor.usedOf', { used: f.bytes(used), total: f.bytes(total) });
}

/** docs/behaviour.md#screens-and-routes overview widgets: services, online, channels, CPU, memory, disk, bandwidth, runtime, devices. */
export function StatusWidgets({ figures, formats: f }: { figures: MonitorFigures; formats: NumberFormats }) {
  const { t } = useTranslation();
  const { host, services } = figures;
  return (
    <>
      <div className="dc-dash-row">
        <FigureCard
          name="server"
          title={t('dashboard.monitor.server')}
          value={<State state={services.server} />}
          detail={t('dashboard.monitor.uptime', { time: f.duration(host.uptimeSeconds) })}
        />
        <FigureCard name="sip" title={t('dashboard.monitor.sip')} value={<State state={services.sip} />} />
        <FigureCard
          name="multimedia"
          title={t('dashboard.monitor.multimedia')}
          value={<State state={services.multimedia} />}
        />
        <FigureCard
          name="softSwitch"
          title={t('dashboard.monitor.softSwitch')}
          value={<State state={services.softSwitch} />}
          detail={
            figures.switchBackend?.lastContactAt
              ? t('dashboard.monitor.switchHeard', { time: f.clock(figures.switchBackend.lastContactAt) })
              : undefined
          }
        />
        {figures.switchBackend && figures.switchBackend.deadLetters > 0 && (
          <FigureCard
            name="deadLetters"
            title={t('dashboard.monitor.deadLetters')}
            value={f.number(figures.switchBackend.deadLetters)}
            detail={t('dashboard.monitor.deadLettersDetail')}
          />
        )}
      </div>
      <div className="dc-dash-row">
        {figures.onlineUsers !== undefined && (
          <FigureCard
            name="online"
            title={t('dashboard.monitor.online')}
            value={f.number(figures.onlineUsers)}
          />
        )}
        {figures.activeChannels !== undefined && (
          <FigureCard
            name="channels"
            title={t('dashboard.monitor.channels')}
            value={f.number(figures.activeChannels)}
          />
        )}
        <FigureCard
          name="cpu"
          title={t('dashboard.monitor.cpu')}
          value={f.percent(host.cpuPercent)}
          detail={host.cores === undefined ? undefined : t('dashboard.monitor.cores', { count: host.cores })}
        />
        <FigureCard
          name="memory"
          title={t('dashboard.monitor.memory')}
          value={f.percent(host.memory.percent)}
          detail={usage(t, f, host.memory.usedBytes, host.memory.totalBytes)}
        />
        <FigureCard
          name="disk"
          title={t('dashboard.monitor.disk')}
          value={host.disk ? f.percent(host.disk.percent) : t('dashboard.monitor.unknown')}
          detail={host.disk ? usage(t, f, host.disk.usedBytes, host.disk.totalBytes) : undefined}
        />
        <FigureCard
          name="bandwidth"
          title={t('dashboard.monitor.bandwidth')}
          value={
            host.network
              ? f.rate(host.network.rxBytesPerSecond + host.network.txBytesPerSecond)
              : t('dashboard.monitor.unknown')
          }
          detail={
            host.network
              ? t('dashboard.monitor.rxTx', {
                  rx: f.rate(host.network.rxBytesPerSecond),
                  tx: f.rate(host.network.txBytesPerSecond),
                })
              : undefined
          }
        />
        <FigureCard
          name="runtime"
          title={t('dashboard.monitor.runtime')}
          value={f.bytes(host.runtime.heapUsedBytes)}
          detail={t('dashboard.monitor.heap', {
            total: f.bytes(host.runtime.heapTotalBytes),
            rss: f.bytes(host.runtime.rssBytes),
          })}
        />
        {figures.counters.devices !== undefined && (
          <FigureCard
            name="devices"
            title={t('dashboard.monitor.deviceCount')}
            value={f.number(figures.counters.devices)}
          />
        )}
      </div>
    </>
  );
}

/**
 * docs/behaviour.md#the-product dashboard counters. A figure the account may not see (its screen's permit) is absent and its card
 * is not drawn (src/contract/dashboardPermits.ts); with none left the row is not drawn either. The device total is not repeated here: it is the overview's "device count"
 * widget (docs/behaviour.md#screens-and-routes), one tile on the page.
 */
export function CounterWidgets({ figures, formats: f }: { figures: MonitorFigures; formats: NumberFormats }) {
  const { t } = useTranslation();
  const { counters } = figures;
  const shown = [
    counters.dispatchConsoles,
    counters.downloads,
    counters.cameras,
    counters.calls,
    counters.callsInProgress,
  ].some((figure) => figure !== undefined);
  if (!shown) return null;
  return (
    <div className="dc-dash-row">
      {counters.dispatchConsoles !== undefined && (
        <FigureCard
          name="counter-dispatch"
          title={t('dashboard.counters.dispatchConsoles')}
          value={f.number(counters.dispatchConsoles)}
        />
      )}
      {counters.downloads !== undefined && (
        <FigureCard
          name="counter-downloads"
          title={t('dashboard.counters.downloads')}
          value={f.number(counters.downloads)}
        />
      )}
      {counters.cameras && (
        <FigureCard
          name="counter-cameras"
          title={t('dashboard.counters.cameras')}
          value={f.number(counters.cameras.total)}
          detail={t('dashboard.counters.cameraSplit', {
            rtsp: f.number(counters.cameras.rtsp),
            onvif: f.number(counters.cameras.onvif),
          })}
        />
      )}
      {counters.calls !== undefined && (
        <FigureCard
          name="counter-calls"
          title={t('dashboard.counters.calls')}
          value={f.number(counters.calls)}
        />
      )}
      {counters.callsInProgress !== undefined && (
        <FigureCard
          name="counter-oncall"
          title={t('dashboard.counters.callsInProgress')}
          value={f.number(counters.callsInProgress)}
        />
      )}
    </div>
  );
}
