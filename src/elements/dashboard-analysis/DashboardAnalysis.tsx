import { Callout, Intent, SegmentedControl, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANALYSIS_PERIODS,
  type Analysis,
  type AnalysisPeriod,
  dashboardAnalysis,
} from '../../contract/monitor';
import { useKitCore } from '../kit/element/kitCore';
import { FigureCard } from '../kit/figures/FigureCard';
import { formatClock, formatDateTime } from '../kit/figures/formatting';
import { LineChart } from '../kit/figures/LineChart';
import { useNumberFormats } from '../kit/figures/useNumberFormats';
import { RankedList } from './RankedList';

export interface DashboardAnalysisProps {
  /** Initial period: `today`, `7d` (default) or `30d`. */
  period?: string;
}

function isPeriod(value: string | undefined): value is AnalysisPeriod {
  return (ANALYSIS_PERIODS as readonly string[]).includes(value ?? '');
}

/** docs/behaviour.md#screens-and-routes dashboard analysis view: call and PTT figures over a chosen period. */
export const DashboardAnalysis = observer(function DashboardAnalysis({
  period: initial,
}: DashboardAnalysisProps) {
  const { http, store } = useKitCore();
  const token = store.user.token;
  const { t } = useTranslation();
  const f = useNumberFormats();
  const [period, setPeriod] = useState<AnalysisPeriod>(isPeriod(initial) ? initial : '7d');
  const [data, setData] = useState<Analysis | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    setLoading(true);
    http
      .call(dashboardAnalysis, { period }, { errorMessageMode: 'none' })
      .then((answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [http, period, token]);

  const formatX = data?.bucket === 'hour' ? formatClock : (ms: number) => formatDateTime(ms, false).slice(5);
  // Figures the account may not see (their screens' permits) are absent: their cards are not drawn.
  const totals = data?.totals ?? {};
  const callsOverTime = data?.callsOverTime;
  const pttOverTime = data?.pttOverTime;
  const buckets = callsOverTime ?? pttOverTime ?? [];
  const lastBucket = data ? (buckets[buckets.length - 1]?.at ?? data.from) : 0;
  return (
    <div className="dc-dash" part="dashboard" data-period={period}>
      <div className="dc-dash-toolbar">
        <SegmentedControl
          aria-label={t('dashboard.analysis.period')}
          options={ANALYSIS_PERIODS.map((value) => ({
            value,
            label: t(`dashboard.analysis.periods.${value}`),
          }))}
          value={period}
          onValueChange={(value) => setPeriod(value as AnalysisPeriod)}
          small
        />
        <span className="dc-dash-spacer" />
        {loading ? <Spinner size={16} /> : null}
      </div>
      {error ? (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {error}
        </Callout>
      ) : null}
      {data ? (
        <>
          {!data.callDataAvailable ? (
            <Callout intent={Intent.PRIMARY} compact>
              {t('dashboard.noCallData')}
            </Callout>
          ) : null}
          <div className="dc-dash-row">
            {totals.calls !== undefined && (
              <FigureCard name="calls" title={t('dashboard.analysis.calls')} value={f.number(totals.calls)} />
            )}
            {totals.answered !== undefined && (
              <FigureCard
                name="answered"
                title={t('dashboard.analysis.answered')}
                value={f.number(totals.answered)}
              />
            )}
            {totals.answerRate !== undefined && (
              <FigureCard
                name="answerRate"
                title={t('dashboard.analysis.answerRate')}
                value={totals.answerRate === null ? '—' : f.percent(totals.answerRate)}
              />
            )}
            {totals.averageDurationSeconds !== undefined && (
              <FigureCard
                name="averageDuration"
                title={t('dashboard.analysis.averageDuration')}
                value={
                  totals.averageDurationSeconds === null ? '—' : f.duration(totals.averageDurationSeconds)
                }
              />
            )}
            {totals.pttBursts !== undefined && (
              <FigureCard
                name="pttBursts"
                title={t('dashboard.analysis.pttBursts')}
                value={f.number(totals.pttBursts)}
              />
            )}
            {totals.pttSeconds !== undefined && (
              <FigureCard
                name="pttTime"
                title={t('dashboard.analysis.pttTime')}
                value={f.duration(totals.pttSeconds)}
              />
            )}
          </div>
          <div className="dc-dash-charts">
            {callsOverTime && (
              <LineChart
                title={t(
                  data.bucket === 'hour'
                    ? 'dashboard.analysis.callsPerHour'
                    : 'dashboard.analysis.callsPerDay',
                )}
                from={data.from}
                to={lastBucket}
                formatX={formatX}
                formatY={(v) => f.number(v, 1)}
                series={[
                  {
                    label: t('dashboard.analysis.calls'),
                    color: 'var(--dc-chart-1)',
                    points: callsOverTime.map((b) => ({ x: b.at, y: b.calls })),
                  },
                  {
                    label: t('dashboard.analysis.answered'),
                    color: 'var(--dc-chart-3)',
                    points: callsOverTime.map((b) => ({ x: b.at, y: b.answered })),
                  },
                ]}
                summary={f.number(totals.calls ?? 0)}
              />
            )}
            {pttOverTime && (
              <LineChart
                title={t('dashboard.analysis.pttUsage')}
                from={data.from}
                to={lastBucket}
                formatX={formatX}
                formatY={(v) => f.number(v, 1)}
                series={[
                  {
                    label: t('dashboard.analysis.pttBursts'),
                    color: 'var(--dc-chart-2)',
                    points: pttOverTime.map((b) => ({ x: b.at, y: b.bursts })),
                  },
                ]}
                summary={f.number(totals.pttBursts ?? 0)}
              />
            )}
          </div>
          <div className="dc-dash-charts">
            {data.busiestGroups && (
              <RankedList
                name="groups"
                title={t('dashboard.analysis.busiestGroups')}
                rows={data.busiestGroups}
                formats={f}
              />
            )}
            {data.busiestTalkers && (
              <RankedList
                name="talkers"
                title={t('dashboard.analysis.busiestTalkers')}
                rows={data.busiestTalkers}
                formats={f}
              />
            )}
          </div>
          {!callsOverTime && !pttOverTime && !data.busiestGroups && !data.busiestTalkers ? (
            <Callout intent={Intent.PRIMARY} compact data-banner="no-figures">
              {t('dashboard.noFigures')}
            </Callout>
          ) : null}
        </>
      ) : null}
    </div>
  );
});
