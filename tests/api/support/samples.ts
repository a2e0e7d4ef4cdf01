import type { EndpointDef } from '../../../src/contract';
import { ACCOUNT_SAMPLES } from '../accounts/samples';
import { APP_SAMPLES } from '../apps/samples';
import { CALLDATA_SAMPLES } from '../calldata/samples';
import type { DemoAccount } from './accounts';
import { RESOURCE_SAMPLES } from './resourceSamples';

/**
 * A valid request for each endpoint that needs input, for the caller `account`; endpoints without input
 * need no row. A new endpoint whose schema requires fields gets a row here, or the access tests fail
 * with a 400 naming it. None of these change state except where the endpoint itself does (logout).
 */
const SAMPLES: Record<string, (account: DemoAccount) => Record<string, unknown>> = {
  '/login/auth': (account) => ({ username: account.username, password: account.password }),
  // A wrong old password is refused after the access check, leaving the password unchanged.
  '/login/setpassword': () => ({ oldPassword: 'Not-the-password-1', newPassword: 'Another@Pass123' }),
  '/login/unlock': (account) => ({ password: account.password }),
  // Sign-in variants: a number of no account, a code never sent, a QR id never issued — each refused after
  // the access check; the flags are set to what the seed set.
  '/login/sms/send': () => ({ phone: '13900000009', purpose: 'login' }),
  '/login/mobile': () => ({ phone: '13900000009', code: '000000' }),
  '/login/register': () => ({
    username: 'sample-user',
    password: 'Sample@1234',
    phone: '13900000009',
    code: '000000',
  }),
  '/login/reset-password': () => ({ phone: '13900000009', code: '000000', newPassword: 'Sample@1234' }),
  '/login/qr/status': () => ({ qrId: 'no-such-qr-code-0000', pollToken: 'no-such-poll-token-00' }),
  '/login/qr/scan': () => ({ qrId: 'no-such-qr-code-0000' }),
  '/login/qr/confirm': () => ({ qrId: 'no-such-qr-code-0000' }),
  '/login/qr/cancel': () => ({ qrId: 'no-such-qr-code-0000' }),
  '/sysinfo/login-methods/update': () => ({
    register: true,
    forgotPassword: true,
    mobile: true,
    qrCode: true,
  }),
  // Database backups: an id of no backup (refused after the access check), the default retention.
  '/database-backup/page': () => ({}),
  '/database-backup/add': () => ({}),
  '/database-backup/delete': () => ({ ids: ['b20000101-000000-none00'] }),
  '/database-backup/downloadUrl': () => ({ id: 'b20000101-000000-none00' }),
  '/database-backup/restore': () => ({ id: 'b20000101-000000-none00' }),
  '/database-backup/setPolicy': () => ({ keep: 10 }),
  // Scheduled tasks: ids of no task (refused after the access check), a valid expression.
  '/corn-task/page': () => ({}),
  '/corn-task/add': () => ({
    name: 'Sample task',
    kind: 'databaseBackup',
    expression: '0 3 * * *',
    enabled: false,
  }),
  '/corn-task/update': () => ({ id: 'no-such-task', enabled: false }),
  '/corn-task/delete': () => ({ ids: ['no-such-task'] }),
  '/corn-task/run': () => ({ id: 'no-such-task' }),
  '/corn-task/preview': () => ({ expression: '0 3 * * *' }),
  '/corn-task/runs': () => ({ taskId: 'no-such-task' }),
  // Service log: a day with no log (refused after the access check), the settings as they start.
  '/log/page': () => ({}),
  '/log/files': () => ({}),
  '/log/downloadUrl': () => ({ day: '2000-01-01' }),
  '/log/settings': () => ({}),
  '/log/setSettings': () => ({ level: 'info', retentionDays: 30 }),
  '/log/follow': () => ({}),
  // Server time: the settings as they start (NTP servers that cannot be reached here are not asked).
  '/server-time/get': () => ({}),
  '/server-time/update': () => ({ timeZone: 'UTC', ntpServers: [] }),
  '/server-time/sync': () => ({}),
  // Maintenance: reads; a certificate that is no certificate, a package of no one, the addresses and
  // ports as they start (refused or unchanged after the access check).
  '/maintenance/tls': () => ({}),
  '/maintenance/installCertificate': () => ({ chain: 'not a certificate', key: 'not a key' }),
  '/maintenance/removeCertificate': () => ({}),
  '/maintenance/packages': () => ({}),
  '/maintenance/uploadPackage': () => ({ version: '1.0.0', sha256: '0'.repeat(64), signature: 'AA==' }),
  '/maintenance/deletePackage': () => ({ id: 'pkg-none' }),
  '/maintenance/network': () => ({}),
  '/maintenance/setAdvertised': () => ({ consoleUrl: '', sipAddress: '', mediaAddress: '' }),
  '/maintenance/ports': () => ({}),
  '/maintenance/cdrDeadLetters': () => ({ pageNum: 1, pageSize: 10 }),
  '/maintenance/numberConflicts': () => ({}),
  '/maintenance/setPorts': () => ({ http: 3000, https: 3443, websocket: 8012, sip: 5060, sipTls: 5061 }),
  '/maintenance/status': () => ({}),
  '/res-monitor/history': () => ({ range: '1h' }),
  // Partner origins: an empty list (what the seed has).
  '/enterprise-oem/origins': () => ({}),
  '/enterprise-oem/setOrigins': () => ({ origins: [] }),
  // Partner keys: an account of no one, a key of no one — refused after the access check.
  '/enterprise-oem/partnerKeys': () => ({}),
  '/enterprise-oem/addPartnerKey': () => ({
    name: 'Sample key',
    accountId: 'no-such-account',
    origins: ['https://portal.example.com'],
    expiresAt: null,
  }),
  '/enterprise-oem/revokePartnerKey': () => ({ id: 'pk_no-such-key' }),
  '/enterprise-oem/branding': () => ({}),
  '/enterprise-oem/setBranding': () => ({ titleZh: '', titleEn: '', primaryColor: '' }),
  '/enterprise-oem/uploadLogo': () => ({}),
  '/enterprise-oem/uploadBackground': () => ({}),
  '/enterprise-oem/removeImage': () => ({ kind: 'logo' }),
  '/enterprise-oem/publicBranding': () => ({ prefix: '8001' }),
  // Managed accounts: ids of no account (refused after the access check); one sample account added.
  '/admin/page': () => ({}),
  '/admin/get': () => ({ id: 'no-such-account' }),
  '/admin/add': () => ({ username: 'sample-managed', password: 'Sample@1234' }),
  '/admin/update': () => ({ id: 'no-such-account', name: 'Sample' }),
  '/admin/setStatus': () => ({ ids: ['no-such-account'], status: 'enabled' }),
  '/admin/resetPassword': () => ({ id: 'no-such-account', password: 'Sample@1234' }),
  '/admin/delete': () => ({ ids: ['no-such-account'] }),
  // Licence: the status (the upload is multipart: tests/api/accounts/licence.test.ts).
  '/license/get': () => ({}),
  '/license/upload': () => ({}),
  ...RESOURCE_SAMPLES,
  ...CALLDATA_SAMPLES,
  ...ACCOUNT_SAMPLES,
  ...APP_SAMPLES,
};

export function sampleInput(
  endpoint: EndpointDef,
  account: DemoAccount,
): Record<string, unknown> | undefined {
  return SAMPLES[endpoint.path]?.(account);
}

/** The call options carrying `input` the way this endpoint takes it (query, body, encrypted body). */
export function inputOptions(endpoint: EndpointDef, input: Record<string, unknown> | undefined) {
  if (endpoint.method === 'GET') {
    const query = input
      ? Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]))
      : undefined;
    return { query };
  }
  return { body: input, encrypt: endpoint.encrypted === true };
}
