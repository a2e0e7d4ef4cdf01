import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '../../src/contract';
import { seedOrganisations } from '../resources/seedOrganisation';
import { hashPassword } from '../security/passwords';
import type { Database } from './schema';

/*
 * Demo tenants and accounts (README lists them). The seed runs on every start and only inserts what is
 * missing, so a second start changes nothing and a changed password survives a restart.
 */

interface SeedEnterprise {
  name: string;
  prefix: string;
  /** The demo agency that sells it, by name; absent: sold by the platform itself. */
  agency?: string;
  contact?: string;
  phone?: string;
  functions?: string[];
  /** Limits (members, extensions, concurrent calls, groups); absent: the migration's generous defaults. */
  limits?: { members: number; extensions: number; calls: number; groups: number };
}

/** The demo agency (reseller); the `agency` account manages its enterprises. */
const SEED_AGENCY = {
  name: 'Demo Agency',
  contact: 'Dana Reseller',
  phone: '13800000099',
  enterpriseQuota: 5,
  extensionQuota: 2000,
} as const;

interface SeedAccount {
  username: string;
  password: string;
  role: Role;
  realName: string;
  enterprisePrefix?: string;
  permits?: string[];
  /** Mobile number for SMS sign-in and password reset (docs/behaviour.md#screens-and-routes variants). */
  phone: string;
  /** The account's own home page (docs/behaviour.md#screens-and-routes guard rule 3); absent: the default /dashboard. */
  homePath?: string;
  /** The account's own default for the advanced-config flag (a browser's explicit choice wins). */
  showAdvancedConfig?: boolean;
}

const SEED_ENTERPRISES: readonly SeedEnterprise[] = [
  {
    name: 'Acme Logistics',
    prefix: '8001',
    contact: 'Ada Acme',
    phone: '13800000001',
    functions: ['video', 'recording', 'sos', 'ptt', 'dispatch', 'attendance', 'broadcast', 'location'],
  },
  {
    name: 'Globex Security',
    prefix: '8002',
    contact: 'Gus Globex',
    phone: '13800000003',
    functions: ['recording', 'sos', 'ptt', 'dispatch'],
  },
  {
    name: 'Initech Transit',
    prefix: '8003',
    agency: SEED_AGENCY.name,
    contact: 'Ian Initech',
    phone: '13800000005',
    functions: ['ptt', 'sos'],
    limits: { members: 100, extensions: 200, calls: 20, groups: 20 },
  },
];

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    username: 'admin',
    password: 'Admin@123',
    role: 'ADMIN',
    realName: 'Platform Administrator',
    phone: '13800000000',
    // The platform administrator sees the switch configuration (高级配置) from the first sign-in.
    showAdvancedConfig: true,
  },
  {
    username: 'acme',
    password: 'Acme@1234',
    role: 'ENTERPRISE',
    realName: 'Acme Administrator',
    enterprisePrefix: '8001',
    phone: '13800000001',
  },
  {
    username: 'acme-ops',
    password: 'AcmeOps@123',
    role: 'ENTERPRISE_CHILDUSER',
    realName: 'Acme Operations',
    enterprisePrefix: '8001',
    permits: ['dept:search', 'localuser:search', 'cdr:search', 'change_password:modify_password'],
    phone: '13800000002',
    // An operator whose day starts in the call records: the console opens there instead of the dashboard.
    homePath: '/data-mgr/cdr',
  },
  {
    username: 'globex',
    password: 'Globex@123',
    role: 'ENTERPRISE',
    realName: 'Globex Administrator',
    enterprisePrefix: '8002',
    phone: '13800000003',
  },
  {
    username: 'agency',
    password: 'Agency@123',
    role: 'AGECNY',
    realName: 'Demo Agency',
    phone: '13800000004',
    // An agency has no dashboard: its console opens on its enterprises.
    homePath: '/account/enterprise',
  },
  {
    // A second platform administrator: the platform never hangs on one account.
    username: 'ops-admin',
    password: 'OpsAdmin@123',
    role: 'ADMIN',
    realName: 'Operations Administrator',
    phone: '13800000006',
  },
  {
    username: 'initech',
    password: 'Initech@123',
    role: 'ENTERPRISE',
    realName: 'Initech Administrator',
    enterprisePrefix: '8003',
    phone: '13800000005',
  },
];

