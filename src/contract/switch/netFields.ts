import { z } from 'zod';

/*
 * Validators of the switch configuration's network fields. FreeSWITCH takes addresses, ports, CIDRs
 * and codec names as plain text; a bad one is found only when the switch loads the profile, so the console
 * refuses it where it is typed, with a message naming what is wrong.
 */

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
/** A host name (RFC 1123 labels). */
const HOST_NAME =
  /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
/** A FreeSWITCH variable reference: `$${local_ip_v4}` (pre-processor) or `${var}` (run time). */
const VARIABLE_REF = /^\$?\$\{[A-Za-z_][A-Za-z0-9_]*\}$/;

export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

/** IPv4 (full and compressed IPv6 are accepted by shape: hex groups and colons). */
function isIp(value: string): boolean {
  return isIpv4(value) || (/^[0-9A-Fa-f:]+$/.test(value) && value.includes(':') && value.length <= 39);
}

export function isHost(value: string): boolean {
  return isIp(value) || HOST_NAME.test(value);
}

/** `a.b.c.d/n` with n 0–32 (IPv4) — the form acl.conf and the `*_cidr` variables take. */
export function isCidr(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || address === undefined || bits === undefined) return false;
  if (!/^\d{1,2}$/.test(bits) || Number(bits) > 32) return false;
  return isIpv4(address);
}

export function isPort(value: unknown): boolean {
  const port = typeof value === 'string' ? Number(value) : value;
  return typeof port === 'number' && Number.isInteger(port) && port >= 1 && port <= 65535;
}

/** The codecs FreeSWITCH's own modules ship (mod_opus, mod_g729, mod_amr, mod_h26x, mod_vpx …). */
const KNOWN_CODECS = [
  'OPUS',
  'G722',
  'PCMU',
  'PCMA',
  'G729',
  'GSM',
  'iLBC',
  'speex',
  'AMR',
  'AMR-WB',
  'H263',
  'H264',
  'H265',
  'VP8',
  'VP9',
] as const;

/**
 * A codec list as FreeSWITCH writes it: names separated by commas, each optionally with `@rate`, `@ptime`
 * (`PCMU@20i`, `OPUS@48000h@20i`). Answers the names that are not codecs.
 */
function unknownCodecs(list: string): string[] {
  const known = new Set(KNOWN_CODECS.map((codec) => codec.toLowerCase()));
  return list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => item.split('@')[0] ?? '')
    .filter((name) => !known.has(name.toLowerCase()));
}

export function isCodecList(value: string): boolean {
  return value.trim() !== '' && unknownCodecs(value).length === 0;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A listen address: an IP, a host name, or a variable reference (`$${local_ip_v4}`). */
export const listenAddressSchema = z
  .string()
  .trim()
  .min(1, 'validation.fieldRequired')
  .max(128, 'validation.fieldTooLong')
  .refine((value) => isHost(value) || VARIABLE_REF.test(value), 'validation.addressInvalid');

/** A NAT address: empty, an IP, a host name, a variable, or `auto-nat` / `stun:host`. */
export const natAddressSchema = z
  .string()
  .trim()
  .max(128, 'validation.fieldTooLong')
  .refine(
    (value) =>
      value === '' ||
      value === 'auto-nat' ||
      isHost(value) ||
      VARIABLE_REF.test(value) ||
      (value.startsWith('stun:') && isHost(value.slice(5))),
    'validation.addressInvalid',
  );

export const hostSchema = z
  .string()
  .trim()
  .min(1, 'validation.fieldRequired')
  .max(253, 'validation.fieldTooLong')
  .refine(isHost, 'validation.hostInvalid');

export const optionalHostSchema = z
  .string()
  .trim()
  .max(253, 'validation.fieldTooLong')
  .refine((value) => value === '' || isHost(value), 'validation.hostInvalid');

export const portSchema = z
  .number('validation.numberRequired')
  .int('validation.integerRequired')
  .min(1, 'validation.portInvalid')
  .max(65535, 'validation.portInvalid');

export const codecListSchema = z
  .string()
  .trim()
  .min(1, 'validation.fieldRequired')
  .max(255, 'validation.fieldTooLong')
  .refine(isCodecList, 'validation.codecListInvalid');

/** A name FreeSWITCH uses in file and profile names: letters, digits, `_`, `-`, `.`; starts with a letter. */
export const switchNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.fieldRequired')
  .max(64, 'validation.fieldTooLong')
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'validation.switchName');

/** A write-only secret: empty keeps the stored one on update. */
export const secretSchema = z
  .string()
  .max(128, 'validation.fieldTooLong')
  .regex(/^[^\s<>&"']*$/, 'validation.secretCharacters');
