import {
  type AreaKind,
  type AttendanceArea,
  type AttendanceRule,
  type GeoPoint,
  GRACE_MINUTES,
  POLYGON_POINTS,
  RADIUS_METERS,
  timeOfDayMinutes,
} from '../../contract/apps/attendanceRules';

/*
 * The rule form's state as typed (text in the inputs), its checks, and the rule it saves. Checked
 * here so the form can say what is wrong before it asks the server, which checks again.
 */

export interface RuleDraft {
  workStart: string;
  workEnd: string;
  graceMinutes: string;
  workdays: number[];
  areaKind: AreaKind;
  latitude: string;
  longitude: string;
  radiusMeters: string;
  /** One `latitude, longitude` a line. */
  points: string;
}

export function draftOf(rule: AttendanceRule): RuleDraft {
  const area = rule.area;
  return {
    workStart: rule.workStart,
    workEnd: rule.workEnd,
    graceMinutes: String(rule.graceMinutes),
    workdays: [...rule.workdays],
    areaKind: area.kind,
    latitude: area.kind === 'circle' ? String(area.latitude) : '',
    longitude: area.kind === 'circle' ? String(area.longitude) : '',
    radiusMeters: area.kind === 'circle' ? String(area.radiusMeters) : '200',
    points:
      area.kind === 'polygon'
        ? area.points.map((point) => `${point.latitude}, ${point.longitude}`).join('\n')
        : '',
  };
}

/** A problem: the field and its message key with values. */
export interface DraftProblem {
  field: keyof RuleDraft;
  key: string;
  params?: Record<string, string | number>;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function numberIn(text: string, min: number, max: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** The polygon's points, or the 1-based line that is not a point. */
export function parsePoints(text: string): { points: GeoPoint[] } | { badLine: number } {
  const points: GeoPoint[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (!line) continue;
    const [lat, lng, ...rest] = line.split(/[,\s，]+/).filter(Boolean);
    const latitude = numberIn(lat ?? '', -90, 90);
    const longitude = numberIn(lng ?? '', -180, 180);
    if (latitude === null || longitude === null || rest.length > 0) return { badLine: index + 1 };
    points.push({ latitude, longitude });
  }
  return { points };
}

/** The area as typed, or null while it is not valid. */
export function areaOf(draft: RuleDraft): AttendanceArea | null {
  if (draft.areaKind === 'none') return { kind: 'none' };
  if (draft.areaKind === 'circle') {
    const latitude = numberIn(draft.latitude, -90, 90);
    const longitude = numberIn(draft.longitude, -180, 180);
    const radiusMeters = numberIn(draft.radiusMeters, RADIUS_METERS.min, RADIUS_METERS.max);
    if (latitude === null || longitude === null || radiusMeters === null) return null;
    return { kind: 'circle', latitude, longitude, radiusMeters };
  }
  const parsed = parsePoints(draft.points);
  if (
    'badLine' in parsed ||
    parsed.points.length < POLYGON_POINTS.min ||
    parsed.points.length > POLYGON_POINTS.max
  )
    return null;
  return { kind: 'polygon', points: parsed.points };
}

export function draftProblems(draft: RuleDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!TIME.test(draft.workStart))
    problems.push({ field: 'workStart', key: 'validation.attendance.timeOfDay' });
  if (!TIME.test(draft.workEnd)) problems.push({ field: 'workEnd', key: 'validation.attendance.timeOfDay' });
  else if (TIME.test(draft.workStart) && timeOfDayMinutes(draft.workEnd) <= timeOfDayMinutes(draft.workStart))
    problems.push({ field: 'workEnd', key: 'validation.attendance.endBeforeStart' });
  const grace = numberIn(draft.graceMinutes, GRACE_MINUTES.min, GRACE_MINUTES.max);
  if (grace === null || !Number.isInteger(grace))
    problems.push({ field: 'graceMinutes', key: 'validation.fieldMax', params: { max: GRACE_MINUTES.max } });
  if (draft.areaKind === 'circle') {
    if (numberIn(draft.latitude, -90, 90) === null)
      problems.push({ field: 'latitude', key: 'apps.attendance.rules.invalidNumber' });
    if (numberIn(draft.longitude, -180, 180) === null)
      problems.push({ field: 'longitude', key: 'apps.attendance.rules.invalidNumber' });
    if (numberIn(draft.radiusMeters, RADIUS_METERS.min, RADIUS_METERS.max) === null)
      problems.push({
        field: 'radiusMeters',
        key: 'validation.fieldMax',
        params: { max: RADIUS_METERS.max },
      });
  }
  if (draft.areaKind === 'polygon') {
    const parsed = parsePoints(draft.points);
    if ('badLine' in parsed)
      problems.push({
        field: 'points',
        key: 'apps.attendance.rules.pointsInvalid',
        params: { line: parsed.badLine },
      });
    else if (parsed.points.length < POLYGON_POINTS.min)
      problems.push({ field: 'points', key: 'apps.attendance.rules.pointsTooFew' });
  }
  return problems;
}

/** The rule to save, once the draft has no problems. */
export function ruleOf(draft: RuleDraft): AttendanceRule | null {
  const area = areaOf(draft);
  if (!area || draftProblems(draft).length > 0) return null;
  return {
    workStart: draft.workStart,
    workEnd: draft.workEnd,
    graceMinutes: Number(draft.graceMinutes),
    workdays: [...draft.workdays].sort((a, b) => a - b),
    area,
  };
}
