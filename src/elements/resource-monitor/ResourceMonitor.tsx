import { Button, Callout, HTMLSelect, Spinner, Tag } from '@blueprintjs/core';
import { PauseIcon, PlayIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RESOURCE_SAMPLE_MS,
  RESOURCES_TOPIC,
  type ResourceSample,
  resourceHistory,
} from '../../contract/operations/resourceMonitor';
import { useKitCore } from '../kit';
import { formatClock } from '../kit/figures/formatting';
import { type ChartSeries, LineChart } from '../kit/figures/LineChart';
import { useNumberFormats } from '../kit/figures/useNumberFormats';
import { rateAxis } from '../kit/figures/valueAxis';
import { useRealtimeClient, useRealtimeTopic } from '../kit/realtime';

type Range = '1h' | '24h';
const SPAN: Record<Range, number> = { '1h': 3_600_000, '24h': 24 * 3_600_000 };
/** Most live samples held: an hour at the sampling interval, with slack. */
const MAX_LIVE = Math.ceil(3_600_000 / RESOURCE_SAMPLE_MS) + 10;
const COLOURS = [
  'var(--dc-chart-1)',
  'var(--dc-chart-2)',
  'var(--dc-chart-3)',
  '#8f398f',
  '#00a396',
  '#c22762',
  '#7961db',
  '#634dbf',
];

