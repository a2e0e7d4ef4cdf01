import { z } from 'zod';
import { defineResource } from '../resources/defineResource';
import { optionalText, rowMetaShape } from '../resources/fields';
import { isCidr, isCodecList, isHost, isPort } from './netFields';

const VAR_CATEGORIES = ['domain', 'network', 'media', 'security', 'other'] as const;

/**
 * What FreeSWITCH's own vars.xml means by the variables the console knows: a known one's value is checked
 * as what it is (`rtp_start_port` a port, `*_cidr` a CIDR, a codec preference a codec list). Others are free
 * text — a deployment may add any variable the dialplan reads.
 */
const PORT_VARS = new Set([
  'rtp_start_port',
  'rtp_end_port',
  'internal_sip_port',
  'internal_tls_port',
  'external_sip_port',
  'external_tls_port',
]);
const CODEC_VARS = new Set(['global_codec_prefs', 'outbound_codec_prefs']);
const ADDRESS_VARS = new Set(['domain', 'external_rtp_ip', 'external_sip_ip', 'bind_server_ip']);
const BOOLEAN_VARS = new Set(['default_provider_register', 'use_profile', 'zrtp_secure_media']);

function textOf(row: Record<string, unknown>): string {
  return String(row.value ?? '').trim();
}
function nameOf(row: Record<string, unknown>): string {
  return String(row.name ?? '');
}
/** A value that defers to another variable or to STUN is the switch's business, not ours. */
function deferred(value: string): boolean {
  return value.includes('${') || value.startsWith('stun:') || value === 'auto-nat';
}

const generalVarSchema = z.object({
  ...rowMetaShape,
  name: z
    .string()
    .trim()
    .min(1, 'validation.fieldRequired')
    .max(64, 'validation.fieldTooLong')
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'validation.variableName'),
  value: z
    .string()
    .trim()
    .max(1024, 'validation.fieldTooLong')
    .regex(/^[^<>&"]*$/, 'validation.xmlCharacters'),
  category: z.enum(VAR_CATEGORIES, 'validation.invalidChoice'),
  enabled: z.boolean('validation.booleanRequired'),
  description: optionalText(255),
});
export type GeneralVar = z.infer<typeof generalVarSchema>;

/** `<general-var-list>` (`var`, ADMIN): the switch's global variables, rendered as its vars.xml. */
export const generalVarResource = defineResource({
  name: 'generalVar',
  routeName: 'var',
  table: 'switch_vars',
  schema: generalVarSchema,
  scope: 'platform',
  defaults: { value: '', category: 'other', enabled: true, description: '' },
  enterpriseScoped: false,
  naturalKey: 'name',
  searchable: ['name', 'value', 'description'],
  sortable: ['name', 'category', 'enabled', 'updatedAt'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: {
    category: { op: 'eq', field: 'category' },
    enabled: { op: 'eq', field: 'enabled' },
  },
  unique: [{ fields: ['name'], message: 'resources.generalVar.nameTaken' }],
  references: {},
  rules: [
    {
      field: 'value',
      message: 'validation.portInvalid',
      holds: (row) => !PORT_VARS.has(nameOf(row)) || deferred(textOf(row)) || isPort(textOf(row)),
    },
    {
      field: 'value',
      message: 'validation.cidrInvalid',
      holds: (row) =>
        !nameOf(row).endsWith('_cidr') ||
        deferred(textOf(row)) ||
        textOf(row)
          .split(',')
          .every((part) => isCidr(part.trim())),
    },
    {
      field: 'value',
      message: 'validation.codecListInvalid',
      holds: (row) => !CODEC_VARS.has(nameOf(row)) || deferred(textOf(row)) || isCodecList(textOf(row)),
    },
    {
      field: 'value',
      message: 'validation.addressInvalid',
      holds: (row) => !ADDRESS_VARS.has(nameOf(row)) || deferred(textOf(row)) || isHost(textOf(row)),
    },
    {
      field: 'value',
      message: 'validation.trueOrFalse',
      holds: (row) => !BOOLEAN_VARS.has(nameOf(row)) || ['true', 'false'].includes(textOf(row)),
    },
  ],
  exportColumns: ['name', 'value', 'category', 'enabled', 'description'],
  importColumns: ['name', 'value', 'category', 'enabled', 'description'],
});
