// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../../src/contract';
import { ignoresAuth } from '../../../src/shell/app/ignoresAuth';

describe('guard rule 1: routes flagged ignoreAuth need no token (docs/behaviour.md#screens-and-routes)', () => {
  it('the route table’s public routes are open; /lock and the user’s pages are not', () => {
    expect(ignoresAuth('/main-out')).toBe(true);
    expect(ignoresAuth('/login')).toBe(true);
    // Locking needs a session: the lock screen checks the account password to unlock.
    expect(ignoresAuth('/lock')).toBe(false);
    expect(ignoresAuth('/org/dept')).toBe(false);
    expect(ignoresAuth('/main-out/more')).toBe(false);
  });

  it('reads the flag from the table it is given, nested routes and path parameters included', () => {
    const table: RouteRecord[] = [
      {
        name: 'help',
        path: '/help',
        meta: { title: 'h' },
        children: [
          { name: 'faq', path: 'faq/:topic', element: 'help-faq', meta: { title: 'f', ignoreAuth: true } },
          { name: 'private', path: 'private', element: 'help-private', meta: { title: 'p' } },
        ],
      },
    ];
    expect(ignoresAuth('/help/faq/billing', table)).toBe(true);
    expect(ignoresAuth('/help/private', table)).toBe(false);
    expect(ignoresAuth('/help', table)).toBe(false);
  });
});
