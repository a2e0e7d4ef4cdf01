import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTENDANCE_RULE } from '../../src/contract/apps/attendanceRules';
import {
  areaOf,
  draftOf,
  draftProblems,
  parsePoints,
  ruleOf,
} from '../../src/elements/attendance-list/ruleDraft';

/* The rule form's own checks, before the server checks again. */

describe('the rule form', () => {
  it('round-trips a rule through the draft', () => {
    const rule = {
      ...DEFAULT_ATTENDANCE_RULE,
      area: { kind: 'circle' as const, latitude: 31.2, longitude: 121.4, radiusMeters: 300 },
    };
    expect(ruleOf(draftOf(rule))).toEqual(rule);
  });

  it('reads polygon points a line each, with commas or spaces, and names a bad line', () => {
    expect(parsePoints('31.1, 121.1\n\n31.2 121.2\n31.3，121.3')).toEqual({
      points: [
        { latitude: 31.1, longitude: 121.1 },
        { latitude: 31.2, longitude: 121.2 },
        { latitude: 31.3, longitude: 121.3 },
      ],
    });
    expect(parsePoints('31.1, 121.1\n91, 121.2')).toEqual({ badLine: 2 });
    expect(parsePoints('31.1, 121.1, 5')).toEqual({ badLine: 1 });
  });

  it('says what is wrong: end before start, grace out of range, too few points, a bad centre', () => {
    const draft = draftOf(DEFAULT_ATTENDANCE_RULE);
    expect(draftProblems(draft)).toEqual([]);
    const fields = (patch: Partial<typeof draft>) =>
      draftProblems({ ...draft, ...patch }).map((p) => p.field);
    expect(fields({ workEnd: '08:59' })).toEqual(['workEnd']);
    expect(fields({ workStart: '9:00' })).toEqual(['workStart']);
    expect(fields({ graceMinutes: '121' })).toEqual(['graceMinutes']);
    expect(fields({ graceMinutes: '2.5' })).toEqual(['graceMinutes']);
    expect(fields({ areaKind: 'polygon', points: '1, 1\n1, 2' })).toEqual(['points']);
    expect(fields({ areaKind: 'circle', latitude: 'north', longitude: '121', radiusMeters: '5' })).toEqual([
      'latitude',
      'radiusMeters',
    ]);
    expect(areaOf({ ...draft, areaKind: 'polygon', points: '1, 1\n1, 2' })).toBeNull();
    expect(ruleOf({ ...draft, workEnd: '08:00' })).toBeNull();
  });
});
