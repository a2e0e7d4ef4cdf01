import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Who appears in generated records: the enterprise's members with their extension numbers, and its groups. */
export interface Person {
  name: string;
  account: string;
  extension: string;
}

export interface Cast {
  people: Person[];
  groups: string[];
  /** Accounts that acknowledge and close alarms (the enterprise's console accounts). */
  dispatchers: string[];
}

const FALLBACK_PEOPLE: Person[] = Array.from({ length: 20 }, (_, index) => ({
  name: `Member ${index + 1}`,
  account: `member${index + 1}`,
  extension: String(1001 + index),
}));

/**
 * `standIns: false` (the traffic simulator): the enterprise's own people and PTT groups only, none invented
 * where it has none; the bulk seed keeps its stand-ins so an empty enterprise still gets volume.
 */
export async function castOf(
  db: Kysely<Database>,
  enterpriseId: string,
  options: { standIns: boolean } = { standIns: true },
): Promise<Cast> {
  const members = await db
    .selectFrom('members')
    .leftJoin('extensions', 'extensions.id', 'members.extension_id')
    .select(['members.name', 'members.account', 'extensions.number'])
    .where('members.enterprise_id', '=', enterpriseId)
    .execute();
  const groups = await db
    .selectFrom('call_groups')
    .select('name')
    .where('enterprise_id', '=', enterpriseId)
    .execute();
  const accounts = await db
    .selectFrom('accounts')
    .select('username')
    .where('enterprise_id', '=', enterpriseId)
    .execute();
  const people = members
    .filter((member) => member.number)
    .map((member) => ({ name: member.name, account: member.account, extension: String(member.number) }));
  if (!options.standIns)
    return {
      people,
      groups: groups.map((group) => group.name),
      dispatchers: accounts.map((a) => a.username),
    };
  return {
    people: people.length ? people : FALLBACK_PEOPLE,
    groups: groups.length ? groups.map((group) => group.name) : ['Dispatch', 'Fleet North', 'Fleet South'],
    dispatchers: accounts.length ? accounts.map((account) => account.username) : ['dispatcher'],
  };
}
