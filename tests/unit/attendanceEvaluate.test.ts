import { describe, expect, it } from 'vitest';
import { localTime, weekdayOf, zonedMs } from '../../server/attendance/attendanceTime';
import {
  checkArea,
  evaluateCheck,
  haversineMeters,
  judgeDay,
  judgeTime,
  pointInPolygon,
} from '../../src/contract/apps/attendanceEvaluate';
import { type AttendanceRule, attendanceRuleSchema } from '../../src/contract/apps/attendanceRules';

/* The attendance evaluator at its boundaries (seconds of the day in the rule's zone). */

const RULE: AttendanceRule = {
  workStart: '09:00',
  workEnd: '18:00',
  graceMinutes: 5,
  workdays: [1, 2, 3, 4, 5],
  area: { kind: 'none' },
};
const MONDAY = 1;
const SATURDAY = 6;
const clock = (time: string) => {
  const [h, m, s] = time.split(':').map(Number);
  return h! * 3600 + m! * 60 + (s ?? 0);
};
const METRES_PER_DEGREE = (Math.PI * 6_371_008.8) / 180;

describe('time results', () => {
  it('a check-in at start + grace exactly is normal, a second later late (minutes counted from the start)', () => {
    expect(judgeTime(RULE, 'in', clock('09:05:00'), MONDAY)).toEqual({ timeResult: 'normal', minutesOff: 0 });
    expect(judgeTime(RULE, 'in', clock('09:05:01'), MONDAY)).toEqual({ timeResult: 'late', minutesOff: 6 });
    expect(judgeTime(RULE, 'in', clock('08:00:00'), MONDAY).timeResult).toBe('normal');
  });

  it('with no grace, the start minute itself is on time', () => {
    const strict = { ...RULE, graceMinutes: 0 };
    expect(judgeTime(strict, 'in', clock('09:00:00'), MONDAY).timeResult).toBe('normal');
    expect(judgeTime(strict, 'in', clock('09:00:01'), MONDAY)).toEqual({ timeResult: 'late', minutesOff: 1 });
  });

  it('a check-out at end − grace exactly is normal, a second earlier an early leave', () => {
    expect(judgeTime(RULE, 'out', clock('17:55:00'), MONDAY).timeResult).toBe('normal');
    expect(judgeTime(RULE, 'out', clock('17:54:59'), MONDAY)).toEqual({ timeResult: 'early', minutesOff: 6 });
    expect(judgeTime(RULE, 'out', clock('21:00:00'), MONDAY).timeResult).toBe('normal');
  });

  it('any check on a day that is not a workday is a day-off check, never late or early', () => {
    expect(judgeTime(RULE, 'in', clock('11:00:00'), SATURDAY)).toEqual({
      timeResult: 'offDay',
      minutesOff: 0,
    });
    expect(judgeTime(RULE, 'out', clock('12:00:00'), 7).timeResult).toBe('offDay');
    expect(judgeTime({ ...RULE, workdays: [6] }, 'in', clock('11:00:00'), SATURDAY).timeResult).toBe('late');
  });
});

