import { createPublicKey } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import {
  type ExceededTerm,
  LICENCE_WARNING_DAYS,
  type LicenceStatus,
  type LicenceTerms,
  licenceFileSchema,
  termsExceeded,
} from '../../src/contract/accounts/licence';
import { readJsonSetting, writeJsonSetting } from '../db/jsonSettings';
import type { Database } from '../db/schema';
import { countDeviceLicences } from '../devices/deviceLicences';
import type { Translate } from '../http/i18n';
import { refusal } from '../resources/problems';
import { devLicencePrivateKey, keyIdOf, licencePublicKey } from './licenceKeys';
import { dayOf, LicenceRefused, signLicence, verifyLicence } from './licenceSigning';

/* The installed licence (in settings, as the file it came in), its use, and the limits it sets. */

const KEY = 'licence';

/** A licence below current use, not confirmed: refused with the terms it falls short of. */
export class LicenceBelowUse extends Error {
  constructor(readonly exceeded: ExceededTerm[]) {
    super('licence below current use');
    this.name = 'LicenceBelowUse';
  }
}
const DAY_MS = 86_400_000;

interface Installed {
  file: string;
  installedAt: number;
}

async function installed(db: Kysely<Database>): Promise<Installed | undefined> {
  const stored = await readJsonSetting(db, KEY);
  if (stored && typeof stored === 'object' && 'file' in stored && 'installedAt' in stored)
    return stored as Installed;
  return undefined;
}

/** The installed licence's terms when it still verifies (an expired one is kept, and reads as expired). */
async function currentTerms(
  db: Kysely<Database>,
): Promise<{ terms: LicenceTerms; installedAt: number } | undefined> {
  const stored = await installed(db);
  if (!stored) return undefined;
  try {
    const file = licenceFileSchema.parse(JSON.parse(stored.file));
    // Its signature was checked when it was installed; checked again so an edited setting counts for nothing.
    verifyLicence(stored.file, licencePublicKey(), Date.parse(`${file.terms.issued}T12:00:00`));
    return { terms: file.terms, installedAt: stored.installedAt };
  } catch {
    return undefined;
  }
}

async function usage(db: Kysely<Database>) {
  const count = async (table: 'enterprises' | 'extensions') =>
    Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
  return {
    enterprises: await count('enterprises'),
    extensions: await count('extensions'),
    devices: await countDeviceLicences(db),
  };
}

export async function licenceStatus(db: Kysely<Database>, now: number): Promise<LicenceStatus> {
  const current = await currentTerms(db);
  const used = await usage(db);
  if (!current)
    return { state: 'none', terms: null, installedAt: null, daysLeft: null, usage: used, exceeded: [] };
  const daysLeft = Math.round(
    (Date.parse(`${current.terms.expires}T00:00:00`) - Date.parse(`${dayOf(now)}T00:00:00`)) / DAY_MS,
  );
  const exceeded = termsExceeded(current.terms, used);
  const state =
    daysLeft < 0
      ? 'expired'
      : exceeded.length
        ? 'overTerms'
        : daysLeft <= LICENCE_WARNING_DAYS
          ? 'expiringSoon'
          : 'valid';
  return { state, terms: current.terms, installedAt: current.installedAt, daysLeft, usage: used, exceeded };
}

/**
 * Verifies and installs a licence file; a refused one leaves the installed licence as it was. One that
 * allows less than is in use installs only when `overTermsConfirmed`; otherwise it is refused with every
 * term it falls short of (LicenceBelowUse).
 */
export async function installLicence(
  db: Kysely<Database>,
  text: string,
  now: number,
  overTermsConfirmed = false,
): Promise<LicenceTerms> {
  const terms = verifyLicence(text, licencePublicKey(), now);
  const exceeded = termsExceeded(terms, await usage(db));
  if (exceeded.length && !overTermsConfirmed) throw new LicenceBelowUse(exceeded);
  await writeJsonSetting(db, KEY, { file: text, installedAt: now } satisfies Installed);
  return terms;
}

/**
 * The demo's licence (seed): signed with the development key, a year long, generous. Only where the server
 * verifies with that key and has no licence yet.
 */
export async function seedDemoLicence(db: Kysely<Database>, now: number): Promise<void> {
  if (await installed(db)) return;
  const privateKey = devLicencePrivateKey();
  if (keyIdOf(licencePublicKey()) !== keyIdOf(licencePublicKeyOf(privateKey))) return;
  const file = signLicence(
    {
      licensee: 'Dispatch Console demo',
      issued: dayOf(now - DAY_MS),
      expires: dayOf(now + 365 * DAY_MS),
      maxEnterprises: 1000,
      maxExtensions: 1_000_000,
      maxConcurrentCalls: 5000,
      maxDevices: 10_000,
      video: true,
      recording: true,
    },
    privateKey,
  );
  await writeJsonSetting(db, KEY, {
    file: JSON.stringify(file, null, 2),
    installedAt: now,
  } satisfies Installed);
}

function licencePublicKeyOf(privateKey: ReturnType<typeof devLicencePrivateKey>) {
  return createPublicKey(privateKey);
}

/**
 * Refuses adding past the licence (the limits bite where rows are added), naming the term. No
 * licence, or an expired one, refuses every addition.
 */
const LIMIT_TERMS = {
  enterprises: 'maxEnterprises',
  extensions: 'maxExtensions',
  devices: 'maxDevices',
} as const;

export async function refuseOverLicence(
  db: Kysely<Database>,
  t: Translate,
  what: 'enterprises' | 'extensions' | 'devices',
  adding: number,
): Promise<void> {
  if (adding <= 0) return;
  const status = await licenceStatus(db, Date.now());
  if (!status.terms) throw refusal(t('api.licence.noLicence'));
  if (status.state === 'expired') throw refusal(t('api.licence.ended', { date: status.terms.expires }));
  const term = LIMIT_TERMS[what];
  const max = status.terms[term];
  // A licence without a device count does not count devices.
  if (max === undefined) return;
  const count = status.usage[what];
  if (count + adding > max)
    throw refusal(
      t('api.licence.limitReached', {
        limit: t(`licences.terms.${term}`),
        max,
        count,
      }),
    );
}
