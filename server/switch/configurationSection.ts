import type { SwitchSections } from '../../src/contract/switch/switchSections';
import type { SwitchSnapshot } from './switchSnapshot';
import { bool, documentOf, type Node, notFoundDocument, param, type Row, renderXml } from './xmlDocument';

/** The `configuration` section: sofia.conf, acl.conf, switch.conf, xml_cdr.conf and xml_curl.conf. */

function gatewayNode(gateway: Row): Node {
  const params = [
    param('realm', gateway.realm),
    ...(gateway.proxy ? [param('proxy', gateway.proxy)] : []),
    ...(gateway.username ? [param('username', gateway.username)] : []),
    ...(gateway.password ? [param('password', gateway.password)] : []),
    param('register', bool(gateway.register)),
    param('expire-seconds', gateway.expire_seconds),
    param('caller-id-in-from', bool(gateway.caller_id_in_from)),
    ...(Number(gateway.ping_seconds) > 0 ? [param('ping', gateway.ping_seconds)] : []),
  ];
  return { '@_name': gateway.name, param: params };
}

/** A remote platform becomes a gateway `cascade-<name>` of the external profile. */
function cascadeGatewayNode(node: Row): Node {
  return {
    '@_name': `cascade-${String(node.name)}`,
    param: [
      param('realm', `${String(node.host)}:${String(node.port)}`),
      ...(node.username ? [param('username', node.username)] : []),
      ...(node.password ? [param('password', node.password)] : []),
      param('register', node.username && node.password ? 'true' : 'false'),
      param('register-transport', node.transport),
      param('ping', 30),
    ],
  };
}

/** The sofia settings of a profile, as FreeSWITCH's sample profiles write them. */
function profileSettings(profile: Row): Node[] {
  const transports = String(profile.transports)
    .split(',')
    .map((item) => item.trim());
  const tls = Number(profile.tls_enabled) === 1;
  return [
    param('sip-ip', profile.sip_ip),
    param('sip-port', profile.sip_port),
    param('rtp-ip', profile.rtp_ip),
    ...(profile.ext_rtp_ip ? [param('ext-rtp-ip', profile.ext_rtp_ip)] : []),
    ...(profile.ext_sip_ip ? [param('ext-sip-ip', profile.ext_sip_ip)] : []),
    param('context', profile.context),
    param('inbound-codec-prefs', profile.codecs),
    param('outbound-codec-prefs', profile.codecs),
    param('auth-calls', bool(profile.auth_calls)),
    param('accept-blind-reg', bool(profile.accept_blind_reg)),
    ...(profile.apply_inbound_acl ? [param('apply-inbound-acl', profile.apply_inbound_acl)] : []),
    param('sip-force-expires', profile.registration_expiry),
    param('nat-options-ping', 'true'),
    param('bind-params', transports.includes('tcp') ? 'transport=udp,tcp' : 'transport=udp'),
    param('tls', tls ? 'true' : 'false'),
    ...(tls ? [param('tls-sip-port', profile.tls_port)] : []),
    ...(tls && profile.tls_cert_dir ? [param('tls-cert-dir', profile.tls_cert_dir)] : []),
    ...(transports.includes('ws') ? [param('ws-binding', ':5066')] : []),
    ...(transports.includes('wss') ? [param('wss-binding', ':7443')] : []),
  ];
}

/** The gateways of a profile: its own, and for `external` one per remote platform. */
export function profileGateways(profile: Row, snapshot: SwitchSnapshot): Node[] {
  return [
    ...snapshot.gateways.filter((gateway) => gateway.profile_id === profile.id).map(gatewayNode),
    ...(profile.name === 'external' ? snapshot.remoteNodes.map(cascadeGatewayNode) : []),
  ];
}

export function profileNode(profile: Row, snapshot: SwitchSnapshot): Node {
  const gateways = profileGateways(profile, snapshot);
  return {
    '@_name': profile.name,
    aliases: '',
    gateways: gateways.length ? { gateway: gateways } : '',
    domains: { domain: { '@_name': 'all', '@_alias': 'false', '@_parse': 'true' } },
    settings: { param: profileSettings(profile) },
  };
}

function sofiaConf(snapshot: SwitchSnapshot): Node {
  return {
    '@_name': 'sofia.conf',
    '@_description': 'sofia Endpoint',
    global_settings: { param: [param('log-level', 0), param('debug-presence', 0)] },
    profiles: {
      profile: snapshot.profiles.map((profile) => profileNode(profile, snapshot)),
    },
  };
}

