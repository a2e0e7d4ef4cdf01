import type { Kysely, Migration } from 'kysely';
import type { Database } from '../db/schema';
import { PLATFORM_SCOPE } from '../resources/behaviour';

/*
 * The switch configuration's tables. Rows are platform rows (`enterprise_id` is the platform
 * scope) written by ADMIN through the generic resource family; server/switch/freeswitchXml.ts renders them
 * into the documents FreeSWITCH fetches.
 */

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

function base(db: AnyDb, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'text', (c) => c.notNull());
}

async function uniqueName(db: AnyDb, table: string): Promise<void> {
  await db.schema
    .createIndex(`${table}_name_uq`)
    .on(table)
    .columns(['enterprise_id', 'name'])
    .unique()
    .execute();
}

/** 0029: variables, SIP profiles, gateways, media servers, remote nodes, dialplan extensions, CDR dead letters, override files. */
export const switchTablesMigration: Migration = {
  async up(db: AnyDb) {
    await base(db, 'switch_vars')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('category', 'text', (c) => c.notNull().defaultTo('other'))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await uniqueName(db, 'switch_vars');

    await base(db, 'sip_profiles')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sip_ip', 'text', (c) => c.notNull())
      .addColumn('rtp_ip', 'text', (c) => c.notNull())
      .addColumn('sip_port', 'integer', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('tls_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tls_port', 'integer', (c) => c.notNull())
      .addColumn('tls_cert_dir', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('codecs', 'text', (c) => c.notNull())
      .addColumn('ext_rtp_ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ext_sip_ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('context', 'text', (c) => c.notNull())
      .addColumn('auth_calls', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('accept_blind_reg', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('apply_inbound_acl', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('registration_expiry', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('intent', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('intent_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await uniqueName(db, 'sip_profiles');

    await base(db, 'sip_gateways')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('profile_id', 'text')
      .addColumn('realm', 'text', (c) => c.notNull())
      .addColumn('proxy', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('username', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('password', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('register', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('expire_seconds', 'integer', (c) => c.notNull())
      .addColumn('caller_id_in_from', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('ping_seconds', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await uniqueName(db, 'sip_gateways');

    await base(db, 'media_servers')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('port', 'integer', (c) => c.notNull())
      .addColumn('api_port', 'integer', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_heartbeat_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await uniqueName(db, 'media_servers');

    await base(db, 'remote_nodes')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('port', 'integer', (c) => c.notNull())
      .addColumn('transport', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('password', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('prefixes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('link_state', 'text', (c) => c.notNull().defaultTo('down'))
      .addColumn('link_checked_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await uniqueName(db, 'remote_nodes');

    // CDR posts that could not be placed in an enterprise: kept whole, counted on the dashboard.
    await db.schema
      .createTable('cdr_dead_letters')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('call_uuid', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull())
      .execute();
    // The administrator's override files (<sip-file-tree>): the current text, and every saved version.
    await db.schema
      .createTable('switch_overrides')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('switch_override_versions')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('saved_at', 'bigint', (c) => c.notNull())
      .addColumn('saved_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('switch_override_versions_pk', ['name', 'version'])
      .execute();
    await base(db, 'dialplan_extensions')
      .addColumn('context', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('conditions', 'text', (c) => c.notNull())
      .addColumn('actions', 'text', (c) => c.notNull())
      .addColumn('anti_actions', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('continue_on_match', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('dialplan_extensions_name_uq')
      .on('dialplan_extensions')
      .columns(['enterprise_id', 'context', 'name'])
      .unique()
      .execute();
    await db.schema
      .createIndex('cdr_dead_letters_time_idx')
      .on('cdr_dead_letters')
      .column('received_at')
      .execute();
  },
};

type Row = Record<string, unknown>;
const SEED_VARS: [name: string, value: string, category: string, description: string][] = [
  ['domain', '$${local_ip_v4}', 'domain', 'Default SIP domain of the directory'],
  ['global_codec_prefs', 'OPUS,G722,PCMU,PCMA', 'media', 'Codecs offered, in order'],
  ['outbound_codec_prefs', 'OPUS,PCMU,PCMA', 'media', 'Codecs offered on outbound calls'],
  ['rtp_start_port', '16384', 'media', 'First RTP port'],
  ['rtp_end_port', '32768', 'media', 'Last RTP port'],
  ['internal_sip_port', '5060', 'network', 'SIP port of the internal profile'],
  ['external_sip_port', '5080', 'network', 'SIP port of the external profile'],
  ['external_rtp_ip', 'stun:stun.freeswitch.org', 'network', 'Public RTP address behind NAT'],
  ['external_sip_ip', 'stun:stun.freeswitch.org', 'network', 'Public SIP address behind NAT'],
  ['lan_cidr', '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16', 'network', 'Private networks treated as LAN'],
  ['default_password', '', 'security', 'Empty: no default extension password'],
];

/** The demo switch (once, on empty tables): vars.xml defaults, the internal and external profiles, one trunk. */
export async function seedSwitch(db: Kysely<Database>, now: number): Promise<void> {
  const rows = db as unknown as Kysely<Record<string, Row>>;
  const any = await rows.selectFrom('sip_profiles').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const meta = { enterprise_id: PLATFORM_SCOPE, created_at: now, updated_at: now };
  await rows
    .insertInto('switch_vars')
    .values(
      SEED_VARS.map(([name, value, category, description]) => ({
        id: `seed-var-${name}`,
        name,
        value,
        category,
        enabled: 1,
        description,
        ...meta,
      })),
    )
    .execute();
  const profile = (name: string, port: number, context: string, auth: number) => ({
    id: `seed-profile-${name}`,
    name,
    description: '',
    sip_ip: '$${local_ip_v4}',
    rtp_ip: '$${local_ip_v4}',
    sip_port: port,
    transports: 'udp,tcp',
    tls_enabled: 0,
    tls_port: port + 1,
    tls_cert_dir: '',
    codecs: 'OPUS,G722,PCMU,PCMA',
    ext_rtp_ip: '$${external_rtp_ip}',
    ext_sip_ip: '$${external_sip_ip}',
    context,
    auth_calls: auth,
    accept_blind_reg: 0,
    apply_inbound_acl: auth ? 'domains' : '',
    registration_expiry: 3600,
    enabled: 1,
    intent: 'none',
    intent_at: null,
    ...meta,
  });
  await rows
    .insertInto('sip_profiles')
    .values([profile('internal', 5060, 'default', 1), profile('external', 5080, 'public', 0)])
    .execute();
  await rows
    .insertInto('sip_gateways')
    .values({
      id: 'seed-gateway-carrier',
      name: 'carrier-trunk',
      profile_id: 'seed-profile-external',
      realm: 'sip.carrier.example.net',
      proxy: '',
      username: 'dispatch',
      password: 'demo-trunk-secret',
      register: 1,
      expire_seconds: 3600,
      caller_id_in_from: 1,
      ping_seconds: 30,
      enabled: 1,
      description: 'Demo carrier trunk',
      ...meta,
    })
    .execute();
  await rows
    .insertInto('media_servers')
    .values({
      id: 'seed-media-1',
      name: 'media-east-1',
      type: 'SFU',
      host: 'media1.dispatch.example.net',
      port: 8443,
      api_port: 8080,
      secret_hash: '',
      capacity: 200,
      region: 'east',
      enabled: 1,
      description: '',
      last_heartbeat_at: null,
      ...meta,
    })
    .execute();
  await rows
    .insertInto('dialplan_extensions')
    .values({
      id: 'seed-dialplan-echo',
      context: 'public',
      name: 'echo-test',
      position: 1,
      conditions: 'destination_number ^9196$',
      actions: 'answer\necho',
      anti_actions: '',
      continue_on_match: 0,
      enabled: 1,
      description: 'Echo test: the caller hears themselves',
      ...meta,
    })
    .execute();
  await rows
    .insertInto('remote_nodes')
    .values({
      id: 'seed-node-north',
      name: 'north-platform',
      host: 'north.dispatch.example.net',
      port: 5060,
      transport: 'udp',
      username: 'cascade',
      password: 'demo-cascade-secret',
      prefixes: '9001,9002',
      enabled: 1,
      description: 'Neighbouring dispatch platform',
      link_state: 'down',
      link_checked_at: null,
      ...meta,
    })
    .execute();
}
