import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isWorkday } from '../../src/contract/apps/attendanceEvaluate';
import {
  type AttendanceArea,
  type GeoPoint,
  timeOfDayMinutes,
} from '../../src/contract/apps/attendanceRules';
import { Random } from '../calldata/seed/random';
import type { Database } from '../db/schema';
import { enterpriseFunctionsOf } from '../security/functionGate';
import { enterpriseOpen } from '../security/sessions';
import { judgedCheckRow, recordCheck } from './attendanceChecks';
import { RuleBook } from './attendanceRuleBook';
import { attendanceDb } from './attendanceTables';
import { localTime, platformTimeZone, weekdayOf, zonedMs } from './attendanceTime';

/*
 * Demo traffic: members of every active enterprise check in around their rule's work start and
 * out around its end, through recordCheck — the same function the app endpoint uses, so the server judges
 * each check as it would a phone's. A round may run every few seconds: each member checks in and out at
 * most once a day, with a chance per round inside the window, so times spread around the hour.
 */

/** Minutes around the start and end when members check (before, after). */
const IN_WINDOW = { before: 20, after: 25 } as const;
const OUT_WINDOW = { before: 15, after: 30 } as const;
/** The chance a member still due checks in a given round. */
const CHANCE_PER_ROUND = 0.12;
/** Share of members who use the app at all (the others show as missing). */
const PARTICIPATION = 0.8;
/** Where members without an area rule check (central Shanghai). */
const DEFAULT_SITE: GeoPoint = { latitude: 31.2304, longitude: 121.4737 };
const METRES_PER_DEGREE = 111_195;

/** A stable per-member share in [0, 1): the same members take part every day. */
function share(memberId: string): number {
  return createHash('sha256').update(memberId).digest().readUInt32BE(0) / 2 ** 32;
}

/** A position near the area: mostly inside, now and then just outside (out of area). */
function positionNear(area: AttendanceArea, random: () => number): GeoPoint {
  let centre = DEFAULT_SITE;
  let reach = 150;
  if (area.kind === 'circle') {
    centre = { latitude: area.latitude, longitude: area.longitude };
    reach = area.radiusMeters;
  } else if (area.kind === 'polygon') {
    const count = area.points.length;
    centre = {
      latitude: area.points.reduce((sum, point) => sum + point.latitude, 0) / count,
      longitude: area.points.reduce((sum, point) => sum + point.longitude, 0) / count,
    };
    reach = 30;
  }
  const distance = reach * (random() < 0.9 ? random() * 0.8 : 1.05 + random() * 0.5);
  const bearing = random() * 2 * Math.PI;
  const latitude = centre.latitude + (distance * Math.cos(bearing)) / METRES_PER_DEGREE;
  const longitude =
    centre.longitude +
    (distance * Math.sin(bearing)) /
      (METRES_PER_DEGREE * Math.max(0.01, Math.cos((centre.latitude * Math.PI) / 180)));
  return {
    latitude: Math.max(-90, Math.min(90, latitude)),
    longitude: ((((longitude + 180) % 360) + 360) % 360) - 180,
  };
}

export async function simulateAttendanceRound(options: {
  db: Kysely<Database>;
  now: number;
  random: () => number;
}): Promise<void> {
  const { db, now, random } = options;
  const timeZone = await platformTimeZone(db);
  const local = localTime(now, timeZone);
  const enterprises = await db
    .selectFrom('enterprises')
    .select(['id', 'status', 'expiry', 'functions'])
    .where('demo', '=', 1)
    .execute();
  for (const enterprise of enterprises) {
    if (!enterpriseOpen(enterprise.status, enterprise.expiry, now)) continue;
    if (!enterpriseFunctionsOf(enterprise.functions).includes('attendance')) continue;
    const book = await RuleBook.load(db, enterprise.id, timeZone);
    const [members, today] = await Promise.all([
      db
        .selectFrom('members')
        .select(['id', 'dept_id'])
        .where('enterprise_id', '=', enterprise.id)
        .where('status', '=', 'enabled')
        .execute(),
      attendanceDb(db)
        .selectFrom('attendance_records')
        .select(['member_id', 'type'])
        .where('enterprise_id', '=', enterprise.id)
        .where('day', '=', local.day)
        .execute(),
    ]);
    const done = new Set(today.map((row) => `${row.member_id}|${row.type}`));
    for (const member of members) {
      if (share(member.id) >= PARTICIPATION) continue;
      const { rule } = book.effective(member.dept_id);
      if (!isWorkday(rule, local.weekday)) continue;
      const minute = local.secondOfDay / 60;
      const start = timeOfDayMinutes(rule.workStart);
      const end = timeOfDayMinutes(rule.workEnd);
      const hasIn = done.has(`${member.id}|in`);
      const dueIn = !hasIn && minute >= start - IN_WINDOW.before && minute <= start + IN_WINDOW.after;
      const dueOut =
        hasIn &&
        !done.has(`${member.id}|out`) &&
        minute >= end - OUT_WINDOW.before &&
        minute <= end + OUT_WINDOW.after;
      if (!(dueIn || dueOut) || random() >= CHANCE_PER_ROUND) continue;
      await recordCheck(
        db,
        {
          memberId: member.id,
          enterpriseId: enterprise.id,
          deptId: member.dept_id,
          deviceId: `sim-${member.id.slice(0, 8)}`,
        },
        {
          type: dueIn ? 'in' : 'out',
          ...positionNear(rule.area, random),
          accuracy: Math.round(5 + random() * 25),
        },
        now,
      );
    }
  }
}

