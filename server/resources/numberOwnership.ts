import type { ResourceContext } from './behaviour';
import type { DynamicDb } from './declaration';
import type { Problem } from './problems';

/*
 * A SIP number belongs to one enterprise: it starts with that enterprise's prefix, and no other enterprise
 * holds it (the switch's directory and the dialplan find a user by number, so a number held twice could let
 * one enterprise answer for another). The database holds the same rule as a platform-wide unique index
 * (migration 0042); this check gives the clear, bilingual refusal before it (add, update and import alike).
 */

export type NumberedTable = 'extensions' | 'call_groups';

const NAMESPACE: Record<NumberedTable, string> = {
  extensions: 'resources.extension',
  call_groups: 'resources.callGroup',
};

/** The table whose numbers a row of `table` must not take: one dialled number reaches one thing. */
const OTHER_NUMBERED: Record<NumberedTable, NumberedTable> = {
  extensions: 'call_groups',
  call_groups: 'extensions',
};

/** The message key of a number the other table already holds. */
const HELD_BY_OTHER: Record<NumberedTable, string> = {
  extensions: 'resources.extension.numberIsCallGroup',
  call_groups: 'resources.callGroup.numberIsExtension',
};

/** Whether `number` is one of the enterprise's own: its prefix, then at least one more digit. */
export function ownsNumber(prefix: string, number: string): boolean {
  return prefix !== '' && number.length > prefix.length && number.startsWith(prefix);
}

/**
 * The problems of a row's `number`: a foreign prefix, a number another enterprise already holds, or one the
 * other numbered table holds (an extension and a call group never share a number on the platform).
 */
export async function numberOwnershipProblems(
  db: DynamicDb,
  table: NumberedTable,
  row: Record<string, unknown>,
  context: ResourceContext,
): Promise<Problem[]> {
  const number = typeof row.number === 'string' ? row.number : '';
  if (!number) return [];
  const prefix = context.session.enterprisePrefix ?? '';
  if (!ownsNumber(prefix, number))
    return [
      {
        field: 'number',
        key: `${NAMESPACE[table]}.foreignPrefix`,
        params: { value: number, prefix },
        value: number,
      },
    ];
  const elsewhere = await db
    .selectFrom(table)
    .select('id')
    .where('number', '=', number)
    .where('enterprise_id', '!=', context.enterpriseId)
    .executeTakeFirst();
  if (elsewhere)
    return [
      {
        field: 'number',
        key: `${NAMESPACE[table]}.numberElsewhere`,
        params: { value: number },
        value: number,
      },
    ];
  const other = await db
    .selectFrom(OTHER_NUMBERED[table])
    .select('id')
    .where('number', '=', number)
    .executeTakeFirst();
  return other
    ? [{ field: 'number', key: HELD_BY_OTHER[table], params: { value: number }, value: number }]
    : [];
}
