import type { DemoAccount } from '../support/accounts';

/*
 * /14 app versions and feedback: samples for the protocol, access and validation walks. Writes name a
 * version, report or attachment of no one (or an enterprise of no one) so they are refused after the checks;
 * uploads sent as JSON carry no file and are refused for it. The app's version report and feedback submit
 * are harmless writes of the test member's own device and report.
 */
export const VERSION_SAMPLES: Record<string, (account: DemoAccount) => Record<string, unknown>> = {
  '/appversion/page': () => ({}),
  '/appversion/get': () => ({ id: 'no-such-version' }),
  '/appversion/upload': () => ({}),
  '/appversion/addIos': () => ({
    bundleId: 'com.example.sample',
    versionName: '1.0.0',
    versionCode: 1,
    rollout: 'selected',
    enterpriseIds: ['no-such-enterprise'],
  }),
  '/appversion/update': () => ({ id: 'no-such-version' }),
  '/appversion/delete': () => ({ ids: ['no-such-version'] }),
  '/appversion/downloadUrl': () => ({ id: 'no-such-version' }),
  '/appversion/enterprises': () => ({}),
  '/appversion/released': () => ({}),
  '/appversion/devices': () => ({}),
  '/app/version/report': () => ({
    platform: 'android',
    deviceModel: 'Pixel 8',
    osVersion: '14',
    appVersionName: '1.0.100',
    appVersionCode: 100,
  }),
  '/app/version/check': () => ({ platform: 'android', versionCode: 100 }),
  '/feedback/page': () => ({}),
  '/feedback/get': () => ({ id: 'no-such-feedback' }),
  '/feedback/reply': () => ({ id: 'no-such-feedback', reply: '', status: 'new' }),
  '/feedback/delete': () => ({ ids: ['no-such-feedback'] }),
  '/feedback/attachmentUrl': () => ({ id: 'no-such-attachment' }),
  '/feedback/export': () => ({}),
  '/app/feedback/submit': () => ({ category: 'other', content: 'Sample report from the protocol walk' }),
  '/app/feedback/attach': () => ({ feedbackId: 'no-such-feedback' }),
  '/app/feedback/mine': () => ({}),
};
