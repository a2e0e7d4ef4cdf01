// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { areaPermits } from '../../../../server/security/permissions';
import { CHANGE_PASSWORD_PERMISSION } from '../../../../src/contract/roles';
import {
  checkState,
  enterprisePermitTree,
  toggleCodes,
} from '../../../../src/elements/kit/permits/permitTree';

describe('the sub-user permission tree', () => {
  it('is the route table: groups of screens a sub-user can open, within the area the server grants', () => {
    const tree = enterprisePermitTree();
    const codes = tree.flatMap((group) => group.screens.flatMap((screen) => screen.codes));
    const area = new Set(areaPermits('ENTERPRISE'));
    expect(codes.every((code) => area.has(code))).toBe(true);
    expect(codes).toContain('cdr:export');
    expect(codes).toContain(CHANGE_PASSWORD_PERMISSION);
    // The enterprise administrator's own sub-user screen is not a sub-user's to have.
    expect(codes.some((code) => code.startsWith('admin:'))).toBe(false);
    expect(tree.map((group) => group.name)).toContain('org');
  });

  it('shows a node checked, unchecked or partly checked', () => {
    const codes = ['dept:search', 'dept:add'];
    expect(checkState(codes, new Set())).toBe('unchecked');
    expect(checkState(codes, new Set(['dept:search']))).toBe('indeterminate');
    expect(checkState(codes, new Set(codes))).toBe('checked');
  });

  it('an action brings viewing; clearing viewing clears the screen; a group toggles all its screens', () => {
    expect(toggleCodes([], ['dept:delete'], true)).toEqual(['dept:delete', 'dept:search']);
    expect(toggleCodes(['dept:add', 'dept:search', 'cdr:search'], ['dept:search'], false)).toEqual([
      'cdr:search',
    ]);
    expect(toggleCodes(['cdr:search'], ['dept:search', 'dept:add', 'cdr:search'], false)).toEqual([]);
    expect(toggleCodes([], [CHANGE_PASSWORD_PERMISSION], true)).toEqual([CHANGE_PASSWORD_PERMISSION]);
  });
});
