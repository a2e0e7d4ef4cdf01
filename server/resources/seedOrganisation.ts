import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../security/passwords';
import { sineWav } from './audio';
import { generateSecret } from './behaviours/extension';
import { mediaFolder } from './media';

/*
 * Demo organisations (README): Acme Logistics with a department tree, 40 members on extensions 8001001…,
 * spare extensions, three call groups and a broadcast file (a real WAV); Globex Security with a smaller one.
 * An enterprise that already has departments is left alone, so the seed runs on every start without
 * duplicating or undoing changes. Ids are derived from the enterprise and a name, so they are stable.
 */

interface SeedDept {
  key: string;
  name: string;
  parent?: string;
  description?: string;
}

interface SeedOrganisation {
  prefix: string;
  departments: SeedDept[];
  /** Members per department key. */
  members: Record<string, number>;
  spareExtensions: number;
  callGroups: { name: string; suffix: string; type: string; strategy: string; members: 'all' | string[] }[];
  broadcast?: { name: string; seconds: number };
}

const FIRST = [
  'Alex',
  'Bea',
  'Chen',
  'Dana',
  'Eli',
  'Farah',
  'Goran',
  'Hana',
  'Ivan',
  'Jun',
  'Kai',
  'Lena',
  'Mika',
  'Nora',
];
const LAST = [
  'Wang',
  'Smith',
  'Li',
  'Garcia',
  'Kim',
  'Novak',
  'Zhang',
  'Silva',
  'Okafor',
  'Berg',
  'Liu',
  'Rossi',
];
const DEVICES = ['Hytera PNC380', 'Motorola LEX L11', 'Inrico T320', 'Samsung XCover 6', 'Sonim XP8'];

const ORGANISATIONS: readonly SeedOrganisation[] = [
  {
    prefix: '8001',
    departments: [
      { key: 'hq', name: 'Headquarters', description: 'Management and administration' },
      { key: 'ops', name: 'Operations', parent: 'hq' },
      {
        key: 'dispatch',
        name: 'Dispatch Centre',
        parent: 'ops',
        description: 'Round-the-clock dispatch desk',
      },
      { key: 'north', name: 'Fleet North', parent: 'ops' },
      { key: 'south', name: 'Fleet South', parent: 'ops' },
      { key: 'warehouse', name: 'Warehouse', parent: 'hq' },
      { key: 'security', name: 'Site Security', parent: 'hq' },
    ],
    members: { hq: 3, dispatch: 5, north: 12, south: 10, warehouse: 6, security: 4 },
    spareExtensions: 10,
    callGroups: [
      { name: 'Dispatch Desk', suffix: '900', type: 'ring', strategy: 'sequence', members: ['dispatch'] },
      {
        name: 'All Drivers',
        suffix: '901',
        type: 'ptt',
        strategy: 'simultaneous',
        members: ['north', 'south'],
      },
      { name: 'Site Broadcast', suffix: '902', type: 'broadcast', strategy: 'simultaneous', members: 'all' },
    ],
    broadcast: { name: 'Shift change announcement', seconds: 3 },
  },
  {
    prefix: '8002',
    departments: [
      { key: 'control', name: 'Control Room' },
      { key: 'patrolA', name: 'Patrol Team A', parent: 'control' },
      { key: 'patrolB', name: 'Patrol Team B', parent: 'control' },
    ],
    members: { control: 2, patrolA: 4, patrolB: 4 },
    spareExtensions: 2,
    callGroups: [
      { name: 'Patrol Talk', suffix: '900', type: 'ptt', strategy: 'simultaneous', members: 'all' },
    ],
  },
  {
    // The demo agency's enterprise, small, so the simulator has something to do for it too.
    prefix: '8003',
    departments: [
      { key: 'depot', name: 'Depot' },
      { key: 'drivers', name: 'Drivers', parent: 'depot' },
    ],
    members: { depot: 1, drivers: 4 },
    spareExtensions: 1,
    callGroups: [
      { name: 'Driver Talk', suffix: '900', type: 'ptt', strategy: 'simultaneous', members: 'all' },
    ],
  },
];

