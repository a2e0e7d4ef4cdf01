import type { DemoAccount } from '../support/accounts';

/**
 * Attendance: samples for the protocol, access and validation walks. Console calls read, or name a
 * department of no enterprise (refused after the access check, nothing saved); the app's check records one
 * harmless check of the shared test member (each test file has its own database).
 */
export const ATTENDANCE_SAMPLES: Record<string, (account: DemoAccount) => Record<string, unknown>> = {
  '/attendance/page': () => ({ pageNum: 1, pageSize: 20 }),
  '/attendance/export': () => ({ format: 'csv', dayFrom: '2000-01-01', dayTo: '2000-01-01' }),
  '/attendance/departments': () => ({}),
  '/attendance/members': () => ({ keyword: 'a' }),
  '/attendance/rule': () => ({ deptId: 'no-such-dept' }),
  '/attendance/saveRule': () => ({
    deptId: 'no-such-dept',
    workStart: '09:00',
    workEnd: '18:00',
    graceMinutes: 5,
    workdays: [1, 2, 3, 4, 5],
    area: { kind: 'none' },
  }),
  '/attendance/deleteRule': () => ({ deptId: 'no-such-dept' }),
  '/attendance/report': () => ({ period: 'daily', date: '2000-01-03', group: 'dept' }),
  '/attendance/reportExport': () => ({ period: 'monthly', date: '2000-01', group: 'member', format: 'csv' }),
  '/attendance/calendar': () => ({ memberId: 'no-such-member', month: '2000-01' }),
  '/app/attendance/check': () => ({ type: 'in', latitude: 31.2304, longitude: 121.4737, accuracy: 12 }),
};
