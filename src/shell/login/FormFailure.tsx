import { Callout, Intent } from '@blueprintjs/core';

/** The server's message when a sign-in variant call failed. */
export function FormFailure({ idPrefix, message }: { idPrefix: string; message: string }) {
  if (!message) return null;
  return (
    <Callout intent={Intent.DANGER} className="dc-login__error" role="alert">
      <span data-testid={`${idPrefix}-error`}>{message}</span>
    </Callout>
  );
}
