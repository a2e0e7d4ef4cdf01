import { z } from 'zod';
import type { EndpointDef } from '../endpoint';
import { platformEndpoints } from '../operations/platformEndpoint';
import { integerBetween, optionalText } from '../resources/fields';
import { isCidr, isHost, isHttpUrl } from './netFields';

/*
 * `<sip-acl-config>` (`sipacl`, ADMIN): five sections of the switch's own modules, each saved whole —
 * the ACL lists (acl.conf), the LANs (acl.conf's `lan` list), the core (switch.conf), the CDR poster
 * (xml_cdr.conf) and the configuration fetcher (xml_curl.conf). The generated files follow at once.
 */

const SIP_ACL_ROUTE = 'sipacl';
const endpoint = platformEndpoints(SIP_ACL_ROUTE, 'resources.switchSections.fields');

const listName = z
  .string()
  .trim()
  .min(1, 'validation.fieldRequired')
  .max(64, 'validation.fieldTooLong')
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'validation.switchName');

export const ACL_POLICIES = ['allow', 'deny'] as const;

/** An ACL node: a CIDR (`10.0.0.0/8`), a host (`203.0.113.5`, mask 32) or a SIP domain (`$${domain}`). */
const aclNodeSchema = z
  .object({
    type: z.enum(ACL_POLICIES, 'validation.invalidChoice'),
    kind: z.enum(['cidr', 'host', 'domain'], 'validation.invalidChoice'),
    value: z.string().trim().min(1, 'validation.fieldRequired').max(253, 'validation.fieldTooLong'),
  })
  .refine(
    (node) =>
      node.kind === 'cidr'
        ? isCidr(node.value)
        : node.kind === 'host'
          ? isHost(node.value)
          : /^(\$\$\{[A-Za-z_]+\}|[A-Za-z0-9.-]+)$/.test(node.value),
    { message: 'validation.aclNode', path: ['value'] },
  );

const aclListSchema = z.object({
  name: listName,
  default: z.enum(ACL_POLICIES, 'validation.invalidChoice'),
  nodes: z.array(aclNodeSchema).max(200, 'validation.fieldTooLong'),
});

const aclSectionSchema = z
  .array(aclListSchema)
  .max(50, 'validation.fieldTooLong')
  .refine(
    (lists) => new Set(lists.map((list) => list.name)).size === lists.length,
    'validation.aclListNames',
  );

const lanSchema = z.object({
  name: listName,
  cidr: z.string().trim().refine(isCidr, 'validation.cidrInvalid'),
  description: optionalText(128),
});
const lansSectionSchema = z.array(lanSchema).max(100, 'validation.fieldTooLong');

export const SWITCH_LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'err', 'crit'] as const;
const coreSectionSchema = z
  .object({
    maxSessions: integerBetween(1, 100000),
    sessionsPerSecond: integerBetween(1, 10000),
    rtpStartPort: integerBetween(1024, 65535),
    rtpEndPort: integerBetween(1024, 65535),
    logLevel: z.enum(SWITCH_LOG_LEVELS, 'validation.invalidChoice'),
    minIdleCpu: integerBetween(0, 99),
  })
  .refine((core) => core.rtpEndPort > core.rtpStartPort, {
    message: 'validation.rtpRange',
    path: ['rtpEndPort'],
  });

const callbackUrl = z
  .string()
  .trim()
  .max(255, 'validation.fieldTooLong')
  .refine((value) => value === '' || isHttpUrl(value), 'validation.urlInvalid');

export const CDR_ENCODINGS = ['true', 'base64', 'false'] as const;
const xmlCdrSectionSchema = z.object({
  /** Where the switch posts CDRs; empty: this server's /freeswitch/cdr. */
  url: callbackUrl,
  retries: integerBetween(0, 10),
  delaySeconds: integerBetween(1, 600),
  logBLeg: z.boolean('validation.booleanRequired'),
  prefixALeg: z.boolean('validation.booleanRequired'),
  encode: z.enum(CDR_ENCODINGS, 'validation.invalidChoice'),
});

