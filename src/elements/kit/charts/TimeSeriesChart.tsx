import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { adoptChartStyles, ColourResolver, canDrawCharts, loadUplot } from './chartEnvironment';
import { CHART_HEIGHT, type ChartValueAxis, type ChartView, chartOptions } from './chartOptions';
import { alignSeries, type TimeSeries } from './timeSeriesData';

export interface TimeSeriesChartProps {
  title: string;
  series: readonly TimeSeries[];
  /** The time axis (epoch ms); points outside are not drawn. */
  from: number;
  to: number;
  /** The value axis fitted to the largest value shown. */
  valueAxis: (largest: number) => ChartValueAxis;
  formatX: (ms: number) => string;
  /** Text read for the chart by assistive technology (the latest values). */
  summary: string;
}

const SEPARATOR = '\u0000';

/**
 * A time-series line chart drawn by uPlot on a canvas (a field library instead of hand-written
 * SVG). The caption, legend and accessible name are React markup; the plot is one uPlot instance, created
 * when the box mounts (uPlot loads on demand), fed with `setData` on every update, resized with its box,
 * redrawn when the element's theme changes, destroyed on unmount. Where no canvas exists (jsdom) the box
 * stays empty and the summary is still read.
 */
export const TimeSeriesChart = memo(function TimeSeriesChart({
  title,
  series,
  from,
  to,
  valueAxis,
  formatX,
  summary,
}: TimeSeriesChartProps) {
  const { data, largest } = useMemo(() => alignSeries(series, from, to), [series, from, to]);
  const view = useRef<ChartView | null>(null);
  const latest = useRef(data);
  const box = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const chart = useRef<uPlot | null>(null);
  // A new set of series (names or count) needs a new instance; new values only new data.
  const seriesKey = series.map((s) => s.label).join(SEPARATOR);

  useLayoutEffect(() => {
    view.current = { from, to, axis: valueAxis(largest), formatX, colors: series.map((s) => s.color) };
    latest.current = data;
    chart.current?.setData(data);
  });

  useEffect(() => {
    const element = box.current;
    const colourProbe = probe.current;
    if (!element || !colourProbe || !canDrawCharts()) return;
    adoptChartStyles(element);
    const labels = seriesKey.split(SEPARATOR);
    const colours = new ColourResolver(colourProbe);
    let disposed = false;
    let resize: ResizeObserver | undefined;
    let theme: MutationObserver | undefined;
    loadUplot()
      .then((UPlot) => {
        if (disposed || !view.current) return;
        const width = () => Math.max(1, Math.floor(element.clientWidth));
        const plot = new UPlot(
          chartOptions(view as { current: ChartView }, labels, width(), colours),
          latest.current,
          element,
        );
        chart.current = plot;
        resize = new ResizeObserver(() => {
          if (width() !== plot.width) plot.setSize({ width: width(), height: CHART_HEIGHT });
        });
        resize.observe(element);
        // The theme class and the brand colour live on the element's root box; the canvas must repaint.
        const themed = element.closest('[data-theme]');
        if (themed) {
          theme = new MutationObserver(() => plot.redraw(false));
          theme.observe(themed, { attributes: true, attributeFilter: ['class', 'data-theme', 'style'] });
        }
      })
      .catch(() => {
        // uPlot failed to load (offline): the caption and the accessible summary remain.
      });
    return () => {
      disposed = true;
      resize?.disconnect();
      theme?.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [seriesKey]);

  const last = data[0][data[0].length - 1];
  return (
    <figure className="dc-chart" part="chart">
      <figcaption>
        <span className="dc-chart-title">{title}</span>
        {series.length > 1 ? (
          <span className="dc-chart-legend">
            {series.map((s) => (
              <span key={s.label}>
                <i style={{ background: s.color }} />
                {s.label}
              </span>
            ))}
          </span>
        ) : null}
      </figcaption>
      <div
        ref={box}
        className="dc-chart-plot"
        role="img"
        aria-label={`${title}: ${summary}`}
        data-points={data[0].length}
        data-last={last ?? ''}
      >
        <span ref={probe} className="dc-chart-probe" />
      </div>
    </figure>
  );
});