/** A stable UUID-shaped id from the enterprise and a name. */
function seedId(enterpriseId: string, name: string): string {
  const hex = createHash('sha256').update(`${enterpriseId}/${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A valid IMEI (Luhn check digit) from a 14-digit body. */
function imei(body: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    let digit = Number(body[13 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Every demo member signs in to the dispatch app with this password (README "Demo accounts"), so
 * the app endpoints and the simulator's members work from a fresh start. Hashed once per seed: the members
 * share the salt, which is acceptable for demo rows only (a password set through the console gets its own).
 */
export const DEMO_APP_PASSWORD = 'App@12345';

async function seedOne(
  trx: Transaction<Database>,
  enterpriseId: string,
  org: SeedOrganisation,
  now: number,
  appPasswordHash: string,
) {
  const deptId = (key: string) => seedId(enterpriseId, `dept/${key}`);
  await trx
    .insertInto('departments')
    .values(
      org.departments.map((dept, index) => ({
        id: deptId(dept.key),
        enterprise_id: enterpriseId,
        name: dept.name,
        parent_id: dept.parent ? deptId(dept.parent) : null,
        sort_order: index * 10,
        manager_id: null,
        description: dept.description ?? '',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  const members: { id: string; dept: string }[] = [];
  const extensions = [];
  let serial = 0;
  for (const [dept, count] of Object.entries(org.members)) {
    for (let index = 0; index < count; index++) {
      serial++;
      const number = `${org.prefix}${String(serial).padStart(3, '0')}`;
      const extensionId = seedId(enterpriseId, `extension/${number}`);
      const first = FIRST[(serial * 5) % FIRST.length]!;
      const last = LAST[(serial * 7) % LAST.length]!;
      const name = `${first} ${last}`;
      extensions.push({ number, id: extensionId, name });
      const id = seedId(enterpriseId, `member/${serial}`);
      members.push({ id, dept });
      await trx
        .insertInto('members')
        .values({
          id,
          enterprise_id: enterpriseId,
          account: `${first.toLowerCase()}.${last.toLowerCase()}${String(serial).padStart(2, '0')}`,
          name,
          dept_id: deptId(dept),
          app_role:
            dept === 'dispatch' || dept === 'control' ? 'dispatcher' : index === 0 ? 'observer' : 'member',
          extension_id: extensionId,
          phone: `+86 138 ${org.prefix} ${String(1000 + serial).slice(-4)}`,
          email: `${first.toLowerCase()}.${last.toLowerCase()}${serial}@example.com`,
          device_model: DEVICES[serial % DEVICES.length]!,
          imei: imei(`35${org.prefix}${String(serial).padStart(8, '0')}`),
          icon_id: null,
          status: serial % 13 === 0 ? 'disabled' : 'enabled',
          remark: '',
          password_hash: appPasswordHash,
          created_at: now + serial,
          updated_at: now + serial,
        })
        .execute();
    }
  }
  for (let spare = 1; spare <= org.spareExtensions; spare++) {
    const number = `${org.prefix}${String(serial + spare).padStart(3, '0')}`;
    extensions.push({ number, id: seedId(enterpriseId, `extension/${number}`), name: '' });
  }
  await trx
    .insertInto('extensions')
    .values(
      extensions.map((extension, index) => ({
        id: extension.id,
        enterprise_id: enterpriseId,
        number: extension.number,
        display_name: extension.name,
        password: generateSecret(),
        caller_id_name: extension.name,
        caller_id_number: extension.name ? extension.number : '',
        max_registrations: index % 4 === 0 ? 2 : 1,
        recording_mode: index % 3 === 0 ? 'all' : 'none',
        forward_mode: 'none',
        forward_target: '',
        do_not_disturb: 0,
        enabled: 1,
        description: '',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  // Managers: the first member of each department that has members.
  for (const dept of org.departments) {
    const manager = members.find((member) => member.dept === dept.key);
    if (manager)
      await trx
        .updateTable('departments')
        .set({ manager_id: manager.id })
        .where('id', '=', deptId(dept.key))
        .execute();
  }

  for (const group of org.callGroups) {
    const id = seedId(enterpriseId, `callgroup/${group.suffix}`);
    await trx
      .insertInto('call_groups')
      .values({
        id,
        enterprise_id: enterpriseId,
        name: group.name,
        number: `${org.prefix}${group.suffix}`,
        type: group.type,
        strategy: group.strategy,
        timeout_seconds: 30,
        priority: group.type === 'broadcast' ? 9 : 5,
        enabled: 1,
        description: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const chosen = members.filter((member) => group.members === 'all' || group.members.includes(member.dept));
    await trx
      .insertInto('call_group_members')
      .values(chosen.map((member, position) => ({ call_group_id: id, member_id: member.id, position })))
      .execute();
  }
}

/** The demo broadcast file: its row, and its WAV written again when the data folder lost it. */
async function seedBroadcast(
  db: Kysely<Database>,
  enterpriseId: string,
  broadcast: NonNullable<SeedOrganisation['broadcast']>,
  dataDir: string,
  now: number,
) {
  const id = seedId(enterpriseId, `broadcast/${broadcast.name}`);
  const storedName = `${id}.wav`;
  const wav = sineWav(broadcast.seconds);
  const folder = mediaFolder(dataDir, 'broadcast');
  if (!fs.existsSync(path.join(folder, storedName))) {
    await fs.promises.mkdir(folder, { recursive: true });
    await fs.promises.writeFile(path.join(folder, storedName), wav);
  }
  await db
    .insertInto('broadcast_files')
    .values({
      id,
      enterprise_id: enterpriseId,
      name: broadcast.name,
      description: 'Played to all sites at shift change',
      format: 'wav',
      size: wav.length,
      duration_ms: broadcast.seconds * 1000,
      file_name: 'shift-change.wav',
      stored_name: storedName,
      created_at: now,
      updated_at: now,
    })
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}

export async function seedOrganisations(db: Kysely<Database>, now: number, dataDir?: string): Promise<void> {
  const enterprises = await db
    .selectFrom('enterprises')
    .select(['id', 'prefix'])
    .where('demo', '=', 1)
    .execute();
  let appPasswordHash: string | undefined;
  for (const org of ORGANISATIONS) {
    const enterprise = enterprises.find((candidate) => candidate.prefix === org.prefix);
    if (!enterprise) continue;
    const seeded = await db
      .selectFrom('departments')
      .select('id')
      .where('enterprise_id', '=', enterprise.id)
      .limit(1)
      .executeTakeFirst();
    if (!seeded) {
      appPasswordHash ??= await hashPassword(DEMO_APP_PASSWORD);
      const hash = appPasswordHash;
      await db.transaction().execute((trx) => seedOne(trx, enterprise.id, org, now, hash));
    }
    // Files need the data folder; without one (a bare seed call) the organisation goes in without them.
    if (org.broadcast && dataDir && !seeded)
      await seedBroadcast(db, enterprise.id, org.broadcast, dataDir, now);
    else if (org.broadcast && dataDir) await restoreBroadcastFile(db, enterprise.id, org.broadcast, dataDir);
  }
}

/** A later start on a data folder that lost the demo WAV writes it again (the row is already there). */
async function restoreBroadcastFile(
  db: Kysely<Database>,
  enterpriseId: string,
  broadcast: NonNullable<SeedOrganisation['broadcast']>,
  dataDir: string,
) {
  const id = seedId(enterpriseId, `broadcast/${broadcast.name}`);
  const row = await db
    .selectFrom('broadcast_files')
    .select('stored_name')
    .where('id', '=', id)
    .executeTakeFirst();
  const file = row && path.join(mediaFolder(dataDir, 'broadcast'), row.stored_name);
  if (file && !fs.existsSync(file)) {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, sineWav(broadcast.seconds));
  }
}
