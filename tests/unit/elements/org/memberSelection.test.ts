// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addMembers,
  allChosen,
  moveMember,
  moveMemberTo,
  removeMembers,
} from '../../../../src/elements/kit/org/memberSelection';

describe('two-pane member selection', () => {
  it('adding appends members not chosen yet, each once, in the order given', () => {
    expect(addMembers(['a', 'b'], ['c', 'a', 'd', 'c'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removing keeps the others in their order', () => {
    expect(removeMembers(['a', 'b', 'c', 'd'], ['b', 'd'])).toEqual(['a', 'c']);
  });

  it('moving up and down changes the ring order and stops at either end', () => {
    expect(moveMember(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveMember(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveMember(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveMember(['a', 'b', 'c'], 'c', 5)).toEqual(['a', 'b', 'c']);
    expect(moveMemberTo(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveMember(['a'], 'x', 1)).toEqual(['a']);
  });

  it('"add all shown" is idle when every shown candidate is chosen', () => {
    expect(allChosen(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(allChosen(['a'], ['a', 'b'])).toBe(false);
  });
});
