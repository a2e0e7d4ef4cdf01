import { z } from 'zod';
import { defineResource, resourceEndpoint } from '../resources/defineResource';
import { idSchema, integerBetween, optionalText, rowMetaShape } from '../resources/fields';
import {
  codecListSchema,
  listenAddressSchema,
  natAddressSchema,
  portSchema,
  switchNameSchema,
} from './netFields';

const SIP_TRANSPORTS = ['udp', 'tcp', 'tls', 'ws', 'wss'] as const;
const PROFILE_INTENTS = ['none', 'start', 'stop', 'restart'] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

const transportList = z
  .string()
  .trim()
  .min(1, 'validation.fieldRequired')
  .refine(
    (value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .every((item) => (SIP_TRANSPORTS as readonly string[]).includes(item)),
    'validation.transportList',
  );

/**
 * A sofia SIP profile (FreeSWITCH mod_sofia): where it listens, which transports and codecs it offers, how it
 * sits behind NAT and how it authenticates. The intent (start/stop/restart) is what the administrator asked
 * for; the switch applies it when it next fetches sofia.conf.
 */
const sipProfileSchema = z.object({
  ...rowMetaShape,
  name: switchNameSchema,
  description: optionalText(255),
  sipIp: listenAddressSchema,
  rtpIp: listenAddressSchema,
  sipPort: portSchema,
  transports: transportList,
  tlsEnabled: z.boolean('validation.booleanRequired'),
  tlsPort: portSchema,
  tlsCertDir: optionalText(255),
  codecs: codecListSchema,
  extRtpIp: natAddressSchema,
  extSipIp: natAddressSchema,
  context: switchNameSchema,
  authCalls: z.boolean('validation.booleanRequired'),
  acceptBlindReg: z.boolean('validation.booleanRequired'),
  applyInboundAcl: optionalText(64),
  registrationExpiry: integerBetween(60, 86400),
  enabled: z.boolean('validation.booleanRequired'),
  intent: z.enum(PROFILE_INTENTS, 'validation.invalidChoice'),
  intentAt: z.number().int().nullable(),
});
export type SipProfile = z.infer<typeof sipProfileSchema>;

/** The fields a profile is edited, imported and exported with, in the form's order. */
const PROFILE_FIELDS = [
  'name',
  'description',
  'sipIp',
  'rtpIp',
  'sipPort',
  'transports',
  'tlsEnabled',
  'tlsPort',
  'tlsCertDir',
  'codecs',
  'extRtpIp',
  'extSipIp',
  'context',
  'authCalls',
  'acceptBlindReg',
  'applyInboundAcl',
  'registrationExpiry',
  'enabled',
] as const;

export const sipProfileResource = defineResource({
  name: 'sipProfile',
  routeName: 'sipProfile',
  table: 'sip_profiles',
  schema: sipProfileSchema,
  scope: 'platform',
  readOnly: ['intent', 'intentAt'],
  defaults: {
    description: '',
    sipIp: '$${local_ip_v4}',
    rtpIp: '$${local_ip_v4}',
    sipPort: 5060,
    transports: 'udp,tcp',
    tlsEnabled: false,
    tlsPort: 5061,
    tlsCertDir: '',
    codecs: 'OPUS,G722,PCMU,PCMA',
    extRtpIp: '',
    extSipIp: '',
    context: 'public',
    authCalls: true,
    acceptBlindReg: false,
    applyInboundAcl: '',
    registrationExpiry: 3600,
    enabled: true,
  },
  enterpriseScoped: false,
  naturalKey: 'name',
  searchable: ['name', 'description', 'sipIp'],
  sortable: ['name', 'sipPort', 'enabled', 'updatedAt'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: { enabled: { op: 'eq', field: 'enabled' } },
  unique: [
    { fields: ['name'], message: 'resources.sipProfile.nameTaken' },
    { fields: ['sipPort'], message: 'resources.sipProfile.portTaken' },
  ],
  references: {},
  rules: [
    {
      field: 'tlsPort',
      message: 'resources.sipProfile.tlsPortClash',
      holds: (row) => !row.tlsEnabled || row.tlsPort !== row.sipPort,
    },
    {
      field: 'transports',
      message: 'resources.sipProfile.tlsNeeded',
      holds: (row) => row.tlsEnabled === true || !/\b(tls|wss)\b/.test(String(row.transports ?? '')),
    },
  ],
  exportColumns: PROFILE_FIELDS,
  importColumns: PROFILE_FIELDS,
});

/** Records what the administrator wants the switch to do with the profile on its next fetch. */
export const setSipProfileIntent = resourceEndpoint(sipProfileResource, 'setIntent', 'edit', {
  request: z.object({ id: idSchema, intent: z.enum(PROFILE_INTENTS, 'validation.invalidChoice') }),
  response: z.object({ intent: z.enum(PROFILE_INTENTS), intentAt: z.number().int().nullable() }),
  summary: 'Record a start, stop or restart of a SIP profile for the switch to apply when it next fetches.',
});

/**
 * The parameters of mod_sofia a profile is rendered with, in the order sofia.conf lists them, each with the
 * field it comes from — the detail view explains each by its i18n key `resources.sipProfile.params.<name>`.
 */
export const SOFIA_PARAMS: readonly { param: string; field: keyof SipProfile | null }[] = [
  { param: 'sip-ip', field: 'sipIp' },
  { param: 'sip-port', field: 'sipPort' },
  { param: 'rtp-ip', field: 'rtpIp' },
  { param: 'ext-rtp-ip', field: 'extRtpIp' },
  { param: 'ext-sip-ip', field: 'extSipIp' },
  { param: 'context', field: 'context' },
  { param: 'inbound-codec-prefs', field: 'codecs' },
  { param: 'outbound-codec-prefs', field: 'codecs' },
  { param: 'auth-calls', field: 'authCalls' },
  { param: 'accept-blind-reg', field: 'acceptBlindReg' },
  { param: 'apply-inbound-acl', field: 'applyInboundAcl' },
  { param: 'sip-expires-max-deviation', field: null },
  { param: 'nat-options-ping', field: null },
  { param: 'tls', field: 'tlsEnabled' },
  { param: 'tls-sip-port', field: 'tlsPort' },
  { param: 'tls-cert-dir', field: 'tlsCertDir' },
  { param: 'ws-binding', field: 'transports' },
  { param: 'wss-binding', field: 'transports' },
  { param: 'bind-params', field: 'transports' },
  { param: 'max-registrations-per-extension', field: null },
  { param: 'force-register-domain', field: null },
  { param: 'force-register-db-domain', field: null },
  { param: 'registration-thread-frequency', field: null },
  { param: 'sip-force-expires', field: 'registrationExpiry' },
];
