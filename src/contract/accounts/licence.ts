import { z } from 'zod';
import { defineEndpoint, sessionAccess } from '../endpoint';
import { permissionCode } from '../roles';

/*
 * `<license-manager>` (docs/behaviour.md#screens-and-routes /account/license): the platform licence — terms signed by the vendor
 * (Ed25519 over the canonical JSON of the terms), uploaded as a file, verified by the server with the public
 * key it is configured with, and enforced where the terms bite (enterprises, extensions, devices).
 */

const LICENCE_ROUTE = 'license';
/** The licence file's largest size. */
const LICENCE_MAX_BYTES = 16 * 1024;
/** The screen warns this many days before the licence ends. */
export const LICENCE_WARNING_DAYS = 30;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidValue');
const count = z.number().int().min(0).max(100_000_000);

export const licenceTermsSchema = z.object({
  licensee: z.string().min(1).max(200),
  issued: day,
  /** The last day the licence is valid (inclusive, the platform's clock). */
  expires: day,
  maxEnterprises: count,
  maxExtensions: count,
  maxConcurrentCalls: count,
  /** Licensed devices (`<device-license-list>`); absent in licences that do not count devices. */
  maxDevices: count.optional(),
  video: z.boolean(),
  recording: z.boolean(),
});
export type LicenceTerms = z.infer<typeof licenceTermsSchema>;

/** The file: the terms, the key's fingerprint (so a licence for another key says so) and the signature. */
export const licenceFileSchema = z.object({
  terms: licenceTermsSchema,
  keyId: z.string().max(100),
  signature: z.string().max(200),
});
export type LicenceFile = z.infer<typeof licenceFileSchema>;

/**
 * The canonical JSON of a value, what the signature covers: object keys sorted at every level, no white
 * space — so re-formatting a file does not break it and changing any term does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** `overTerms`: in force, but more is in use than it allows (installed over current use, confirmed). */
const LICENCE_STATES = ['valid', 'expiringSoon', 'overTerms', 'expired', 'none'] as const;

/** The terms that count something in use, and what each counts. */
const COUNTED_TERMS = [
  ['maxEnterprises', 'enterprises'],
  ['maxExtensions', 'extensions'],
  ['maxDevices', 'devices'],
] as const;
type CountedTerm = (typeof COUNTED_TERMS)[number][0];

const exceededTermSchema = z.object({
  term: z.enum(COUNTED_TERMS.map(([term]) => term) as [CountedTerm, ...CountedTerm[]]),
  max: z.number().int(),
  used: z.number().int(),
});
export type ExceededTerm = z.infer<typeof exceededTermSchema>;

/** Every term current use goes past (a licence without a device count does not count devices). */
export function termsExceeded(
  terms: LicenceTerms,
  usage: { enterprises: number; extensions: number; devices: number },
): ExceededTerm[] {
  const exceeded: ExceededTerm[] = [];
  for (const [term, what] of COUNTED_TERMS) {
    const max = terms[term];
    if (max !== undefined && usage[what] > max) exceeded.push({ term, max, used: usage[what] });
  }
  return exceeded;
}

/** The upload's form field that installs a licence below current use once the person has confirmed it. */
export const CONFIRM_OVER_TERMS_FIELD = 'confirmOverTerms';

const licenceStatusSchema = z.object({
  state: z.enum(LICENCE_STATES),
  terms: licenceTermsSchema.nullable(),
  installedAt: z.number().int().nullable(),
  /** Days from today to the last valid day (negative: ended). */
  daysLeft: z.number().int().nullable(),
  usage: z.object({
    enterprises: z.number().int(),
    extensions: z.number().int(),
    devices: z.number().int(),
  }),
  /** The terms current use goes past (state `overTerms`). */
  exceeded: z.array(exceededTermSchema),
});
export type LicenceStatus = z.infer<typeof licenceStatusSchema>;

export const getLicence = defineEndpoint({
  method: 'POST',
  path: `/${LICENCE_ROUTE}/get`,
  access: sessionAccess(['ADMIN'], permissionCode(LICENCE_ROUTE, 'search')),
  labels: 'licences.fields',
  request: z.object({}),
  response: licenceStatusSchema,
  summary:
    "The installed licence's terms against current use, and whether it is valid, ending soon or ended.",
});

export const uploadLicence = defineEndpoint({
  method: 'POST',
  path: `/${LICENCE_ROUTE}/upload`,
  access: sessionAccess(['ADMIN'], permissionCode(LICENCE_ROUTE, 'edit')),
  labels: 'licences.fields',
  request: z.object({ [CONFIRM_OVER_TERMS_FIELD]: z.enum(['true', 'false']).optional() }),
  response: licenceStatusSchema,
  upload: { maxBytes: LICENCE_MAX_BYTES },
  summary:
    'Install a licence file after verifying its signature and dates; one below current use only with the field confirmOverTerms=true (refused naming every term exceeded otherwise); a refused file leaves the current one.',
});

export const LICENCE_ENDPOINTS = [getLicence, uploadLicence];
