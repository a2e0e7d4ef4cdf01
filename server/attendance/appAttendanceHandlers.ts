import { appAttendanceCheck, appAttendanceToday } from '../../src/contract/apps/attendance';
import { isWorkday } from '../../src/contract/apps/attendanceEvaluate';
import { type EndpointHandler, handle, memberOf } from '../handlers/handler';
import { appRecordOf, recordCheck } from './attendanceChecks';
import { RuleBook } from './attendanceRuleBook';
import { attendanceDb } from './attendanceTables';
import { localTime, platformTimeZone } from './attendanceTime';

/*
 * `/app/attendance/*`: the dispatch app checks in and out with the member's own token; the member,
 * department and device come from the app session, never from the request.
 */

const checkHandler = handle(appAttendanceCheck, async (context) => {
  const member = memberOf(context);
  return recordCheck(
    context.db,
    {
      memberId: member.memberId,
      enterpriseId: member.enterpriseId,
      deptId: member.deptId,
      deviceId: member.deviceId,
    },
    context.input,
    context.now,
  );
});

const todayHandler = handle(appAttendanceToday, async (context) => {
  const member = memberOf(context);
  const timeZone = await platformTimeZone(context.db);
  const book = await RuleBook.load(context.db, member.enterpriseId, timeZone);
  const rule = book.effective(member.deptId);
  const local = localTime(context.now, timeZone);
  const rows = await attendanceDb(context.db)
    .selectFrom('attendance_records')
    .selectAll()
    .where('enterprise_id', '=', member.enterpriseId)
    .where('member_id', '=', member.memberId)
    .where('day', '=', local.day)
    .orderBy('time')
    .execute();
  return {
    day: local.day,
    workday: isWorkday(rule.rule, local.weekday),
    rule,
    records: rows.map(appRecordOf),
  };
});

export const APP_ATTENDANCE_HANDLERS: readonly EndpointHandler[] = [checkHandler, todayHandler];
