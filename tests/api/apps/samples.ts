import type { DemoAccount } from '../support/accounts';
import { APP_TASK_SAMPLES } from './appTaskSamples';
import { ATTENDANCE_SAMPLES } from './attendanceSamples';
import { VERSION_SAMPLES } from './versionSamples';

/**
 * Samples of the app endpoints and the enterprise's app screens for the protocol, access and
 * validation walks. None changes state except where the endpoint itself does (sign-out).
 */
export const APP_SAMPLES: Record<string, (account: DemoAccount) => Record<string, unknown>> = {
  // A member of no one: refused after the checks (and throttled on later tries), nothing signed in.
  '/app/login': () => ({
    enterprise: '8001',
    account: 'no.such.member',
    password: 'Not-the-password-1',
    deviceId: 'sample-device-01',
    platform: 'android',
    appVersionName: '1.0.0',
    appVersionCode: 100,
  }),
  ...APP_TASK_SAMPLES,
  ...ATTENDANCE_SAMPLES,
  ...VERSION_SAMPLES,
};