describe('areas', () => {
  const centre = { latitude: 31.2304, longitude: 121.4737 };
  const circle = { kind: 'circle' as const, ...centre, radiusMeters: 200 };
  const north = (metres: number) => ({
    latitude: centre.latitude + metres / METRES_PER_DEGREE,
    longitude: centre.longitude,
  });

  it('haversine: a degree of latitude, and Shanghai to Beijing', () => {
    expect(haversineMeters(centre, north(1000))).toBeCloseTo(1000, 6);
    const beijing = { latitude: 39.9042, longitude: 116.4074 };
    expect(haversineMeters(centre, beijing) / 1000).toBeCloseTo(1067, -1);
  });

  it('a circle takes its edge: 200 m in, 200.01 m out', () => {
    expect(checkArea(circle, north(200))).toEqual({ inArea: true, distanceMeters: 200 });
    expect(checkArea(circle, north(199.99)).inArea).toBe(true);
    expect(checkArea(circle, north(200.01)).inArea).toBe(false);
  });

  const square = [
    { latitude: 0, longitude: 0 },
    { latitude: 0, longitude: 0.01 },
    { latitude: 0.01, longitude: 0.01 },
    { latitude: 0.01, longitude: 0 },
  ];

  it('a polygon takes its edges and corners, not what lies just beyond', () => {
    expect(pointInPolygon({ latitude: 0.005, longitude: 0.005 }, square)).toBe(true);
    expect(pointInPolygon({ latitude: 0, longitude: 0.005 }, square)).toBe(true);
    expect(pointInPolygon({ latitude: 0.005, longitude: 0.01 }, square)).toBe(true);
    expect(pointInPolygon({ latitude: 0.01, longitude: 0.01 }, square)).toBe(true);
    expect(pointInPolygon({ latitude: 0.005, longitude: 0.0100002 }, square)).toBe(false);
    expect(pointInPolygon({ latitude: -0.0000002, longitude: 0.005 }, square)).toBe(false);
  });

  it('a concave polygon leaves its notch out', () => {
    const notched = [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 3 },
      { latitude: 3, longitude: 3 },
      { latitude: 3, longitude: 2 },
      { latitude: 1, longitude: 2 },
      { latitude: 1, longitude: 1 },
      { latitude: 3, longitude: 1 },
      { latitude: 3, longitude: 0 },
    ];
    expect(pointInPolygon({ latitude: 2, longitude: 1.5 }, notched)).toBe(false);
    expect(pointInPolygon({ latitude: 2, longitude: 0.5 }, notched)).toBe(true);
    expect(pointInPolygon({ latitude: 0.5, longitude: 1.5 }, notched)).toBe(true);
  });

  it('no area accepts anywhere; out of area wins over the time result, which is kept', () => {
    expect(checkArea({ kind: 'none' }, { latitude: -45, longitude: 170 }).inArea).toBe(true);
    const verdict = evaluateCheck(
      { ...RULE, area: circle },
      { type: 'in', secondOfDay: clock('09:30:00'), weekday: MONDAY, position: north(500) },
    );
    expect(verdict).toMatchObject({
      result: 'outOfArea',
      timeResult: 'late',
      inArea: false,
      distanceMeters: 500,
    });
    const polygonVerdict = evaluateCheck(
      { ...RULE, area: { kind: 'polygon', points: square } },
      {
        type: 'out',
        secondOfDay: clock('18:00:00'),
        weekday: MONDAY,
        position: { latitude: 0.005, longitude: 0.005 },
      },
    );
    expect(polygonVerdict).toMatchObject({ result: 'normal', inArea: true, distanceMeters: null });
  });
});

describe('a member’s day', () => {
  const none = { firstIn: null, lastOut: null, outOfArea: false } as const;
  it('missing once a workday without a check-in is over, future until then; rest on a day off', () => {
    expect(judgeDay(true, none, true)).toBe('missing');
    expect(judgeDay(true, none, false)).toBe('future');
    expect(judgeDay(false, none, true)).toBe('rest');
    expect(judgeDay(false, { ...none, firstIn: 'offDay' }, true)).toBe('offDay');
  });
  it('late, early or both from the first check-in and the last check-out', () => {
    expect(judgeDay(true, { ...none, firstIn: 'normal', lastOut: 'normal' }, true)).toBe('normal');
    expect(judgeDay(true, { ...none, firstIn: 'late', lastOut: 'normal' }, true)).toBe('late');
    expect(judgeDay(true, { ...none, firstIn: 'normal', lastOut: 'early' }, true)).toBe('early');
    expect(judgeDay(true, { ...none, firstIn: 'late', lastOut: 'early' }, true)).toBe('lateEarly');
    expect(judgeDay(true, { ...none, lastOut: 'normal' }, true)).toBe('missing');
  });
});

describe('rule schema and wall-clock time', () => {
  it('refuses a rule whose end is not after its start, and malformed times', () => {
    expect(attendanceRuleSchema.safeParse(RULE).success).toBe(true);
    expect(attendanceRuleSchema.safeParse({ ...RULE, workEnd: '09:00' }).success).toBe(false);
    expect(attendanceRuleSchema.safeParse({ ...RULE, workStart: '24:00' }).success).toBe(false);
    expect(attendanceRuleSchema.safeParse({ ...RULE, workdays: [1, 1] }).success).toBe(false);
    expect(attendanceRuleSchema.safeParse({ ...RULE, workdays: [8] }).success).toBe(false);
  });

  it('reads a moment as the zone’s day, second and weekday, and back', () => {
    const moment = Date.UTC(2025, 2, 2, 17, 30, 0); // Monday 01:30 in Shanghai, still Sunday in UTC
    expect(localTime(moment, 'Asia/Shanghai')).toEqual({ day: '2025-03-03', secondOfDay: 5400, weekday: 1 });
    expect(localTime(moment, 'UTC').weekday).toBe(7);
    expect(zonedMs('2025-03-03', 5400, 'Asia/Shanghai')).toBe(moment);
    expect(zonedMs('2025-03-30', 3 * 3600, 'Europe/Berlin')).toBe(Date.UTC(2025, 2, 30, 1, 0, 0));
    expect(weekdayOf('2025-03-09')).toBe(7);
  });
});
