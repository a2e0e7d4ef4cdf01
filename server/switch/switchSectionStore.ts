import type { Kysely } from 'kysely';
import {
  DEFAULT_SWITCH_SECTIONS,
  type SwitchSectionName,
  type SwitchSections,
  switchSectionsSchema,
} from '../../src/contract/switch/switchSections';
import type { Database } from '../db/schema';

/* Issue 12: the `<sip-acl-config>` sections, one `settings` row each (`switch.<section>`, JSON, with its time). */

const keyOf = (section: SwitchSectionName) => `switch.${section}`;
const SECTIONS = Object.keys(DEFAULT_SWITCH_SECTIONS) as SwitchSectionName[];

export async function readSwitchSections(
  db: Kysely<Database>,
): Promise<{ sections: SwitchSections; updatedAt: Record<string, number> }> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where(
      'key',
      'in',
      SECTIONS.map((section) => keyOf(section)),
    )
    .execute();
  const sections: Record<string, unknown> = { ...DEFAULT_SWITCH_SECTIONS };
  const updatedAt: Record<string, number> = {};
  for (const row of rows) {
    const section = row.key.slice('switch.'.length) as SwitchSectionName;
    try {
      const stored = JSON.parse(row.value) as { value: unknown; at: number };
      const parsed = switchSectionsSchema.shape[section].safeParse(stored.value);
      // A row another version wrote and this one cannot read: the default stands, nothing is lost in the row.
      if (parsed.success) {
        sections[section] = parsed.data;
        updatedAt[section] = stored.at;
      }
    } catch {
      // Not JSON: the default stands.
    }
  }
  return { sections: sections as SwitchSections, updatedAt };
}

export async function writeSwitchSection(
  db: Kysely<Database>,
  section: SwitchSectionName,
  value: unknown,
  now: number,
): Promise<void> {
  const stored = JSON.stringify({ value, at: now });
  await db
    .insertInto('settings')
    .values({ key: keyOf(section), value: stored })
    .onConflict((c) => c.column('key').doUpdateSet({ value: stored }))
    .execute();
}
