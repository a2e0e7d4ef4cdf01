import { Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { createContext, Fragment, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useKitCore } from '../element/kitCore';

/** Moves when the same account goes on with a fresh token: data hooks load again, quietly. */
const TokenGenerationContext = createContext(0);

/** Add it to a data hook's dependencies so a renewed token reloads what it shows. */
export function useTokenGeneration(): number {
  return useContext(TokenGenerationContext);
}

export interface SessionScopeProps {
  /** The element works without a session (`<console-login>`): its tree is still reset per account. */
  withoutSession?: boolean;
  children: ReactNode;
}

/**
 * Every element follows the page's one session (docs/architecture.md#session). Its tree is
 * keyed by the account: a sign-out or another account unmounts everything the previous one loaded (rows,
 * drawers, dialogs, pickers, names in component state) and mounts it fresh. Before any session the element
 * makes no call and says quietly that a sign-in shows its content.
 */
export const SessionScope = observer(function SessionScope({ withoutSession, children }: SessionScopeProps) {
  const { store } = useKitCore();
  const account = store.user.account;
  if (!account && !withoutSession) return <SignedOutState problem={store.user.tokenProblem} />;
  return (
    <TokenGenerationContext.Provider value={store.user.tokenGeneration}>
      <Fragment key={account?.id ?? ''}>{children}</Fragment>
    </TokenGenerationContext.Provider>
  );
});

function SignedOutState({ problem }: { problem: string | null }) {
  const { t } = useTranslation();
  // A token the page handed over was refused: say why (an unregistered origin is the usual reason).
  if (problem)
    return (
      <div className="dc-signed-out" part="signed-out">
        <Callout intent={Intent.DANGER} role="alert" title={t('kit.session.problemTitle')}>
          {problem}
        </Callout>
      </div>
    );
  return (
    <div className="dc-signed-out" part="signed-out" role="status">
      {t('kit.session.signInToSee')}
    </div>
  );
}
