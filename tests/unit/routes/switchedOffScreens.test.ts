import { describe, expect, it } from 'vitest';
import { ASYNC_ROUTES } from '../../../src/contract';
import { filterRoutesForUser } from '../../../src/core/routes/filterRoutesForUser';

function leafNames(routes: readonly { name: string; children?: readonly unknown[] }[]): string[] {
  return routes.flatMap((route) =>
    route.children?.length ? leafNames(route.children as typeof routes) : [route.name],
  );
}

describe('screens of an enterprise function switched off', () => {
  it('an enterprise administrator without a function screen’s search code does not get its route', () => {
    const everything = filterRoutesForUser(ASYNC_ROUTES, {
      roles: ['ENTERPRISE'],
      permCodes: [
        'attendance:search',
        'task:search',
        'sos:search',
        'pttrecord:search',
        'broadcast-file:search',
      ],
      showAdvancedConfig: false,
    });
    expect(leafNames(everything)).toEqual(
      expect.arrayContaining(['attendance', 'task', 'sos', 'pttrecord', 'broadcast-file', 'cdr']),
    );
    const withoutAttendance = filterRoutesForUser(ASYNC_ROUTES, {
      roles: ['ENTERPRISE'],
      permCodes: ['task:search', 'sos:search', 'pttrecord:search'],
      showAdvancedConfig: false,
    });
    const names = leafNames(withoutAttendance);
    expect(names).not.toContain('attendance');
    expect(names).not.toContain('broadcast-file');
    // Screens that belong to no function stay.
    expect(names).toEqual(expect.arrayContaining(['cdr', 'extension', 'task', 'sos']));
  });

  it('the platform administrator is not filtered by enterprise functions', () => {
    const admin = filterRoutesForUser(ASYNC_ROUTES, {
      roles: ['ADMIN'],
      permCodes: [],
      showAdvancedConfig: true,
    });
    expect(leafNames(admin)).toContain('enterprise');
  });
});
