import type uPlot from 'uplot';
import { TIME_STEPS, valueSplits, withAlpha } from './timeSeriesData';

/** A value axis: where it tops out (it starts at 0) and how its labels read. */
export interface ChartValueAxis {
  top: number;
  format(value: number): string;
}

/** What the chart shows now: read by uPlot's callbacks at each paint, so an update needs only `setData`. */
export interface ChartView {
  from: number;
  to: number;
  axis: ChartValueAxis;
  formatX: (ms: number) => string;
  colors: readonly string[];
}

/** Turns CSS colours into canvas colours (ColourResolver in the page). */
export interface Colours {
  resolve(color: string): string;
  clear(): void;
}

/** The plot's height in CSS pixels, axes included (timeSeriesChart.css gives its box the same). */
export const CHART_HEIGHT = 140;
const FONT_SIZE = 10;
const FONT = `${FONT_SIZE}px -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;

let measuring: CanvasRenderingContext2D | null | undefined;

/**
 * The value axis' width: its longest label, measured on a canvas of its own (measuring on uPlot's would
 * change the font it believes is set), plus the gap to the plot.
 */
function valueAxisWidth(_self: uPlot, values: string[] | null): number {
  if (measuring === undefined) measuring = document.createElement('canvas').getContext('2d');
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  if (!measuring || !longest) return 40;
  measuring.font = FONT;
  return Math.ceil(measuring.measureText(longest).width) + 10;
}

/**
 * uPlot's options for a chart of `labels`: a time axis over [from, to] labelled by `formatX`, a value axis
 * from 0 to the view's top with three grid lines, colours resolved against the element's theme at each
 * paint. No legend, cursor or selection: the chart's caption names the series, and its accessible name
 * carries the latest values.
 */
export function chartOptions(
  view: { readonly current: ChartView },
  labels: readonly string[],
  width: number,
  colours: Colours,
): uPlot.Options {
  const text = () => withAlpha(colours.resolve('currentColor'), 0.65);
  const grid = () => withAlpha(colours.resolve('currentColor'), 0.15);
  const line = (index: number) => () => colours.resolve(view.current.colors[index] ?? 'currentColor');
  return {
    width,
    height: CHART_HEIGHT,
    ms: 1,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: true, range: () => [view.current.from, Math.max(view.current.to, view.current.from + 1)] },
      y: { range: () => [0, view.current.axis.top] },
    },
    series: [
      {},
      ...labels.map((label, index) => ({
        label,
        stroke: line(index),
        width: 1.5,
        spanGaps: true,
        points: { stroke: line(index), fill: line(index), size: 4 },
      })),
    ],
    axes: [
      {
        font: FONT,
        stroke: text,
        size: FONT_SIZE + 12,
        space: 70,
        incrs: [...TIME_STEPS],
        grid: { show: false },
        ticks: { show: false },
        values: (_self, splits) => splits.map((x) => view.current.formatX(x)),
      },
      {
        font: FONT,
        stroke: text,
        size: valueAxisWidth,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        splits: () => valueSplits(view.current.axis.top),
        values: (_self, splits) => splits.map((y) => view.current.axis.format(y)),
      },
    ],
    hooks: { drawClear: [() => colours.clear()] },
  };
}
