/**
 * Valid requests for the platform-account endpoints that change nothing: ids that do not exist,
 * a prefix and an agency name that are taken, no file. Each passes validation and reaches its handler,
 * which refuses it (HTTP 200, -1) or only reads.
 */
const MISSING = 'no-such-row';

export const ACCOUNT_SAMPLES: Record<string, () => Record<string, unknown>> = {
  '/enterprise/page': () => ({ pageNum: 1, pageSize: 10 }),
  '/enterprise/get': () => ({ id: MISSING }),
  '/enterprise/add': () => ({
    name: 'Sample enterprise',
    prefix: '8001',
    adminUsername: 'sample-admin',
    adminPassword: 'Sample@1234',
  }),
  '/enterprise/update': () => ({ id: MISSING, name: 'Sample' }),
  '/enterprise/delete': () => ({ ids: [MISSING] }),
  '/enterprise/import': () => ({}),
  '/enterprise/export': () => ({ format: 'csv' }),
  '/enterprise/template': () => ({ format: 'csv' }),
  '/enterprise/setExpiry': () => ({ id: MISSING, expiry: null }),
  '/enterprise/setFunctions': () => ({ id: MISSING, functions: ['ptt'] }),
  '/enterprise/setStatus': () => ({ ids: [MISSING], status: 'enabled' }),
  '/enterprise/usage': () => ({ id: MISSING }),
  '/enterprise/quota': () => ({}),
  '/enterprise/operationLog': () => ({ id: MISSING, pageNum: 1, pageSize: 10 }),
  '/enterprise/extensions': () => ({ id: MISSING, pageNum: 1, pageSize: 10 }),
  '/enterprise/resetExtensionSecret': () => ({ id: MISSING, extensionId: MISSING }),
  '/enterprise/setAdminPassword': () => ({ id: MISSING, password: 'Sample@1234' }),
  '/agency/page': () => ({ pageNum: 1, pageSize: 10 }),
  '/agency/add': () => ({ name: 'Demo Agency', username: 'sample-agency', password: 'Sample@1234' }),
  '/agency/update': () => ({ id: MISSING, name: 'Sample' }),
  '/agency/delete': () => ({ ids: [MISSING] }),
};
