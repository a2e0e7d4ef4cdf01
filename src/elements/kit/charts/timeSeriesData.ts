/** One point of a time series: `x` in epoch milliseconds. */
interface TimePoint {
  x: number;
  y: number;
}

export interface TimeSeries {
  label: string;
  /** Any CSS colour, custom properties included (`var(--dc-chart-1)`): resolved against the chart's box. */
  color: string;
  points: readonly TimePoint[];
}

/** uPlot's data layout: one x array shared by every series, then each series' values at those x. */
type AlignedSeries = [xs: number[], ...values: (number | null)[][]];

export interface ShapedSeries {
  data: AlignedSeries;
  /** The largest value shown (0 when none): the value axis is fitted to it. */
  largest: number;
}

/**
 * The series as uPlot draws them: points outside [from, to] dropped, the x values of every series merged in
 * time order, a series without a point at some x holding `null` there (the chart spans those gaps).
 */
export function alignSeries(series: readonly TimeSeries[], from: number, to: number): ShapedSeries {
  const visible = series.map((s) => s.points.filter((p) => p.x >= from && p.x <= to));
  const xs = [...new Set(visible.flatMap((points) => points.map((p) => p.x)))].sort((a, b) => a - b);
  const column = new Map(xs.map((x, index) => [x, index]));
  let largest = 0;
  const values = visible.map((points) => {
    const row: (number | null)[] = new Array(xs.length).fill(null);
    for (const p of points) {
      row[column.get(p.x) as number] = p.y;
      if (p.y > largest) largest = p.y;
    }
    return row;
  });
  return { data: [xs, ...values], largest };
}

/** `rgb(…)`/`rgba(…)` as computed by the browser, with its alpha multiplied; other forms unchanged. */
export function withAlpha(color: string, alpha: number): string {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(
    color.trim(),
  );
  if (!match) return color;
  const [, r, g, b, a, percent] = match;
  const own = a === undefined ? 1 : Number(a) / (percent ? 100 : 1);
  return `rgba(${r}, ${g}, ${b}, ${Number((own * alpha).toFixed(3))})`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Steps between time-axis labels: whole minutes and up, since the screens label the axis in minutes
 * (`HH:mm`) or days (`MM-DD`) — a 30 s step would print the same minute twice.
 */
export const TIME_STEPS: readonly number[] = [
  ...[1, 2, 5, 10, 15, 30].map((m) => m * MINUTE),
  ...[1, 2, 3, 4, 6, 8, 12].map((h) => h * HOUR),
  ...[1, 2, 3, 7, 14, 28].map((d) => d * DAY),
];

/** The value axis' labels: its foot, middle and top (three grid lines, the axis starting at 0). */
export function valueSplits(top: number): number[] {
  return [0, top / 2, top];
}
