import type { EndpointDef } from '../../../src/contract';
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
  ...RESOURCE_SAMPLES,
  ...CALLDATA_SAMPLES,
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
