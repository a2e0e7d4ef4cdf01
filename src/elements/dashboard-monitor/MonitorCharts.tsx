import { useTranslation } from 'react-i18next';
import { MONITOR_HISTORY_WINDOW_MS, type MonitorSample } from '../../contract/monitor';
import { formatClock } from '../kit/figures/formatting';
import { LineChart } from '../kit/figures/LineChart';
import type { NumberFormats } from '../kit/figures/useNumberFormats';
import { rateAxis } from '../kit/figures/valueAxis';
import { seriesOf } from './chartWindow';

/** Charts of the last 10 minutes for CPU, memory, bandwidth and channels. */
export function MonitorCharts({
  samples,
  now,
  channels,
  formats: f,
}: {
  samples: readonly MonitorSample[];
  /** Whether the account may see the channels (calls and PTT records): else no channels chart. */
  channels: boolean;
  now: number;
  formats: NumberFormats;
}) {
  const { t } = useTranslation();
  const from = now - MONITOR_HISTORY_WINDOW_MS;
  const last = samples[samples.length - 1];
  const common = { from, to: now, formatX: formatClock };
  return (
    <div className="dc-dash-charts">
      <LineChart
        {...common}
        title={t('dashboard.monitor.cpuChart')}
        maxY={100}
        formatY={(v) => f.percent(v)}
        series={[
          {
            label: t('dashboard.monitor.cpu'),
            color: 'var(--dc-chart-1)',
            points: seriesOf(samples, (s) => s.cpuPercent),
          },
        ]}
        summary={last ? f.percent(last.cpuPercent) : '—'}
      />
      <LineChart
        {...common}
        title={t('dashboard.monitor.memoryChart')}
        maxY={100}
        formatY={(v) => f.percent(v)}
        series={[
          {
            label: t('dashboard.monitor.memory'),
            color: 'var(--dc-chart-2)',
            points: seriesOf(samples, (s) => s.memoryPercent),
          },
        ]}
        summary={last ? f.percent(last.memoryPercent) : '—'}
      />
      <LineChart
        {...common}
        title={t('dashboard.monitor.bandwidthChart')}
        valueAxis={(largest) => rateAxis(largest, f.locale)}
        series={[
          {
            label: t('dashboard.monitor.rx'),
            color: 'var(--dc-chart-1)',
            points: seriesOf(samples, (s) => s.rxBytesPerSecond),
          },
          {
            label: t('dashboard.monitor.tx'),
            color: 'var(--dc-chart-3)',
            points: seriesOf(samples, (s) => s.txBytesPerSecond),
          },
        ]}
        summary={
          last
            ? t('dashboard.monitor.rxTx', {
                rx: f.rate(last.rxBytesPerSecond),
                tx: f.rate(last.txBytesPerSecond),
              })
            : '—'
        }
      />
      {channels && (
        <LineChart
          {...common}
          title={t('dashboard.monitor.channelsChart')}
          formatY={(v) => f.number(v, 1)}
          series={[
            {
              label: t('dashboard.monitor.channels'),
              color: 'var(--dc-chart-3)',
              points: seriesOf(samples, (s) => s.activeChannels ?? 0),
            },
          ]}
          summary={last?.activeChannels === undefined ? '—' : f.number(last.activeChannels)}
        />
      )}
    </div>
  );
}
