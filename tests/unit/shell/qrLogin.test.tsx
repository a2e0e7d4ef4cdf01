import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointDef } from '../../../src/contract';
import { ConsoleProvider } from '../../../src/shell/app/ConsoleContext';
import { QrLogin } from '../../../src/shell/login/QrLogin';
import { loginResult } from '../session/fakes';

/** docs/behaviour.md#screens-and-routes QR sign-in screen: polling every 2 s, its end states, and the same session path as a password sign-in. */

type Answer = Record<string, unknown>;

function harness(statuses: Answer[]) {
  const calls: string[] = [];
  let created = 0;
  const call = vi.fn(async (endpoint: EndpointDef, _input?: unknown) => {
    calls.push(endpoint.path);
    if (endpoint.path === '/login/qr/create') {
      created += 1;
      return {
        qrId: `qr-${created}`,
        pollToken: `poll-${created}`,
        content: `#/qr-confirm/qr-${created}`,
        expiresAt: Date.now() + 120_000,
      };
    }
    return statuses.shift() ?? { status: 'waiting' };
  });
  const signInWith = vi.fn(async () => undefined);
  const core = { http: { call }, store: { user: { signInWith } } };
  const view = render(
    <ConsoleProvider core={core as never} shell={{} as never}>
      <QrLogin />
    </ConsoleProvider>,
  );
  const polls = () => calls.filter((path) => path === '/login/qr/status').length;
  return { view, calls, polls, signInWith, call };
}

/** Lets the answered promises run, then moves the clock. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const status = () => screen.getByTestId('qr-status').getAttribute('data-status');

describe('QR sign-in screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the code for this console’s confirm address and polls every 2 s until confirmed, then signs in', async () => {
    const login = loginResult('ENTERPRISE');
    const { polls, signInWith, call } = harness([
      { status: 'waiting' },
      { status: 'scanned', scannedBy: 'acme' },
      { status: 'confirmed', scannedBy: 'acme', login },
    ]);
    await wait(0);
    expect(screen.getByTestId('qr-link').textContent).toBe(`${window.location.origin}/#/qr-confirm/qr-1`);
    expect(screen.getByTestId('qr-code').querySelector('svg')).not.toBeNull();
    expect(polls()).toBe(0);
    await wait(2_000);
    expect(polls()).toBe(1);
    // It polls with the secret only this screen was given, not just the id the code shows.
    expect(call.mock.calls.at(-1)?.[1]).toEqual({ qrId: 'qr-1', pollToken: 'poll-1' });
    expect(status()).toBe('waiting');
    await wait(2_000);
    expect(status()).toBe('scanned');
    await wait(2_000);
    expect(polls()).toBe(3);
    expect(signInWith).toHaveBeenCalledWith(login, { goHome: false });
    await wait(10_000);
    expect(polls()).toBe(3);
  });

  it('stops polling when the code expires and offers a new one', async () => {
    const { polls, calls } = harness([{ status: 'expired' }]);
    await wait(2_000);
    expect(status()).toBe('expired');
    await wait(10_000);
    expect(polls()).toBe(1);
    fireEvent.click(screen.getByTestId('qr-refresh'));
    await wait(0);
    expect(calls.filter((path) => path === '/login/qr/create')).toHaveLength(2);
    expect(screen.getByTestId('qr-link').textContent).toContain('qr-2');
    expect(status()).toBe('waiting');
  });

  it('a refusal on the other device ends the polling too', async () => {
    const { polls } = harness([{ status: 'cancelled', scannedBy: 'acme' }]);
    await wait(2_000);
    expect(status()).toBe('cancelled');
    expect(screen.getByTestId('qr-refresh')).toBeTruthy();
    await wait(10_000);
    expect(polls()).toBe(1);
  });

  it('stops polling when the screen goes', async () => {
    const { view, polls } = harness([]);
    await wait(2_000);
    expect(polls()).toBe(1);
    view.unmount();
    await wait(10_000);
    expect(polls()).toBe(1);
  });
});
