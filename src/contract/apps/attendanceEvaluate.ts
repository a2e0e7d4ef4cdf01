import {
  type AttendanceArea,
  type AttendanceResult,
  type AttendanceRule,
  type AttendanceType,
  type DayResult,
  type GeoPoint,
  type TimeResult,
  timeOfDayMinutes,
} from './attendanceRules';

/*
 * How a check is judged, as pure functions (the server records what these answer; the console's
 * rule form uses the same area checks). Times are wall-clock seconds of the day in the rule's time zone.
 */

const EARTH_RADIUS_METERS = 6_371_008.8;
/** Points this close to a polygon's edge (in degrees, about 1 cm) count as on it, hence inside. */
const EDGE_EPSILON = 1e-7;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance in metres (haversine). */
export function haversineMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

function onSegment(point: GeoPoint, a: GeoPoint, b: GeoPoint): boolean {
  const cross =
    (b.longitude - a.longitude) * (point.latitude - a.latitude) -
    (b.latitude - a.latitude) * (point.longitude - a.longitude);
  const length = Math.hypot(b.longitude - a.longitude, b.latitude - a.latitude);
  if (Math.abs(cross) > EDGE_EPSILON * Math.max(length, EDGE_EPSILON)) return false;
  const within = (value: number, end1: number, end2: number) =>
    value >= Math.min(end1, end2) - EDGE_EPSILON && value <= Math.max(end1, end2) + EDGE_EPSILON;
  return within(point.longitude, a.longitude, b.longitude) && within(point.latitude, a.latitude, b.latitude);
}

/**
 * Whether a point lies in a polygon (ray casting on longitude/latitude, fine for the few hundred metres of a
 * work site); a point on an edge or a corner counts as inside.
 */
export function pointInPolygon(point: GeoPoint, polygon: readonly GeoPoint[]): boolean {
  if (polygon.length < 3) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (onSegment(point, a, b)) return true;
    const crosses =
      a.latitude > point.latitude !== b.latitude > point.latitude &&
      point.longitude <
        ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) +
          a.longitude;
    if (crosses) inside = !inside;
  }
  return inside;
}

export interface AreaVerdict {
  inArea: boolean;
  /** Metres from a circle's centre, rounded; null otherwise. */
  distanceMeters: number | null;
}

/** Whether a position is inside the rule's area; a circle's edge counts as inside. */
export function checkArea(area: AttendanceArea, point: GeoPoint): AreaVerdict {
  if (area.kind === 'circle') {
    const distance = haversineMeters({ latitude: area.latitude, longitude: area.longitude }, point);
    // A millimetre of slack: a point on the edge must not fall out by floating-point rounding.
    return { inArea: distance <= area.radiusMeters + 0.001, distanceMeters: Math.round(distance) };
  }
  if (area.kind === 'polygon') return { inArea: pointInPolygon(point, area.points), distanceMeters: null };
  return { inArea: true, distanceMeters: null };
}

export interface CheckInput {
  type: AttendanceType;
  /** Wall-clock seconds since midnight in the rule's time zone. */
  secondOfDay: number;
  /** ISO weekday of that day: 1 Monday … 7 Sunday. */
  weekday: number;
  position: GeoPoint;
}

export interface CheckVerdict extends AreaVerdict {
  result: AttendanceResult;
  timeResult: TimeResult;
  /** Whole minutes after the start (late) or before the end (early), rounded up; 0 otherwise. */
  minutesOff: number;
}

export function isWorkday(rule: Pick<AttendanceRule, 'workdays'>, weekday: number): boolean {
  return rule.workdays.includes(weekday);
}

/**
 * The time result: a check-in later than start + grace is late (exactly start + grace is not); a check-out
 * earlier than end − grace is an early leave (exactly end − grace is not); any check on a day that is not
 * a workday is `offDay`.
 */
export function judgeTime(
  rule: AttendanceRule,
  type: AttendanceType,
  secondOfDay: number,
  weekday: number,
): { timeResult: TimeResult; minutesOff: number } {
  if (!isWorkday(rule, weekday)) return { timeResult: 'offDay', minutesOff: 0 };
  const start = timeOfDayMinutes(rule.workStart) * 60;
  const end = timeOfDayMinutes(rule.workEnd) * 60;
  const grace = rule.graceMinutes * 60;
  if (type === 'in' && secondOfDay > start + grace)
    return { timeResult: 'late', minutesOff: Math.ceil((secondOfDay - start) / 60) };
  if (type === 'out' && secondOfDay < end - grace)
    return { timeResult: 'early', minutesOff: Math.ceil((end - secondOfDay) / 60) };
  return { timeResult: 'normal', minutesOff: 0 };
}

/** A check judged by a rule: out of area wins over the time result, which the verdict keeps too. */
export function evaluateCheck(rule: AttendanceRule, input: CheckInput): CheckVerdict {
  const time = judgeTime(rule, input.type, input.secondOfDay, input.weekday);
  const area = checkArea(rule.area, input.position);
  return { ...time, ...area, result: area.inArea ? time.timeResult : 'outOfArea' };
}

/** What a day's records say, for reports and the calendar. */
export interface DayChecks {
  /** The first check-in's time result, if any. */
  firstIn: TimeResult | null;
  /** The last check-out's time result, if any. */
  lastOut: TimeResult | null;
  outOfArea: boolean;
}

/**
 * A member's day: `rest` on a day off without checks; `missing` on a workday without a check-in once it is
 * over (`future` until then); otherwise late and/or early from the first check-in and last check-out.
 */
export function judgeDay(workday: boolean, checks: DayChecks, over: boolean): DayResult {
  if (!workday) return checks.firstIn || checks.lastOut ? 'offDay' : 'rest';
  if (!checks.firstIn) return over ? 'missing' : 'future';
  const late = checks.firstIn === 'late';
  const early = checks.lastOut === 'early';
  if (late && early) return 'lateEarly';
  if (late) return 'late';
  if (early) return 'early';
  return 'normal';
}
