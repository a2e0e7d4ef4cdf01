import type { ToastProps } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';

/**
 * Blueprint's Toast labels its close button "Close" with no prop to change it: the shell's toasts hide it
 * and show their action instead, a cross labelled in the reader's language (Blueprint dismisses a toast
 * when its action is clicked). The element kit does the same in its own layer (kit/overlay/toastDismiss).
 */
export function translatedToastClose(closeText: string): Pick<ToastProps, 'action' | 'isCloseButtonShown'> {
  // ActionProps declares neither aria-label nor title; Blueprint spreads the whole action onto its button.
  return {
    isCloseButtonShown: false,
    action: { icon: <Cross />, ...{ 'aria-label': closeText, title: closeText } },
  };
}
