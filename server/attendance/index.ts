import type { EndpointHandler } from '../handlers/handler';
import { APP_ATTENDANCE_HANDLERS } from './appAttendanceHandlers';
import { ATTENDANCE_CONSOLE_HANDLERS } from './attendanceHandlers';
import { ATTENDANCE_REPORT_HANDLERS } from './attendanceReportHandlers';

/** The handlers of src/contract/apps/attendance*. */
export const ATTENDANCE_HANDLERS: readonly EndpointHandler[] = [
  ...ATTENDANCE_CONSOLE_HANDLERS,
  ...ATTENDANCE_REPORT_HANDLERS,
  ...APP_ATTENDANCE_HANDLERS,
];
