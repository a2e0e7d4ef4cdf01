import type { Kysely, Migration } from 'kysely';
import type { Database } from '../db/schema';
import { PLATFORM_SCOPE as PLATFORM_ROWS, type ResourceBehaviour } from '../resources/behaviour';
import type { Problem } from '../resources/problems';

/*
 * `<device-license-list>`: the device licences, a platform resource (rows under the platform scope,
 * written by ADMIN through the generic resource family). What the declaration cannot say lives here: the
 * enterprise named by its prefix must exist, an IMEI is licensed once, and the enterprise's name is read with
 * each row.
 */

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/** 0027: licensed devices. `enterprise_id` is the platform scope; the owner is `enterprise_prefix`. */
export const deviceLicencesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('device_licences')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('enterprise_id', 'text', (c) => c.notNull())
      .addColumn('serial', 'text', (c) => c.notNull())
      .addColumn('imei', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enterprise_prefix', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('device_licences_serial_uq')
      .on('device_licences')
      .columns(['enterprise_id', 'serial'])
      .unique()
      .execute();
    await db.schema
      .createIndex('device_licences_prefix_idx')
      .on('device_licences')
      .column('enterprise_prefix')
      .execute();
  },
};

export const deviceLicenceBehaviour: ResourceBehaviour = {
  async addVirtualFields(db, entities, rows) {
    const prefixes = [...new Set(rows.map((row) => String(row.enterprise_prefix)))];
    const names = new Map<string, string>();
    if (prefixes.length) {
      const found = (await db
        .selectFrom('enterprises')
        .select(['prefix', 'name'])
        .where('prefix', 'in', prefixes)
        .execute()) as { prefix: string; name: string }[];
      for (const enterprise of found) names.set(enterprise.prefix, enterprise.name);
    }
    entities.forEach((entity, index) => {
      entity.enterpriseName = names.get(String(rows[index]?.enterprise_prefix)) ?? '';
    });
  },

  async check(db, row, context, id) {
    const problems: Problem[] = [];
    const prefix = String(row.enterprisePrefix ?? '');
    if (prefix) {
      const enterprise = await db
        .selectFrom('enterprises')
        .select('id')
        .where('prefix', '=', prefix)
        .executeTakeFirst();
      if (!enterprise)
        problems.push({
          field: 'enterprisePrefix',
          key: 'resources.deviceLicence.noEnterprise',
          params: { value: prefix },
          value: prefix,
        });
    }
    const imei = String(row.imei ?? '');
    if (imei) {
      let query = db
        .selectFrom('device_licences')
        .select('id')
        .where('enterprise_id', '=', context.enterpriseId)
        .where('imei', '=', imei);
      if (id) query = query.where('id', '!=', id);
      if (await query.limit(1).executeTakeFirst())
        problems.push({
          field: 'imei',
          key: 'resources.deviceLicence.imeiTaken',
          params: { value: imei },
          value: imei,
        });
    }
    return problems;
  },
};

/** Licensed devices, for the licence's usage. */
export async function countDeviceLicences(db: Kysely<Database>): Promise<number> {
  const row = await (db as unknown as Kysely<{ device_licences: { id: string } }>)
    .selectFrom('device_licences')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The Luhn check digit that completes 14 digits into a valid IMEI. */
export function imeiCheckDigit(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    let digit = Number(first14[13 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

const SEED_MODELS = ['DC-T10 rugged handset', 'DC-P5 dispatch phone'] as const;

/** The demo's devices (once, on an empty table): two per enterprise, each with a valid IMEI. */
export async function seedDeviceLicences(db: Kysely<Database>, now: number): Promise<void> {
  const devices = db as unknown as Kysely<{ device_licences: Record<string, unknown> }>;
  const any = await devices.selectFrom('device_licences').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const enterprises = await db.selectFrom('enterprises').select(['prefix']).orderBy('prefix').execute();
  const rows = enterprises.flatMap((enterprise, enterpriseIndex) =>
    SEED_MODELS.map((model, index) => {
      const first14 = `35${String(2024_0000 + enterpriseIndex * 10 + index).padStart(8, '0')}${enterprise.prefix.slice(-4).padStart(4, '0')}`;
      return {
        id: `seed-device-${enterprise.prefix}-${index + 1}`,
        enterprise_id: PLATFORM_ROWS,
        serial: `DC-${enterprise.prefix}-${String(index + 1).padStart(4, '0')}`,
        imei: first14 + imeiCheckDigit(first14),
        enterprise_prefix: enterprise.prefix,
        model,
        enabled: 1,
        description: '',
        created_at: now,
        updated_at: now,
      };
    }),
  );
  if (rows.length) await devices.insertInto('device_licences').values(rows).execute();
}
