import { memo } from 'react';
import type { ChartValueAxis } from '../charts/chartOptions';
import { TimeSeriesChart } from '../charts/TimeSeriesChart';
import type { TimeSeries } from '../charts/timeSeriesData';
import { niceCeiling, type ValueAxis } from './valueAxis';

/*
 * The dashboard's and the resource monitor's line charts, drawn by uPlot through the kit's
 * TimeSeriesChart. This keeps the screens' props: a fixed top (percentages), a label format, or
 * a value axis fitted to the largest value.
 */

export type ChartSeries = TimeSeries;

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

export const LineChart = memo(function LineChart({
  maxY,
  formatY = String,
  valueAxis,
  ...chart
}: LineChartProps) {
  const axis = (largest: number): ChartValueAxis =>
    valueAxis?.(largest) ?? { top: maxY ?? niceCeiling(largest), format: formatY };
  return <TimeSeriesChart {...chart} valueAxis={axis} />;
});
