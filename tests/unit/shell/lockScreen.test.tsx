import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/core/i18n';
import type { UnlockOutcome } from '../../../src/core/session/LockStore';
import { ConsoleProvider } from '../../../src/shell/app/ConsoleContext';
import { LockScreen } from '../../../src/shell/lock/LockScreen';

/*
 * The lock screen says why an unlock was refused: a wrong password in its own words, or, while the password
 * checks must wait, the server's throttle message (already in the session's language) instead.
 */

function harness(outcome: UnlockOutcome) {
  const unlock = vi.fn(async (_password: string) => outcome);
  const store = {
    user: { token: 't', userInfo: { username: 'acme', realName: 'Acme' }, logout: vi.fn() },
    lock: { isLocked: true, unlock },
  };
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleProvider core={{ store } as never} shell={{} as never}>
        <LockScreen />
      </ConsoleProvider>
    </I18nextProvider>,
  );
  return { unlock };
}

async function tryPassword(password: string) {
  fireEvent.change(screen.getByTestId('lock-password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('lock-unlock'));
  });
}

describe('lock screen', () => {
  afterEach(cleanup);

  it('a wrong password says the password is wrong', async () => {
    const { unlock } = harness({ kind: 'wrongPassword' });
    await tryPassword('Not-it-1');
    expect(unlock).toHaveBeenCalledWith('Not-it-1');
    expect(screen.getByTestId('lock-error').textContent).toBe(i18n.t('shell.lock.wrongPassword'));
  });

  it('a throttled check shows the server’s message, not "wrong password"', async () => {
    const message = '登录失败次数过多，请 4 秒后再试';
    harness({ kind: 'throttled', message, retryAfterSeconds: 4 });
    await tryPassword('Acme@1234');
    expect(screen.getByTestId('lock-error').textContent).toBe(message);
  });

  it('typing again clears the message', async () => {
    harness({ kind: 'throttled', message: 'wait', retryAfterSeconds: 1 });
    await tryPassword('Acme@1234');
    fireEvent.change(screen.getByTestId('lock-password'), { target: { value: 'Acme@12345' } });
    expect(screen.queryByTestId('lock-error')).toBeNull();
  });
});
