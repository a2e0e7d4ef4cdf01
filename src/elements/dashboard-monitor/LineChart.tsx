import { memo } from 'react';
import type { Point } from './chartWindow';
import { niceCeiling, type ValueAxis } from './valueAxis';

/*
 * A small SVG line chart. No charting library is installed (uplot, echarts and chart.js are absent) and
 * the dashboard needs only a few lines over a time axis, so this draws them itself: one polyline per
 * series, three grid lines, the axis ends labelled. It scales with its box (viewBox) and costs a few
 * hundred bytes instead of a library's tens of kilobytes.
 */

export interface ChartSeries {
  label: string;
  /** CSS colour; custom properties allowed (`var(--dc-chart-1)`). */
  color: string;
  points: readonly Point[];
}

export interface LineChartProps {
  title: string;
  series: readonly ChartSeries[];
  /** The time axis; points outside are not drawn. */
  from: number;
  to: number;
  /** Fixed top of the value axis (100 for percentages); otherwise the largest value, rounded up. */
  maxY?: number;
  formatY?: (value: number) => string;
  /** A value axis fitted to the largest value shown (its top and its labels' one unit); wins over the two above. */
  valueAxis?: (largest: number) => ValueAxis;
  formatX: (value: number) => string;
  /** Text read for the chart by assistive technology (the latest values). */
  summary: string;
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD = { left: 44, right: 8, top: 8, bottom: 18 };

function pathOf(
  points: readonly Point[],
  scaleX: (x: number) => number,
  scaleY: (y: number) => number,
): string {
  return points.map((p) => `${scaleX(p.x).toFixed(1)},${scaleY(p.y).toFixed(1)}`).join(' ');
}

export const LineChart = memo(function LineChart({
  title,
  series,
  from,
  to,
  maxY,
  formatY = String,
  formatX,
  valueAxis,
  summary,
}: LineChartProps) {
  const visible = series.map((s) => ({ ...s, points: s.points.filter((p) => p.x >= from && p.x <= to) }));
  const largest = Math.max(0, ...visible.flatMap((s) => s.points.map((p) => p.y)));
  const axis = valueAxis?.(largest);
  const top = axis?.top ?? maxY ?? niceCeiling(largest);
  const label = axis?.format ?? formatY;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const scaleX = (x: number) => PAD.left + ((x - from) / Math.max(1, to - from)) * plotWidth;
  const scaleY = (y: number) => PAD.top + plotHeight - (Math.min(y, top) / top) * plotHeight;
  const grid = [0, 0.5, 1].map((f) => f * top);

  return (
    <figure className="dc-dash-chart" part="chart">
      <figcaption>
        <span className="dc-dash-chart-title">{title}</span>
        {visible.length > 1 ? (
          <span className="dc-dash-legend">
            {visible.map((s) => (
              <span key={s.label}>
                <i style={{ background: s.color }} />
                {s.label}
              </span>
            ))}
          </span>
        ) : null}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}: ${summary}`}
        preserveAspectRatio="none"
      >
        {grid.map((value) => (
          <g key={value} className="dc-dash-grid">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={scaleY(value)} y2={scaleY(value)} />
            <text x={PAD.left - 4} y={scaleY(value) + 3} textAnchor="end">
              {label(value)}
            </text>
          </g>
        ))}
        <text className="dc-dash-axis" x={PAD.left} y={HEIGHT - 4}>
          {formatX(from)}
        </text>
        <text className="dc-dash-axis" x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end">
          {formatX(to)}
        </text>
        {visible.map((s) =>
          s.points.length ? (
            <polyline
              key={s.label}
              points={pathOf(s.points, scaleX, scaleY)}
              fill="none"
              stroke={s.color}
              strokeWidth={1.5}
              vectorEffect="non-scaling-stroke"
              data-series={s.label}
            />
          ) : null,
        )}
      </svg>
    </figure>
  );
});
