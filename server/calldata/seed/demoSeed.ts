import type { Kysely } from 'kysely';
import type { Engine } from '../../db/connection';
import type { Database } from '../../db/schema';
import { enterpriseFunctionsOf } from '../../security/functionGate';
import { calldataDb } from '../tables';
import { kyselySink } from './rowSink';
import { seedCalldata } from './seedCalldata';

/**
 * The start-up seed ("the default start keeps a smaller seed so the first command stays quick"):
 * each demo enterprise without call records gets 5,000 calls over 30 days, clips, PTT bursts, alarms and a
 * login history. An enterprise that has call records is left alone, so restarts change nothing.
 */
const DEMO_VOLUMES = { cdr: 5_000, media: 200, ptt: 1_500, sos: 40, logins: 150 } as const;

export async function seedCalldataDemo(
  db: Kysely<Database>,
  engine: Engine,
  now: number,
  dataDir: string | undefined,
): Promise<void> {
  if (!dataDir) return;
  // Invented records go to the demo enterprises only (migration 0050), never to one created since.
  const enterprises = await db
    .selectFrom('enterprises')
    .select(['id', 'prefix', 'functions'])
    .where('demo', '=', 1)
    .orderBy('prefix')
    .execute();
  for (const [index, enterprise] of enterprises.entries()) {
    const existing = await calldataDb(db)
      .selectFrom('call_records')
      .select('id')
      .where('enterprise_id', '=', enterprise.id)
      .limit(1)
      .executeTakeFirst();
    if (existing) continue;
    await seedCalldata({
      db,
      engine,
      sink: kyselySink(db as unknown as Kysely<unknown>),
      enterpriseId: enterprise.id,
      volumes: DEMO_VOLUMES,
      dataDir,
      now,
      days: 30,
      seed: 5 + index,
    });
    // Generated, not lived: marked like the simulator's records, so lists can tell and filter them out.
    for (const table of ['call_records', 'ptt_records', 'sos_alarms'] as const)
      await calldataDb(db)
        .updateTable(table)
        .set({ simulated: 1 })
        .where('enterprise_id', '=', enterprise.id)
        .execute();
    // The generator knows no functions: an enterprise without video or recording keeps none of either.
    const functions = enterpriseFunctionsOf(enterprise.functions);
    if (!functions.includes('video'))
      await calldataDb(db)
        .updateTable('call_records')
        .set({ call_type: 'audio' })
        .where('enterprise_id', '=', enterprise.id)
        .where('call_type', '=', 'video')
        .execute();
    if (!functions.includes('recording'))
      await calldataDb(db)
        .updateTable('call_records')
        .set({ has_recording: 0 })
        .where('enterprise_id', '=', enterprise.id)
        .execute();
  }
}