function aclConf(snapshot: SwitchSnapshot): Node {
  const { acl, lans } = snapshot.sections;
  const nodeOf = (node: SwitchSections['acl'][number]['nodes'][number]): Node =>
    node.kind === 'cidr'
      ? { '@_type': node.type, '@_cidr': node.value }
      : node.kind === 'host'
        ? { '@_type': node.type, '@_host': node.value, '@_mask': '32' }
        : { '@_type': node.type, '@_domain': node.value };
  return {
    '@_name': 'acl.conf',
    '@_description': 'Network Lists',
    'network-lists': {
      list: [
        // The LANs section is the `lan` list: each network allowed, everything else denied.
        {
          '@_name': 'lan',
          '@_default': 'deny',
          node: lans.map((lan) => ({ '@_type': 'allow', '@_cidr': lan.cidr })),
        },
        ...acl.map((list) => ({
          '@_name': list.name,
          '@_default': list.default,
          node: list.nodes.map(nodeOf),
        })),
        {
          '@_name': 'cascade',
          '@_default': 'deny',
          node: snapshot.remoteNodes.map((node) => ({
            '@_type': 'allow',
            '@_host': node.host,
            '@_mask': '32',
          })),
        },
      ],
    },
  };
}

function switchConf(snapshot: SwitchSnapshot): Node {
  const { core } = snapshot.sections;
  return {
    '@_name': 'switch.conf',
    '@_description': 'Core Configuration',
    settings: {
      param: [
        param('max-sessions', core.maxSessions),
        param('sessions-per-second', core.sessionsPerSecond),
        param('rtp-start-port', core.rtpStartPort),
        param('rtp-end-port', core.rtpEndPort),
        param('loglevel', core.logLevel),
        param('min-idle-cpu', core.minIdleCpu),
        param('colorize-console', 'true'),
      ],
    },
  };
}

export interface SwitchEndpoints {
  /** The address the switch reaches this server at (for xml_cdr.conf's URL). */
  baseUrl: string;
  user: string;
  password: string;
  /** The platform's SIP domain; each enterprise's is its prefix under it (directoryLookup.ts). */
  sipDomain: string;
}

function xmlCdrConf(endpoints: SwitchEndpoints, section: SwitchSections['xmlCdr']): Node {
  return {
    '@_name': 'xml_cdr.conf',
    '@_description': 'XML CDR CURL logger',
    settings: {
      param: [
        param('url', section.url || `${endpoints.baseUrl}/freeswitch/cdr`),
        param('cred', `${endpoints.user}:${endpoints.password}`),
        param('auth-scheme', 'basic'),
        param('encode', section.encode),
        param('retries', section.retries),
        param('delay', section.delaySeconds),
        param('log-b-leg', section.logBLeg ? 'true' : 'false'),
        param('prefix-a-leg', section.prefixALeg ? 'true' : 'false'),
        param('err-log-dir', '$${log_dir}/xml_cdr'),
      ],
    },
  };
}

function xmlCurlConf(endpoints: SwitchEndpoints, section: SwitchSections['xmlCurl']): Node {
  return {
    '@_name': 'xml_curl.conf',
    '@_description': 'cURL XML Gateway',
    bindings: {
      binding: {
        '@_name': 'dispatch-console',
        param: [
          param('gateway-url', section.url || `${endpoints.baseUrl}/freeswitch/xml`),
          param('gateway-credentials', `${endpoints.user}:${endpoints.password}`),
          param('auth-scheme', 'basic'),
          param('bindings', section.bindings.join('|')),
          param('timeout', section.timeoutSeconds),
          ...(section.disable100Continue ? [param('disable-100-continue', 'true')] : []),
        ],
      },
    },
  };
}

export function varsXml(snapshot: SwitchSnapshot): string {
  // vars.xml is a list of pre-processor instructions, not an element tree.
  const lines = snapshot.vars.map(
    (row) => `  <X-PRE-PROCESS cmd="set" data="${String(row.name)}=${String(row.value)}"/>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<include>\n${lines.join('\n')}\n</include>\n`;
}

export type ConfigurationName = 'sofia.conf' | 'acl.conf' | 'switch.conf' | 'xml_cdr.conf' | 'xml_curl.conf';
export const CONFIGURATIONS: readonly ConfigurationName[] = [
  'sofia.conf',
  'acl.conf',
  'switch.conf',
  'xml_cdr.conf',
  'xml_curl.conf',
];

export function configurationNode(
  name: string,
  snapshot: SwitchSnapshot,
  endpoints: SwitchEndpoints,
): Node | null {
  switch (name) {
    case 'sofia.conf':
      return sofiaConf(snapshot);
    case 'acl.conf':
      return aclConf(snapshot);
    case 'switch.conf':
      return switchConf(snapshot);
    case 'xml_cdr.conf':
      return xmlCdrConf(endpoints, snapshot.sections.xmlCdr);
    case 'xml_curl.conf':
      return xmlCurlConf(endpoints, snapshot.sections.xmlCurl);
    default:
      return null;
  }
}

/** The `configuration` section answer for one module's file, or "not found". */
export function configurationDocument(node: Node | null): string {
  if (!node) return notFoundDocument();
  return documentOf({ '@_name': 'configuration', configuration: node });
}

/** A configuration file as the file tree shows it (the element alone, as in conf/autoload_configs). */
export function configurationFile(node: Node): string {
  return renderXml({ configuration: node });
}
