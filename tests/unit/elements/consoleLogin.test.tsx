import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLogin } from '../../../src/elements/console-login/ConsoleLogin';
import { ElementHostContext } from '../../../src/elements/kit/element/elementEvents';
import { createKitHarness, withCore } from './elementTestHarness';

function renderLogin(harness = createKitHarness({ role: 'ENTERPRISE' })) {
  const host = document.createElement('div');
  const signedIn = vi.fn();
  host.addEventListener('dc-signed-in', signedIn);
  render(
    withCore(
      harness.core,
      <ElementHostContext.Provider value={host}>
        <ConsoleLogin />
      </ElementHostContext.Provider>,
    ),
  );
  return { harness, signedIn };
}

async function submit(account: string, password: string) {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
  });
}

describe('<console-login>', () => {
  afterEach(cleanup);

  it('signs the shared session in without navigating and emits dc-signed-in with username and role', async () => {
    const { harness, signedIn } = renderLogin();
    await submit('acme', 'secret');
    expect(harness.api.login).toHaveBeenCalledWith(
      { username: 'acme', password: 'secret' },
      { errorMessageMode: 'none' },
    );
    expect(harness.navigator.visits).toEqual([]);
    expect(harness.root.user.token).toBe('token-ENTERPRISE');
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect((signedIn.mock.calls[0][0] as CustomEvent).detail).toEqual({
      username: 'enterprise',
      role: 'ENTERPRISE',
    });
  });

  it('shows the server’s error and emits nothing when sign-in fails', async () => {
    const harness = createKitHarness();
    harness.api.login.mockRejectedValueOnce(new Error('账号或密码错误'));
    const { signedIn } = renderLogin(harness);
    await submit('acme', 'wrong');
    expect(screen.getByRole('alert').textContent).toBe('账号或密码错误');
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('asks for the account before calling the server', async () => {
    const { harness } = renderLogin();
    await submit('  ', 'x');
    expect(harness.api.login).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBeTruthy();
  });
});
