import type { Kysely } from 'kysely';
import {
  DEFAULT_SWITCH_SECTIONS,
  type SwitchSectionName,
  type SwitchSections,
  switchSectionsSchema,
} from '../../src/contract/switch/switchSections';
import { readJsonSetting, writeJsonSetting } from '../db/jsonSettings';
import type { Database } from '../db/schema';

/* The `<sip-acl-config>` sections, one `settings` row each (`switch.<section>`: its value and time). */

const keyOf = (section: SwitchSectionName) => `switch.${section}`;
const SECTIONS = Object.keys(DEFAULT_SWITCH_SECTIONS) as SwitchSectionName[];

export async function readSwitchSections(
  db: Kysely<Database>,
): Promise<{ sections: SwitchSections; updatedAt: Record<string, number> }> {
  const stored = await Promise.all(SECTIONS.map((section) => readJsonSetting(db, keyOf(section))));
  const sections: Record<string, unknown> = { ...DEFAULT_SWITCH_SECTIONS };
  const updatedAt: Record<string, number> = {};
  SECTIONS.forEach((section, index) => {
    const row = stored[index] as { value?: unknown; at?: unknown } | undefined;
    const parsed = switchSectionsSchema.shape[section].safeParse(row?.value);
    // A row another version wrote and this one cannot read: the default stands, the row is left as it is.
    if (parsed.success && typeof row?.at === 'number') {
      sections[section] = parsed.data;
      updatedAt[section] = row.at;
    }
  });
  return { sections: sections as SwitchSections, updatedAt };
}

export function writeSwitchSection(
  db: Kysely<Database>,
  section: SwitchSectionName,
  value: unknown,
  now: number,
): Promise<void> {
  return writeJsonSetting(db, keyOf(section), { value, at: now });
}