/** 资源监控 (ADMIN): this server's resources over the last hour (live) or day. */
export const ResourceMonitor = observer(function ResourceMonitor() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const f = useNumberFormats();
  const client = useRealtimeClient();
  const [range, setRange] = useState<Range>('1h');
  const [samples, setSamples] = useState<ResourceSample[] | null>(null);
  const [paused, setPaused] = useState(false);
  const [now, setNow] = useState(Date.now());

  const load = useCallback(async () => {
    try {
      const answer = await http.call(resourceHistory, { range });
      setSamples(answer.samples);
      setNow(Date.now());
    } catch {
      setSamples([]);
    }
  }, [http, range]);
  useEffect(() => void load(), [load]);

  const ingest = useCallback(
    (sample: ResourceSample) => {
      if (paused || range !== '1h') return;
      setNow(sample.at);
      setSamples((current) => {
        const list = current ?? [];
        if (list.length && (list[list.length - 1] as ResourceSample).at >= sample.at) return list;
        return [...list, sample].slice(-MAX_LIVE);
      });
    },
    [paused, range],
  );
  useRealtimeTopic(client, RESOURCES_TOPIC, ingest);

  const from = now - SPAN[range];
  const common = { from, to: now, formatX: formatClock };
  const last = samples?.[samples.length - 1];
  const line = (label: string, color: string, pick: (sample: ResourceSample) => number): ChartSeries => ({
    label,
    color,
    points: (samples ?? []).map((sample) => ({ x: sample.at, y: pick(sample) })),
  });
  const interfaces = useMemo(() => (last ? last.network.map((item) => item.name).slice(0, 4) : []), [last]);

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('routes.admin.resMonitor')}</strong>
        <span className="dc-toolbar-spacer" />
        {range === '1h' && (
          <Tag minimal intent={paused ? 'none' : 'success'}>
            {t(paused ? 'elements.resource-monitor.paused' : 'elements.resource-monitor.live')}
          </Tag>
        )}
        <HTMLSelect
          iconProps={{ title: t('kit.assistive.openDropdown') }}
          aria-label={t('operations.resourceMonitor.fields.range')}
          value={range}
          onChange={(event) => setRange(event.currentTarget.value as Range)}
          options={(['1h', '24h'] as const).map((value) => ({
            value,
            label: t(`elements.resource-monitor.range.${value}`),
          }))}
        />
        {range === '1h' && (
          <Button
            icon={paused ? <PlayIcon /> : <PauseIcon />}
            text={t(paused ? 'elements.resource-monitor.resume' : 'elements.resource-monitor.pause')}
            onClick={() => {
              if (paused) void load();
              setPaused(!paused);
            }}
          />
        )}
      </div>
      {samples === null ? (
        <Spinner size={24} />
      ) : !last ? (
        <Callout>{t('elements.resource-monitor.noSamples')}</Callout>
      ) : (
        <div className="dc-dash">
          <p className="dc-res-count" data-testid="sample-count">
            {t('elements.resource-monitor.samples', { count: samples.length })}
          </p>
          <div className="dc-dash-charts">
            <LineChart
              {...common}
              title={t('elements.resource-monitor.cpu')}
              maxY={100}
              formatY={(v) => f.percent(v)}
              series={last.cpuPerCore.map((_, index) =>
                line(
                  t('elements.resource-monitor.core', { index: index + 1 }),
                  COLOURS[index % COLOURS.length] as string,
                  (s) => s.cpuPerCore[index] ?? 0,
                ),
              )}
              summary={last.cpuPerCore.map((value) => f.percent(value)).join(', ')}
            />
            <LineChart
              {...common}
              title={t('elements.resource-monitor.memory')}
              maxY={100}
              formatY={(v) => f.percent(v)}
              series={[
                line(
                  t('elements.resource-monitor.memory'),
                  'var(--dc-chart-2)',
                  (s) => (s.memory.usedBytes / s.memory.totalBytes) * 100,
                ),
              ]}
              summary={`${f.bytes(last.memory.usedBytes)} / ${f.bytes(last.memory.totalBytes)}`}
            />
            {last.diskIo && (
              <LineChart
                {...common}
                title={t('elements.resource-monitor.diskIo')}
                valueAxis={(largest) => rateAxis(largest, f.locale)}
                series={[
                  line(
                    t('elements.resource-monitor.read'),
                    'var(--dc-chart-1)',
                    (s) => s.diskIo?.readBytesPerSecond ?? 0,
                  ),
                  line(
                    t('elements.resource-monitor.write'),
                    'var(--dc-chart-2)',
                    (s) => s.diskIo?.writeBytesPerSecond ?? 0,
                  ),
                ]}
                summary={`${f.rate(last.diskIo.readBytesPerSecond)} / ${f.rate(last.diskIo.writeBytesPerSecond)}`}
              />
            )}
            {interfaces.map((name) => (
              <LineChart
                key={name}
                {...common}
                title={t('elements.resource-monitor.network', { name })}
                valueAxis={(largest) => rateAxis(largest, f.locale)}
                series={[
                  line(
                    t('elements.resource-monitor.rx'),
                    'var(--dc-chart-1)',
                    (s) => s.network.find((n) => n.name === name)?.rxBytesPerSecond ?? 0,
                  ),
                  line(
                    t('elements.resource-monitor.tx'),
                    'var(--dc-chart-3)',
                    (s) => s.network.find((n) => n.name === name)?.txBytesPerSecond ?? 0,
                  ),
                ]}
                summary={name}
              />
            ))}
            <LineChart
              {...common}
              title={t('elements.resource-monitor.eventLoop')}
              formatY={(v) => `${f.number(v, 1)} ms`}
              series={[
                line(t('elements.resource-monitor.mean'), 'var(--dc-chart-1)', (s) => s.eventLoop.meanMs),
                line(t('elements.resource-monitor.p99'), 'var(--dc-chart-2)', (s) => s.eventLoop.p99Ms),
              ]}
              summary={`${f.number(last.eventLoop.meanMs, 1)} ms / ${f.number(last.eventLoop.p99Ms, 1)} ms`}
            />
            <LineChart
              {...common}
              title={`${t('elements.resource-monitor.sockets')} · ${t('elements.resource-monitor.dbConnections')}`}
              formatY={(v) => f.number(v, 1)}
              series={[
                line(t('elements.resource-monitor.sockets'), 'var(--dc-chart-1)', (s) => s.sockets),
                line(
                  t('elements.resource-monitor.dbConnections'),
                  'var(--dc-chart-3)',
                  (s) => s.databaseConnections,
                ),
              ]}
              summary={`${last.sockets} / ${last.databaseConnections}`}
            />
          </div>
          {last.disk && (
            <p className="dc-res-count">
              {t('elements.resource-monitor.diskSpace')}: {f.bytes(last.disk.usedBytes)} /{' '}
              {f.bytes(last.disk.totalBytes)} ({f.percent((last.disk.usedBytes / last.disk.totalBytes) * 100)}
              )
            </p>
          )}
        </div>
      )}
    </div>
  );
});
