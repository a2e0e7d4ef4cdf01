import type uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import { adoptScreenStyles } from '../element/elementStyles';
import chartCss from './timeSeriesChart.css?inline';

/**
 * uPlot needs a 2D canvas, `matchMedia` (it watches the pixel ratio as soon as it loads) and the wrapper
 * a ResizeObserver. jsdom has none of them: there the chart keeps its caption and accessible summary and
 * draws nothing. `matchMedia` is tested first, so jsdom never reaches its unimplemented `getContext`.
 */
export function canDrawCharts(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  if (typeof ResizeObserver !== 'function') return false;
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

let loading: Promise<typeof uPlot> | undefined;

/**
 * uPlot, loaded when the first chart mounts: a chunk of its own that only the chart screens fetch (it is
 * kept out of the kit chunk, vite.elements.config.ts), and never evaluated where it cannot draw.
 */
export function loadUplot(): Promise<typeof uPlot> {
  if (!loading) {
    loading = import('uplot').then((module) => module.default);
    loading.catch(() => {
      loading = undefined; // a failed fetch may succeed on the next mount
    });
  }
  return loading;
}

const CHART_CSS = `${uplotCss}\n${chartCss}`;

const styledRoots = new WeakSet<ShadowRoot>();

/**
 * uPlot's stylesheet and the chart's own, adopted once by the shadow root the chart renders in (one parsed
 * sheet shared by every root, elementStyles.ts). Only the chart screens carry this CSS.
 */
export function adoptChartStyles(node: Node): void {
  const root = node.getRootNode();
  if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot) || styledRoots.has(root)) return;
  styledRoots.add(root);
  adoptScreenStyles(root, CHART_CSS);
}

/**
 * A CSS colour (custom properties, `currentColor`, anything the page accepts) as the computed `rgb()` a
 * canvas understands: read through a hidden probe inside the chart, so it follows the element's theme.
 * Answers are kept until `clear()` (called before each paint, so a theme switch shows on the next one).
 */
export class ColourResolver {
  private readonly cache = new Map<string, string>();

  constructor(private readonly probe: HTMLElement) {}

  resolve(color: string): string {
    let resolved = this.cache.get(color);
    if (resolved === undefined) {
      this.probe.style.color = color; // CSSOM, which the strict CSP allows (no style attribute in markup)
      resolved = getComputedStyle(this.probe).color || color;
      this.cache.set(color, resolved);
    }
    return resolved;
  }

  clear(): void {
    this.cache.clear();
  }
}
