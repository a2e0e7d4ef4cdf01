import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadStateProps<Data> {
  /** The data once its first answer has arrived (later reloads keep showing it); absent until then. */
  data: Data | null | undefined;
  /** Whether the last load failed. */
  failed: boolean;
  /** Whether the arrived data has nothing to show. */
  isEmpty?(data: Data): boolean;
  onRetry(): void;
  /** Default: "loading failed". */
  failedTitle?: string;
  emptyTitle?: string;
  emptyDescription?: string;
  emptyIcon?: ReactElement;
  /** The content, given the data that arrived. */
  children(data: Data): ReactNode;
}

/**
 * The states a screen's data passes through before it shows rows: a failed first load (with a retry), the
 * first load, nothing to show, then the content. Later reloads keep the content in view.
 */
export function LoadState<Data>(props: LoadStateProps<Data>) {
  const { t } = useTranslation();
  const { data } = props;
  if ((data === null || data === undefined) && props.failed)
    return (
      <NonIdealState
        title={props.failedTitle ?? t('calldata.common.loadFailed')}
        action={<Button text={t('common.redo')} onClick={props.onRetry} />}
      />
    );
  if (data === null || data === undefined) return <Spinner size={24} aria-label={t('common.loadingText')} />;
  if (props.isEmpty?.(data))
    return (
      <NonIdealState icon={props.emptyIcon} title={props.emptyTitle} description={props.emptyDescription} />
    );
  return <>{props.children(data)}</>;
}

/** The toolbar's refresh button of a screen. */
export function RefreshButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="minimal"
      icon={<RefreshIcon />}
      aria-label={t('calldata.common.refresh')}
      title={t('calldata.common.refresh')}
      onClick={onClick}
    />
  );
}
