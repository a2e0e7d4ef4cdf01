import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ownsNumber } from '../resources/numberOwnership';

/*
 * How the switch's directory request names an enterprise. mod_xml_curl asks for one user of one domain
 * (`section=directory`, `user`, `domain`; the SIP realm the phone registered to). Each enterprise has its own
 * SIP domain, its prefix under the platform's SIP_DOMAIN (`8001.dispatch.local`), so a user is found by number
 * AND domain: exactly one extension of that enterprise, or "not found".
 */

/** The SIP domain of the enterprise with this prefix. */
export function enterpriseSipDomain(prefix: string, sipDomain: string): string {
  return `${prefix}.${sipDomain}`;
}

/** The prefix an enterprise SIP domain names, or null when the domain is not one of the platform's. */
function prefixOfSipDomain(domain: string, sipDomain: string): string | null {
  const suffix = `.${sipDomain.toLowerCase()}`;
  const lower = domain.trim().toLowerCase();
  if (!lower.endsWith(suffix)) return null;
  const prefix = lower.slice(0, -suffix.length);
  return /^\d{1,15}$/.test(prefix) ? prefix : null;
}

/*
 * SIP secrets are kept as FreeSWITCH's `a1-hash` (the directory param mod_sofia accepts instead of
 * `password`): md5 of `user:domain:password`. Stored with an `a1:` mark, which a clear secret (letters and
 * digits only) can never carry, so a row not yet converted is still served.
 */
const A1_MARK = 'a1:';

export function a1Hash(number: string, domain: string, password: string): string {
  return `${A1_MARK}${createHash('md5').update(`${number}:${domain}:${password}`).digest('hex')}`;
}

/** The directory param for a stored secret: `a1-hash` once hashed, `password` for a clear one. */
export function secretParam(stored: string): { name: 'a1-hash' | 'password'; value: string } {
  return stored.startsWith(A1_MARK)
    ? { name: 'a1-hash', value: stored.slice(A1_MARK.length) }
    : { name: 'password', value: stored };
}

export function isHashedSecret(stored: string): boolean {
  return stored.startsWith(A1_MARK);
}

export interface DirectoryUser {
  number: string;
  password: string;
  display_name: string;
  caller_id_name: string;
  caller_id_number: string;
  max_registrations: number;
  recording_mode: string;
  prefix: string;
  enterprise_name: string;
}

/** The columns and conditions of a directory user: enabled extensions of active, unexpired enterprises. */
export function directoryQuery(db: Kysely<Database>, now: number) {
  return db
    .selectFrom('extensions')
    .innerJoin('enterprises', 'enterprises.id', 'extensions.enterprise_id')
    .select([
      'extensions.number',
      'extensions.password',
      'extensions.display_name',
      'extensions.caller_id_name',
      'extensions.caller_id_number',
      'extensions.max_registrations',
      'extensions.recording_mode',
      'enterprises.prefix',
      'enterprises.name as enterprise_name',
    ])
    .where('extensions.enabled', '=', 1)
    .where('enterprises.status', '=', 'active')
    .where((eb) => eb.or([eb('enterprises.expiry', 'is', null), eb('enterprises.expiry', '>', now)]));
}

/** The one user `number` of the enterprise whose SIP domain is `domain`, or null (none, or not one). */
export async function findDirectoryUser(
  db: Kysely<Database>,
  number: string,
  domain: string,
  sipDomain: string,
  now: number,
): Promise<DirectoryUser | null> {
  const prefix = prefixOfSipDomain(domain, sipDomain);
  // A number outside the domain's prefix is never its user, even where an old row says so.
  if (prefix === null || !/^\d{3,15}$/.test(number) || !ownsNumber(prefix, number)) return null;
  const rows = await directoryQuery(db, now)
    .where('enterprises.prefix', '=', prefix)
    .where('extensions.number', '=', number)
    .limit(2)
    .execute();
  return rows.length === 1 ? (rows[0] ?? null) : null;
}
