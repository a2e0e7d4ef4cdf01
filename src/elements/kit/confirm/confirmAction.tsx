import { Alert, Intent } from '@blueprintjs/core';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '../overlay/useFocusReturn';

interface PendingAction {
  question: string;
  confirmText: string;
  resolve(confirmed: boolean): void;
}

export interface ConfirmAction {
  /** Asks `question`; resolves true when the reader confirms with the `confirmText` button. */
  confirmAction(question: string, confirmText: string): Promise<boolean>;
  /** The alert; render it once in the screen (it portals into the element's shadow root). */
  alert: ReactNode;
}

/**
 * Confirm-before-acting for what disables or undoes something without deleting it (unbinding, switching
 * off): a Blueprint Alert, intent warning, whose question names what will change.
 */
export function useConfirmAction(): ConfirmAction {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const pendingRef = useRef<PendingAction | null>(null);

  const confirmAction = useCallback(
    (question: string, confirmText: string) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { question, confirmText, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );
  const close = (confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  };

  const focusReturn = useFocusReturn(pending !== null);
  // Blueprint's Alert has no title of its own: the question names the dialog.
  const questionId = useId();
  const alert = (
    <Alert
      {...focusReturn}
      aria-labelledby={questionId}
      isOpen={pending !== null}
      intent={Intent.WARNING}
      confirmButtonText={pending?.confirmText ?? ''}
      cancelButtonText={t('common.cancelText')}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
      canEscapeKeyCancel
    >
      <p id={questionId}>{pending?.question}</p>
    </Alert>
  );
  return { confirmAction, alert };
}
