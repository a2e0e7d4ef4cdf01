import type { Kysely } from 'kysely';
import {
  type AttendanceArea,
  type AttendanceRule,
  attendanceAreaSchema,
  DEFAULT_ATTENDANCE_RULE,
  type EffectiveRule,
} from '../../src/contract/apps/attendanceRules';
import type { Database } from '../db/schema';
import { type AttendanceRuleTable, attendanceDb } from './attendanceTables';

/*
 * An enterprise's departments and rules, read once per request. A department without its own
 * rule follows its nearest ancestor's; without any, the default. Walks guard against a cycle (never made
 * by the department screen, but a rule lookup must not hang on bad data).
 */

export interface DeptRow {
  id: string;
  name: string;
  parentId: string | null;
  sortOrder: number;
}

function ruleFromRow(row: AttendanceRuleTable): AttendanceRule {
  let area: AttendanceArea = { kind: 'none' };
  try {
    const parsed = attendanceAreaSchema.safeParse(JSON.parse(row.area));
    if (parsed.success) area = parsed.data;
  } catch {
    // A damaged area reads as "anywhere" rather than refusing every check.
  }
  return {
    workStart: row.work_start,
    workEnd: row.work_end,
    graceMinutes: Number(row.grace_minutes),
    workdays: row.workdays
      .split(',')
      .filter(Boolean)
      .map(Number)
      .filter((day) => day >= 1 && day <= 7),
    area,
  };
}

export function ruleToRow(
  enterpriseId: string,
  deptId: string,
  rule: AttendanceRule,
  now: number,
): AttendanceRuleTable {
  return {
    enterprise_id: enterpriseId,
    dept_id: deptId,
    work_start: rule.workStart,
    work_end: rule.workEnd,
    grace_minutes: rule.graceMinutes,
    workdays: [...rule.workdays].sort((a, b) => a - b).join(','),
    area: JSON.stringify(rule.area),
    updated_at: now,
  };
}

export class RuleBook {
  constructor(
    readonly departments: ReadonlyMap<string, DeptRow>,
    readonly rules: ReadonlyMap<string, AttendanceRule>,
    readonly timeZone: string,
  ) {}

  static async load(db: Kysely<Database>, enterpriseId: string, timeZone: string): Promise<RuleBook> {
    const [departments, rules] = await Promise.all([
      db
        .selectFrom('departments')
        .select(['id', 'name', 'parent_id', 'sort_order'])
        .where('enterprise_id', '=', enterpriseId)
        .orderBy('sort_order')
        .orderBy('name')
        .orderBy('id')
        .execute(),
      attendanceDb(db)
        .selectFrom('attendance_rules')
        .selectAll()
        .where('enterprise_id', '=', enterpriseId)
        .execute(),
    ]);
    return new RuleBook(
      new Map(
        departments.map((dept) => [
          dept.id,
          { id: dept.id, name: dept.name, parentId: dept.parent_id, sortOrder: Number(dept.sort_order) },
        ]),
      ),
      new Map(rules.map((row) => [row.dept_id, ruleFromRow(row)])),
      timeZone,
    );
  }

  /** The rule a department (or a member in it; null: in none) works to, and where it comes from. */
  effective(deptId: string | null): EffectiveRule {
    const seen = new Set<string>();
    let current = deptId;
    while (current && !seen.has(current)) {
      seen.add(current);
      const rule = this.rules.get(current);
      const dept = this.departments.get(current);
      if (rule)
        return {
          rule,
          source: current === deptId ? 'own' : 'inherited',
          sourceDeptId: current,
          sourceDeptName: dept?.name ?? null,
          timeZone: this.timeZone,
        };
      current = dept?.parentId ?? null;
    }
    return {
      rule: DEFAULT_ATTENDANCE_RULE,
      source: 'default',
      sourceDeptId: null,
      sourceDeptName: null,
      timeZone: this.timeZone,
    };
  }

  /** A department and every department below it. */
  subtree(deptId: string): string[] {
    const children = new Map<string, string[]>();
    for (const dept of this.departments.values())
      if (dept.parentId) children.set(dept.parentId, [...(children.get(dept.parentId) ?? []), dept.id]);
    const found: string[] = [];
    const seen = new Set<string>();
    const stack = [deptId];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || !this.departments.has(id)) continue;
      seen.add(id);
      found.push(id);
      stack.push(...(children.get(id) ?? []));
    }
    return found;
  }

  /** "Head office / Sales": a department named with its ancestors. */
  pathName(deptId: string | null): string {
    const names: string[] = [];
    const seen = new Set<string>();
    let current = deptId;
    while (current && !seen.has(current)) {
      seen.add(current);
      const dept = this.departments.get(current);
      if (!dept) break;
      names.unshift(dept.name);
      current = dept.parentId;
    }
    return names.join(' / ');
  }
}
