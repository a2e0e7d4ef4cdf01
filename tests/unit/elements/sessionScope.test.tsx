import { Dialog } from '@blueprintjs/core';
import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../../src/elements/kit/element/defineElement';
import { setPageKitCore } from '../../../src/elements/kit/element/kitCore';
import { useResourceList } from '../../../src/elements/kit/list/useResourceList';
import type { PageQuery } from '../../../src/elements/kit/resource/resourceClient';
import { SESSION_EXPIRED_EVENT, watchSessionExpiry } from '../../../src/elements/kit/session/sessionExpiry';
import { TOKEN_EXPIRING_EVENT } from '../../../src/elements/kit/session/sessionWindowEvents';
import { userInfo } from '../session/fakes';
import {
  connect,
  createKitHarness,
  installAdoptedStyleSheetsPolyfill,
  signIn,
  uniqueTag,
} from './elementTestHarness';

/*
 * Every element follows the page's one session: before a sign-in it waits quietly and calls nothing; a
 * sign-in loads it; a sign-out removes the previous account's rows and open dialogs at once; another
 * account starts from nothing; a renewed token of the same account reloads without leaving the content.
 */

interface Row {
  id: string;
  name: string;
}

const ROWS: Record<string, Row[]> = {
  'token-acme': [{ id: '1', name: 'Acme 8001' }],
  'token-globex': [{ id: '2', name: 'Globex 9001' }],
};

describe('elements follow the one session', () => {
  let removePolyfill: () => void;
  const harness = createKitHarness();
  const calls: string[] = [];
  const source = {
    page: vi.fn(async (_query: PageQuery) => {
      const token = harness.root.user.token ?? 'none';
      calls.push(token);
      const records = ROWS[token] ?? ROWS['token-globex']!;
      return { records, total: records.length };
    }),
  };
  function Screen() {
    const list = useResourceList<Row>(source, {});
    const first = list.rows[0];
    // A name kept in component state once loaded, as a picker or a name column keeps it.
    const [kept, setKept] = useState<string | null>(null);
    useEffect(() => {
      if (first && kept === null) setKept(first.name);
    }, [first, kept]);
    return (
      <div>
        <p className="kept">{kept}</p>
        <ul>
          {list.rows.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
        <Dialog isOpen={Boolean(first)} title={first?.name ?? ''}>
          <p>{first?.name}</p>
        </Dialog>
      </div>
    );
  }
  const tag = uniqueTag('session-screen');
  const expired = vi.fn();
  const expiring = vi.fn();

  beforeAll(() => {
    removePolyfill = installAdoptedStyleSheetsPolyfill();
    setPageKitCore(harness.core);
    watchSessionExpiry(harness.root);
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    window.addEventListener(TOKEN_EXPIRING_EVENT, expiring);
    defineElement({ tag, component: Screen }).define();
  });
  afterAll(() => {
    removePolyfill();
    setPageKitCore(undefined);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    window.removeEventListener(TOKEN_EXPIRING_EVENT, expiring);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits for a sign-in, loads, forgets the account on sign-out, and reloads on a renewed token', async () => {
    const element = await connect(document.createElement(tag));
    const root = element.shadowRoot!;
    expect(root.querySelector('[part="signed-out"]')?.textContent).toBe('登录后即可查看此内容。');
    expect(source.page).not.toHaveBeenCalled();

    await act(async () => signIn(harness, 'acme', 'e-acme'));
    await vi.waitFor(() => expect(root.textContent).toContain('Acme 8001'));
    expect(root.querySelector('.dc-portal-host')?.textContent).toContain('Acme 8001');

    await act(async () => {
      await harness.root.user.logout(false);
    });
    expect(root.textContent).not.toContain('Acme');
    expect(root.querySelector('[part="signed-out"]')).not.toBeNull();
    // A sign-out is not an expiry.
    expect(expired).not.toHaveBeenCalled();

    await act(async () => signIn(harness, 'globex', 'e-globex'));
    await vi.waitFor(() => expect(root.textContent).toContain('Globex 9001'));
    expect(root.textContent).not.toContain('Acme');

    // Another account signs in over this one: nothing of the previous one's state survives.
    await act(async () => signIn(harness, 'acme', 'e-acme'));
    await vi.waitFor(() => expect(root.querySelector('.kept')?.textContent).toBe('Acme 8001'));
    await act(async () => signIn(harness, 'globex', 'e-globex'));
    await vi.waitFor(() => expect(root.querySelector('.kept')?.textContent).toBe('Globex 9001'));
    expect(root.textContent).not.toContain('Acme');

    // The same account with a fresh token (a portal renewing it): the rows stay while the page reloads.
    harness.api.getUserInfo.mockResolvedValue(
      userInfo('ADMIN', { userId: 'id-globex', username: 'globex', enterpriseId: 'e-globex' }),
    );
    const before = source.page.mock.calls.length;
    await act(async () => {
      const adopted = harness.root.user.adoptToken('token-globex-2', { expiresAt: Date.now() + 60_000 });
      expect(root.textContent).toContain('Globex 9001');
      await adopted;
    });
    await vi.waitFor(() => expect(source.page.mock.calls.length).toBe(before + 1));
    expect(calls.at(-1)).toBe('token-globex-2');
    expect(root.querySelector('[part="signed-out"]')).toBeNull();
    expect(root.textContent).toContain('Globex 9001');
    // Its hard end is under the announcement lead: the page hears it at once.
    await vi.waitFor(() => expect(expiring).toHaveBeenCalledTimes(1));
    expect((expiring.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({ username: 'globex' });
  });
});
