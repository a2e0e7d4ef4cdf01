import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canDrawCharts } from '../../../../src/elements/kit/charts/chartEnvironment';
import { type ChartView, chartOptions } from '../../../../src/elements/kit/charts/chartOptions';
import { TimeSeriesChart } from '../../../../src/elements/kit/charts/TimeSeriesChart';
import {
  alignSeries,
  TIME_STEPS,
  valueSplits,
  withAlpha,
} from '../../../../src/elements/kit/charts/timeSeriesData';

describe('time-series data for uPlot', () => {
  it('keeps the points inside the window and merges the series on one time axis', () => {
    const shaped = alignSeries(
      [
        { label: 'rx', color: 'red', points: [1, 2, 3, 4].map((x) => ({ x: x * 1000, y: x * 10 })) },
        { label: 'tx', color: 'blue', points: [{ x: 2500, y: 7 }] },
      ],
      2000,
      3000,
    );
    expect(shaped.data).toEqual([
      [2000, 2500, 3000],
      [20, null, 30],
      [null, 7, null],
    ]);
    expect(shaped.largest).toBe(30);
  });

  it('answers an empty axis and a largest value of 0 when nothing is in the window', () => {
    expect(alignSeries([{ label: 'cpu', color: 'red', points: [{ x: 1, y: 5 }] }], 10, 20)).toEqual({
      data: [[], []],
      largest: 0,
    });
  });

  it('fades computed colours and leaves other forms alone', () => {
    expect(withAlpha('rgb(28, 33, 39)', 0.65)).toBe('rgba(28, 33, 39, 0.65)');
    expect(withAlpha('rgba(255, 255, 255, 0.5)', 0.5)).toBe('rgba(255, 255, 255, 0.25)');
    expect(withAlpha('rgb(10 20 30 / 50%)', 0.5)).toBe('rgba(10, 20, 30, 0.25)');
    expect(withAlpha('#fff', 0.5)).toBe('#fff');
  });

  it('labels the value axis at its foot, middle and top, and the time axis in whole minutes or more', () => {
    expect(valueSplits(100)).toEqual([0, 50, 100]);
    expect(Math.min(...TIME_STEPS)).toBe(60_000);
  });
});

describe('uPlot options', () => {
  const colours = { resolve: (color: string) => color, clear: vi.fn() };
  const view: { current: ChartView } = {
    current: {
      from: 1000,
      to: 1000,
      axis: { top: 8, format: (v) => `${v} ms` },
      formatX: (ms) => `t${ms}`,
      colors: ['var(--dc-chart-1)', '#8f398f'],
    },
  };
  const options = chartOptions(view, ['mean', 'p99'], 320, colours);

  it('reads the window, the value axis and the colours from the current view', () => {
    const x = options.scales?.x?.range as (...args: unknown[]) => number[];
    const y = options.scales?.y?.range as (...args: unknown[]) => number[];
    expect(x()).toEqual([1000, 1001]); // never an empty axis
    expect(y()).toEqual([0, 8]);
    const [, , valueAxis] = [null, ...(options.axes ?? [])];
    const values = valueAxis?.values as (self: unknown, splits: number[]) => string[];
    expect(values(null, [0, 4, 8])).toEqual(['0 ms', '4 ms', '8 ms']);
    const stroke = options.series[2]?.stroke as () => string;
    expect(stroke()).toBe('#8f398f');
    view.current = { ...view.current, colors: ['red', 'green'] };
    expect(stroke()).toBe('green');
    expect(options.series.map((s) => s.label)).toEqual([undefined, 'mean', 'p99']);
    expect(options.ms).toBe(1);
  });
});

describe('<TimeSeriesChart> without a canvas', () => {
  afterEach(cleanup);

  it('is not drawable in jsdom (no matchMedia, no canvas), and renders its caption and summary', () => {
    expect(canDrawCharts()).toBe(false);
    const { container } = render(
      <TimeSeriesChart
        title="Event loop"
        series={[
          { label: 'mean', color: 'var(--dc-chart-1)', points: [{ x: 1000, y: 2 }] },
          { label: 'p99', color: 'var(--dc-chart-2)', points: [{ x: 1000, y: 9 }] },
        ]}
        from={0}
        to={2000}
        valueAxis={(largest) => ({ top: largest, format: String })}
        formatX={String}
        summary="2 ms / 9 ms"
      />,
    );
    const plot = screen.getByRole('img', { name: 'Event loop: 2 ms / 9 ms' });
    expect(plot.dataset.points).toBe('1');
    expect(plot.dataset.last).toBe('1000');
    expect(container.querySelector('figure[part="chart"] figcaption')?.textContent).toBe('Event loopmeanp99');
    expect(plot.querySelector('canvas')).toBeNull();
  });

  it('stays a caption when matchMedia and ResizeObserver exist but the canvas does not', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    try {
      expect(canDrawCharts()).toBe(false);
      expect(() =>
        render(
          <TimeSeriesChart
            title="CPU"
            series={[{ label: 'cpu', color: 'red', points: [] }]}
            from={0}
            to={1}
            valueAxis={() => ({ top: 100, format: String })}
            formatX={String}
            summary="—"
          />,
        ),
      ).not.toThrow();
      expect(screen.getByRole('img', { name: 'CPU: —' })).toBeTruthy();
    } finally {
      getContext.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
