import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getConsoleCore } from '../../core/consoleCore';
import { NotFoundPage } from '../pages/NotFoundPage';

interface State {
  failed: boolean;
}

/** A page that throws while rendering shows the exception page; the error goes to the client error log. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // docs/behaviour.md#entities error type `vue` is `react` here.
    getConsoleCore().store.errorLog.addComponentError(error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? <NotFoundPage kind="500" /> : this.props.children;
  }
}
