import { Button, Callout, Intent } from '@blueprintjs/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useKitCore } from './kitCore';

interface BoundaryProps {
  /** The element's tag, named in the message and the console log. */
  tag: string;
  children: ReactNode;
}

interface RenderBoundaryProps extends BoundaryProps {
  /** Told of every caught render error, with React's component stack. */
  onCaught: (error: Error, componentStack: string) => void;
}

interface BoundaryState {
  error: Error | null;
}

/** The class React needs to catch render errors; the function below gives it the session core. */
class ElementRenderBoundary extends Component<RenderBoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.tag}] render failed`, error, info.componentStack);
    this.props.onCaught(error, info.componentStack ?? '');
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ElementErrorMessage tag={this.props.tag} error={error} onRetry={this.retry} />;
  }
}

/**
 * docs/architecture.md#elements: a failing element shows a readable, translated error instead of a blank box. Each
 * element has its own React root, out of reach of the shell's page boundary, so it records the error in
 * the shared client error log itself (docs/behaviour.md#entities type `react`; the log records only while the setting is on).
 */
export function ElementErrorBoundary({ tag, children }: BoundaryProps) {
  const { store } = useKitCore();
  return (
    <ElementRenderBoundary tag={tag} onCaught={store.errorLog.addComponentError}>
      {children}
    </ElementRenderBoundary>
  );
}

function ElementErrorMessage({ tag, error, onRetry }: { tag: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="dc-error-box" part="error" role="alert">
      <Callout intent={Intent.DANGER} title={t('kit.element.errorTitle')}>
        <p>{t('kit.element.errorText', { tag })}</p>
        <p>
          <code>{error.message || error.name}</code>
        </p>
        <Button text={t('kit.element.retry')} onClick={onRetry} />
      </Callout>
    </div>
  );
}
