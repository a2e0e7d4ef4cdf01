import { RESOURCES } from '../../../src/contract/resources';

/**
 * Valid requests for the organisation resource endpoints that change nothing: ids that do not exist,
 * references to rows that do not exist, a range past the last suffix, no file. Each passes validation and
 * reaches its handler, which refuses it (HTTP 200, -1) or only reads.
 */
const MISSING = 'no-such-row';

const ADD_SAMPLES: Record<string, Record<string, unknown>> = {
  dept: { name: 'Sample department', parentId: MISSING },
  localuser: { account: 'sample.member', name: 'Sample Member', deptId: MISSING },
  extension: { number: '8009999', memberId: MISSING },
  callgroup: { name: 'Sample group', number: '8009990', memberIds: [MISSING] },
  // An enterprise prefix of no enterprise: refused after the access check.
  'device-license': { serial: 'SAMPLE-0001', enterprisePrefix: '99999' },
  // Switch configuration: names the seed already uses, or a profile of no one: refused after the
  // access check.
  var: { name: 'rtp_start_port', value: '16384' },
  sipProfile: { name: 'internal', sipPort: 5060 },
  gateway: { name: 'sample-gateway', profileId: MISSING, realm: 'sip.example.org', register: false },
  mediasvr: { name: 'media-east-1', type: 'SFU', host: 'media1.dispatch.example.net', port: 8443 },
  'node-remote': { name: 'north-platform', host: 'north.dispatch.example.net' },
  dialplan: {
    context: 'public',
    name: 'echo-test',
    conditions: 'destination_number ^9196$',
    actions: 'answer',
  },
};

const FAMILY_SAMPLES: Record<string, (routeName: string) => Record<string, unknown>> = {
  page: () => ({ pageNum: 1, pageSize: 10 }),
  get: () => ({ id: MISSING }),
  add: (routeName) => ADD_SAMPLES[routeName] ?? {},
  update: () => ({ id: MISSING }),
  delete: () => ({ ids: [MISSING] }),
  import: () => ({}),
  export: () => ({ format: 'csv' }),
  template: () => ({ format: 'csv' }),
};

export const RESOURCE_SAMPLES: Record<string, () => Record<string, unknown>> = {
  ...Object.fromEntries(
    RESOURCES.flatMap((resource) =>
      resource.operations.map((operation) => [
        `/${resource.routeName}/${operation}`,
        () => FAMILY_SAMPLES[operation]!(resource.routeName),
      ]),
    ),
  ),
  '/dept/tree': () => ({}),
  '/dept/move': () => ({ id: MISSING, parentId: null, order: [MISSING] }),
  '/localuser/resetPassword': () => ({ id: MISSING, password: 'Sample@Pass123' }),
  '/localuser/setStatus': () => ({ ids: [MISSING], status: 'enabled' }),
  '/extension/batchAdd': () => ({ start: 999, count: 2 }),
  '/extension/resetPassword': () => ({ id: MISSING }),
  '/localuser-icon/upload': () => ({}),
  '/localuser-icon/mediaUrl': () => ({ id: MISSING }),
  '/broadcast-file/upload': () => ({}),
  '/broadcast-file/mediaUrl': () => ({ id: MISSING }),
  '/sipProfile/setIntent': () => ({ id: MISSING, intent: 'none' }),
  // A server of no one: refused (403) by the endpoint itself, which every caller may reach.
  '/mediasvr/heartbeat': () => ({ name: 'no-such-server', secret: 'sample-secret' }),
  '/node-remote/check': () => ({ ids: [MISSING] }),
  // Signalling files: reads, and changes refused after the access check (a file of no one, XML
  // that is not well formed).
  '/dialplan/reorder': () => ({ context: 'public', ids: [MISSING] }),
  '/dialplan/test': () => ({ context: 'public', destination: '9196' }),
  // Hot standby: the settings as the seed has them (no peer).
  '/backup/get': () => ({}),
  '/backup/update': () => ({
    role: 'primary',
    peerUrl: '',
    virtualIp: '',
    heartbeatSeconds: 5,
    failoverAfter: 3,
  }),
  // Signalling config: the core section as it starts.
  '/sipacl/get': () => ({}),
  '/sipacl/update': () => ({
    section: 'core',
    value: {
      maxSessions: 1000,
      sessionsPerSecond: 30,
      rtpStartPort: 16384,
      rtpEndPort: 32768,
      logLevel: 'info',
      minIdleCpu: 25,
    },
  }),
  '/sipAdvance/files': () => ({}),
  '/sipAdvance/file': () => ({ path: 'vars.xml' }),
  '/sipAdvance/saveOverride': () => ({ name: 'sample.conf', content: '<configuration', baseVersion: null }),
  '/sipAdvance/history': () => ({ name: 'sample.conf' }),
  '/sipAdvance/version': () => ({ name: 'sample.conf', version: 1 }),
  '/sipAdvance/rollback': () => ({ name: 'sample.conf', version: 1 }),
  '/sipAdvance/deleteOverride': () => ({ name: 'sample.conf' }),
};