/** Days of attendance history the demo starts with (so reports and calendars have something to show). */
export const SEEDED_HISTORY_DAYS = 14;

/**
 * The demo's attendance history: for each open enterprise without any check yet, the participating members
 * checked in and out on each workday of the last SEEDED_HISTORY_DAYS days (not today) around their rule's
 * hours, judged by the same rule book and evaluator as a phone's check (`judgedCheckRow`), written in
 * batches. Seeded from the enterprise id: the same history on every machine.
 */
export async function seedAttendanceHistory(db: Kysely<Database>, now: number): Promise<void> {
  const timeZone = await platformTimeZone(db);
  const today = localTime(now, timeZone).day;
  const enterprises = await db
    .selectFrom('enterprises')
    .select(['id', 'status', 'expiry', 'functions'])
    .where('demo', '=', 1)
    .execute();
  for (const enterprise of enterprises) {
    if (!enterpriseOpen(enterprise.status, enterprise.expiry, now)) continue;
    if (!enterpriseFunctionsOf(enterprise.functions).includes('attendance')) continue;
    const seeded = await attendanceDb(db)
      .selectFrom('attendance_records')
      .select('id')
      .where('enterprise_id', '=', enterprise.id)
      .limit(1)
      .executeTakeFirst();
    if (seeded) continue;
    const random = new Random(share(enterprise.id) * 2 ** 32);
    const book = await RuleBook.load(db, enterprise.id, timeZone);
    const members = await db
      .selectFrom('members')
      .select(['id', 'dept_id'])
      .where('enterprise_id', '=', enterprise.id)
      .where('status', '=', 'enabled')
      .execute();
    const rows = [];
    for (let back = SEEDED_HISTORY_DAYS; back >= 1; back--) {
      const day = localTime(zonedMs(today, 12 * 3600, timeZone) - back * 86_400_000, timeZone).day;
      for (const member of members) {
        if (share(member.id) >= PARTICIPATION) continue;
        const { rule } = book.effective(member.dept_id);
        if (!isWorkday(rule, weekdayOf(day))) continue;
        // Now and then a member forgets the app for a day (a missing day in the reports).
        if (random.next() < 0.05) continue;
        const checker = {
          memberId: member.id,
          enterpriseId: enterprise.id,
          deptId: member.dept_id,
          deviceId: `sim-${member.id.slice(0, 8)}`,
        };
        const checks = [
          { type: 'in' as const, minute: timeOfDayMinutes(rule.workStart), window: IN_WINDOW },
          { type: 'out' as const, minute: timeOfDayMinutes(rule.workEnd), window: OUT_WINDOW },
        ];
        for (const check of checks) {
          const minute =
            check.minute - check.window.before + random.next() * (check.window.before + check.window.after);
          const at = zonedMs(day, Math.round(minute * 60), timeZone);
          const position = positionNear(rule.area, () => random.next());
          rows.push(
            judgedCheckRow(
              book,
              timeZone,
              checker,
              { type: check.type, ...position, accuracy: random.int(5, 30) },
              at,
            ),
          );
        }
      }
    }
    for (let start = 0; start < rows.length; start += 200)
      await attendanceDb(db)
        .insertInto('attendance_records')
        .values(rows.slice(start, start + 200))
        .execute();
  }
}
