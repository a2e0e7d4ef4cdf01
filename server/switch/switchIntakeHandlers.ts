import { z } from 'zod';
import {
  listCdrDeadLetters,
  listNumberConflicts,
  type NumberConflict,
} from '../../src/contract/switch/switchIntake';
import { readSettingOf } from '../db/jsonSettings';
import { NUMBER_CONFLICTS_KEY, NUMBERED_TABLES } from '../db/uniqueNumbersMigration';
import { type EndpointHandler, handle } from '../handlers/handler';
import { dynamic } from '../resources/declaration';

/** The maintenance screen's view of the switch side: dead letters, and numbers held twice. */

/** As ensureUniqueNumbers keeps them in settings. */
const storedConflicts = z.array(
  z.object({ table: z.enum(NUMBERED_TABLES), number: z.string(), enterpriseIds: z.array(z.string()) }),
);

const deadLettersHandler = handle(listCdrDeadLetters, async (context) => {
  const { pageNum, pageSize } = context.input;
  const rows = dynamic(context.db);
  const [records, count] = await Promise.all([
    rows
      .selectFrom('cdr_dead_letters')
      .select((eb) => [
        'id',
        'received_at',
        'reason',
        'call_uuid',
        eb.fn<number>('length', ['body']).as('size'),
      ])
      .orderBy('received_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    rows
      .selectFrom('cdr_dead_letters')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    records: records.map((row) => ({
      id: String(row.id),
      receivedAt: Number(row.received_at),
      reason: String(row.reason),
      callUuid: String(row.call_uuid),
      size: Number(row.size),
    })),
    total: Number((count as { n: number | string } | undefined)?.n ?? 0),
  };
});

const numberConflictsHandler = handle(listNumberConflicts, async (context) => {
  const stored = await readSettingOf(context.db, NUMBER_CONFLICTS_KEY, storedConflicts, []);
  const ids = [...new Set(stored.flatMap((conflict) => conflict.enterpriseIds))];
  const enterprises = ids.length
    ? await context.db
        .selectFrom('enterprises')
        .select(['id', 'name', 'prefix'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(enterprises.map((row) => [row.id, row]));
  const conflicts: NumberConflict[] = stored.map((conflict) => ({
    table: conflict.table,
    number: conflict.number,
    enterprises: conflict.enterpriseIds.map((id) => byId.get(id) ?? { id, name: '', prefix: '' }),
  }));
  return { conflicts };
});

export const SWITCH_INTAKE_HANDLERS: readonly EndpointHandler[] = [
  deadLettersHandler,
  numberConflictsHandler,
];
