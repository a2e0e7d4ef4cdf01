import type { EndpointDef } from '../../../src/contract';
import { ACCOUNT_SAMPLES } from '../accounts/samples';
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
  ...RESOURCE_SAMPLES,
  ...CALLDATA_SAMPLES,
  ...ACCOUNT_SAMPLES,
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
