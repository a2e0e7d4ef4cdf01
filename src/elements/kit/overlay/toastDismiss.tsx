import type { ToastProps } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';

/**
 * A toast's dismiss button in the reader's language. Blueprint's Toast labels its own "Close" with no prop
 * to change it, so the toast hides it and carries this one as its action: Blueprint dismisses a toast when
 * its action is clicked, so nothing else is needed (no key to track, no wrapper around the toaster).
 */
export function toastDismiss(label: string): Pick<ToastProps, 'action' | 'isCloseButtonShown'> {
  // ActionProps has no aria-label or title; Blueprint spreads the action onto its button, so both arrive.
  const action = { icon: <Cross />, 'aria-label': label, title: label };
  return { isCloseButtonShown: false, action };
}