/** Platform settings read by /sysinfo/get; values are strings (JSON for structured ones). */
const SEED_SETTINGS: Readonly<Record<string, string>> = {
  webTitle: 'Dispatch Console',
  'webTitle.zh_CN': '调度管理平台',
  // Every sign-in variant on, so a new user can try them from `npm start` (SMS codes: DATA_DIR/sms-outbox.jsonl).
  loginMethods: JSON.stringify({ register: true, forgotPassword: true, mobile: true, qrCode: true }),
  advancedConfig: 'false',
};

/**
 * Settings, enterprises, accounts, then the demo organisations; `dataDir` is where seeded files (the demo
 * broadcast WAV) go, left out by callers that want rows only.
 */
export async function seedDatabase(db: Kysely<Database>, now = Date.now(), dataDir?: string): Promise<void> {
  for (const [key, value] of Object.entries(SEED_SETTINGS)) {
    await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((c) => c.column('key').doNothing())
      .execute();
  }

  await db
    .insertInto('agencies')
    .values({
      id: randomUUID(),
      name: SEED_AGENCY.name,
      contact: SEED_AGENCY.contact,
      phone: SEED_AGENCY.phone,
      enterprise_quota: SEED_AGENCY.enterpriseQuota,
      extension_quota: SEED_AGENCY.extensionQuota,
      created_at: now,
      updated_at: now,
    })
    .onConflict((c) => c.column('name').doNothing())
    .execute();
  const agency = await db
    .selectFrom('agencies')
    .select('id')
    .where('name', '=', SEED_AGENCY.name)
    .executeTakeFirstOrThrow();

  for (const enterprise of SEED_ENTERPRISES) {
    await db
      .insertInto('enterprises')
      .values({
        id: randomUUID(),
        name: enterprise.name,
        prefix: enterprise.prefix,
        expiry: null,
        status: 'active',
        created_at: now,
        updated_at: now,
        // Migration 0050: the seed's enterprises are the demo ones the simulator may feed.
        demo: 1,
        contact: enterprise.contact ?? '',
        phone: enterprise.phone ?? '',
        functions: JSON.stringify(enterprise.functions ?? []),
        agency_id: enterprise.agency ? agency.id : null,
        ...(enterprise.limits
          ? {
              max_members: enterprise.limits.members,
              max_extensions: enterprise.limits.extensions,
              max_concurrent_calls: enterprise.limits.calls,
              max_groups: enterprise.limits.groups,
            }
          : {}),
      })
      .onConflict((c) => c.column('prefix').doNothing())
      .execute();
  }
  const enterprises = await db.selectFrom('enterprises').select(['id', 'prefix']).execute();
  const enterpriseIdByPrefix = new Map(enterprises.map((e) => [e.prefix, e.id]));

  for (const account of SEED_ACCOUNTS) {
    const existing = await db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', account.username)
      .executeTakeFirst();
    if (existing) {
      // Databases seeded before agencies existed link the demo agency account to the demo agency.
      if (account.role === 'AGECNY')
        await db
          .updateTable('accounts')
          .set({ agency_id: agency.id, home_path: account.homePath ?? null })
          .where('id', '=', existing.id)
          .where('agency_id', 'is', null)
          .execute();
      // Databases seeded before mobile numbers existed get the demo number, unless it is taken.
      const taken = await db
        .selectFrom('accounts')
        .select('id')
        .where('phone', '=', account.phone)
        .executeTakeFirst();
      if (!taken)
        await db
          .updateTable('accounts')
          .set({ phone: account.phone })
          .where('id', '=', existing.id)
          .where('phone', 'is', null)
          .execute();
      continue;
    }
    const id = randomUUID();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('accounts')
        .values({
          id,
          username: account.username,
          password_hash: await hashPassword(account.password),
          role: account.role,
          enterprise_id: account.enterprisePrefix
            ? (enterpriseIdByPrefix.get(account.enterprisePrefix) ?? null)
            : null,
          real_name: account.realName,
          status: 'active',
          home_path: account.homePath ?? null,
          agency_id: account.role === 'AGECNY' ? agency.id : null,
          failed_attempts: 0,
          failed_window_start: null,
          locked_until: null,
          phone: account.phone,
          show_advanced_config: account.showAdvancedConfig ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const permit of account.permits ?? []) {
        await trx.insertInto('account_permits').values({ account_id: id, permit_value: permit }).execute();
      }
    });
  }
  await seedOrganisations(db, now, dataDir);
}
