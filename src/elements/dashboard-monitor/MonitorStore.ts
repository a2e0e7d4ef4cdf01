import { action, makeObservable, observable, reaction, runInAction } from 'mobx';
import {
  type MonitorFigures,
  type MonitorSample,
  monitorHistory,
  monitorOverview,
} from '../../contract/monitor';
import type { HttpClient } from '../../core/http/types';
import { appendToWindow, mergeWindows, sampleOf } from './chartWindow';

export interface DrawnState {
  figures: MonitorFigures | null;
  samples: readonly MonitorSample[];
}

/**
 * The overview's state: the latest figures and the 10-minute window (bounded, chartWindow.ts). Data is
 * kept current at all times; what the screen draws (`drawn`) only moves while the page is visible
 * (pause drawing while hidden), and catches up at once when it shows again.
 */
export class MonitorStore {
  figures: MonitorFigures | null = null;
  samples: MonitorSample[] = [];
  drawn: DrawnState = { figures: null, samples: [] };
  error: string | null = null;
  loading = false;
  private readonly disposeVisibility: () => void;

  constructor(private readonly visibility: { readonly hidden: boolean }) {
    makeObservable<MonitorStore>(this, {
      figures: observable.ref,
      samples: observable.ref,
      drawn: observable.ref,
      error: observable,
      loading: observable,
      ingest: action,
      loadHistory: action,
      draw: action,
    });
    this.disposeVisibility = reaction(
      () => this.visibility.hidden,
      (hidden) => {
        if (!hidden) this.draw();
      },
    );
  }

  /** A `monitor` push or an overview answer; older figures than those held are ignored. */
  ingest = (figures: MonitorFigures): void => {
    if (this.figures && figures.at < this.figures.at) return;
    this.figures = figures;
    this.samples = appendToWindow(this.samples, sampleOf(figures));
    this.error = null;
    if (!this.visibility.hidden) this.draw();
  };

  loadHistory(history: readonly MonitorSample[]): void {
    this.samples = mergeWindows(history, this.samples);
    if (!this.visibility.hidden) this.draw();
  }

  draw(): void {
    this.drawn = { figures: this.figures, samples: this.samples };
  }

  /** Figures and history from the API: on mount and after every reconnection (what the socket missed). */
  async load(http: HttpClient): Promise<void> {
    runInAction(() => {
      this.loading = true;
    });
    try {
      const [figures, history] = await Promise.all([
        http.call(monitorOverview, undefined, { errorMessageMode: 'none' }),
        http.call(monitorHistory, undefined, { errorMessageMode: 'none' }),
      ]);
      this.loadHistory(history.samples);
      this.ingest(figures);
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  dispose(): void {
    this.disposeVisibility();
  }
}