export const XML_CURL_BINDINGS = ['configuration', 'directory', 'dialplan'] as const;
const xmlCurlSectionSchema = z.object({
  /** Where the switch fetches its configuration; empty: this server's /freeswitch/xml. */
  url: callbackUrl,
  bindings: z.array(z.enum(XML_CURL_BINDINGS, 'validation.invalidChoice')).min(1, 'validation.fieldRequired'),
  timeoutSeconds: integerBetween(1, 120),
  disable100Continue: z.boolean('validation.booleanRequired'),
});

export const switchSectionsSchema = z.object({
  acl: aclSectionSchema,
  lans: lansSectionSchema,
  core: coreSectionSchema,
  xmlCdr: xmlCdrSectionSchema,
  xmlCurl: xmlCurlSectionSchema,
});
export type SwitchSections = z.infer<typeof switchSectionsSchema>;
export type SwitchSectionName = keyof SwitchSections;

export const DEFAULT_SWITCH_SECTIONS: SwitchSections = {
  acl: [
    { name: 'domains', default: 'deny', nodes: [{ type: 'allow', kind: 'domain', value: '$${domain}' }] },
    {
      name: 'rfc1918',
      default: 'deny',
      nodes: [
        { type: 'allow', kind: 'cidr', value: '10.0.0.0/8' },
        { type: 'allow', kind: 'cidr', value: '172.16.0.0/12' },
        { type: 'allow', kind: 'cidr', value: '192.168.0.0/16' },
      ],
    },
  ],
  lans: [
    { name: 'office', cidr: '192.168.0.0/16', description: '' },
    { name: 'datacentre', cidr: '10.0.0.0/8', description: '' },
  ],
  core: {
    maxSessions: 1000,
    sessionsPerSecond: 30,
    rtpStartPort: 16384,
    rtpEndPort: 32768,
    logLevel: 'info',
    minIdleCpu: 25,
  },
  xmlCdr: { url: '', retries: 2, delaySeconds: 5, logBLeg: false, prefixALeg: true, encode: 'true' },
  xmlCurl: {
    url: '',
    bindings: ['configuration', 'directory', 'dialplan'],
    timeoutSeconds: 10,
    disable100Continue: true,
  },
};

const switchSectionsAnswerSchema = z.object({
  sections: switchSectionsSchema,
  /** The Basic credentials the switch must send (from the server's environment), and the URLs in effect. */
  credentials: z.object({ user: z.string(), password: z.string() }),
  effective: z.object({ cdrUrl: z.string(), curlUrl: z.string() }),
  updatedAt: z.record(z.string(), z.number().int()),
});
export type SwitchSectionsAnswer = z.infer<typeof switchSectionsAnswerSchema>;

export const getSwitchSections = endpoint('get', 'search', {
  request: z.object({}),
  response: switchSectionsAnswerSchema,
  summary:
    'The ACL lists, LANs, switch.conf, xml_cdr.conf and xml_curl.conf settings, and the switch credentials.',
});

export const updateSwitchSection = endpoint('update', 'edit', {
  request: z.discriminatedUnion('section', [
    z.object({ section: z.literal('acl'), value: aclSectionSchema }).strict(),
    z.object({ section: z.literal('lans'), value: lansSectionSchema }).strict(),
    z.object({ section: z.literal('core'), value: coreSectionSchema }).strict(),
    z.object({ section: z.literal('xmlCdr'), value: xmlCdrSectionSchema }).strict(),
    z.object({ section: z.literal('xmlCurl'), value: xmlCurlSectionSchema }).strict(),
  ]),
  response: switchSectionsAnswerSchema,
  summary: 'Save one section whole; the generated configuration files follow at once.',
});

export const SWITCH_SECTION_ENDPOINTS: readonly EndpointDef[] = [getSwitchSections, updateSwitchSection];
