import { describe, expect, it } from 'vitest';
import { hasPermission, type PermissionSubject } from '../../../src/core/routes';

const subject = (mode: PermissionSubject['mode']): PermissionSubject => ({
  mode,
  permCodes: ['cdr:search', 'cdr:export'],
  roles: ['ENTERPRISE'],
});

describe('permission check (docs/behaviour.md#validation, docs/behaviour.md#roles-and-permissions)', () => {
  it('no required permission means allowed', () => {
    expect(hasPermission(undefined, subject('ROLE'))).toBe(true);
    expect(hasPermission(null, subject('BACK'))).toBe(true);
    expect(hasPermission([], subject('ROUTE_MAPPING'))).toBe(true);
  });

  it('a required list passes if any item matches', () => {
    expect(hasPermission(['sos:search', 'cdr:export'], subject('ROLE'))).toBe(true);
    expect(hasPermission(['sos:search', 'sos:export'], subject('ROLE'))).toBe(false);
  });

  it('role mode checks against the code list', () => {
    expect(hasPermission('cdr:search', subject('ROLE'))).toBe(true);
    expect(hasPermission('ENTERPRISE', subject('ROLE'))).toBe(false);
  });

  it("route-mapping mode checks against the user's role list", () => {
    expect(hasPermission('ENTERPRISE', subject('ROUTE_MAPPING'))).toBe(true);
    expect(hasPermission('cdr:search', subject('ROUTE_MAPPING'))).toBe(false);
  });

  it('back mode uses server codes', () => {
    expect(hasPermission('cdr:export', subject('BACK'))).toBe(true);
    expect(hasPermission('ADMIN', subject('BACK'))).toBe(false);
  });
});
