import type { DemoAccount } from '../support/accounts';

/**
 * Valid requests of the call-data endpoints for the protocol and access tests that walk every endpoint
 * (tests/api/support/samples.ts). Ids that no row has: the calls pass access and validation and are then
 * refused as "not found" (or change nothing), so walking them never changes the seeded data.
 */
const MISSING_ID = '999999999';
const page = () => ({ pageNum: 1, pageSize: 20 });

export const CALLDATA_SAMPLES: Record<string, (account: DemoAccount) => Record<string, unknown>> = {
  ...Object.fromEntries(
    ['cdr', 'claptrans', 'pttrecord', 'sos', 'login-history', 'operlog'].flatMap((route) => [
      [`/${route}/page`, page],
      [`/${route}/get`, () => ({ id: MISSING_ID })],
      [`/${route}/exportUrl`, () => ({ format: 'csv' })],
    ]),
  ),
  '/claptrans/delete': () => ({ ids: [MISSING_ID] }),
  '/cdr/files': () => ({ id: MISSING_ID }),
  '/cdr/mediaUrl': () => ({ fileId: MISSING_ID }),
  '/claptrans/mediaUrl': () => ({ fileId: MISSING_ID }),
  '/claptrans/mediaUrls': () => ({ fileIds: [MISSING_ID] }),
  '/pttrecord/mediaUrl': () => ({ fileId: MISSING_ID }),
  '/sos/transition': () => ({ id: MISSING_ID, status: 'acknowledged' }),
  '/sos/report': () => ({ memberAccount: 'no-such-member', alarmType: 'sos' }),
};
