import type { Kysely } from 'kysely';
import { readJsonSetting, writeJsonSetting } from '../db/jsonSettings';
import type { Database } from '../db/schema';
import { countDeadLetters } from './xmlCdr';

/*
 * Whether a real FreeSWITCH talks to this platform. Each authorised request of the switch notes the
 * time in `settings` (`switch.lastContact`, at most every 10 s per server, so a busy switch costs no write per
 * request; every server of a cluster reads the same row). The dashboard shows the switch running while it has
 * been heard from in the last 2 minutes (mod_xml_curl asks at every registration and call), and counts the
 * CDRs kept as dead letters.
 */

const KEY = 'switch.lastContact';
const WRITE_EVERY_MS = 10_000;
export const SWITCH_SILENT_AFTER_MS = 120_000;
/** Per database (tests run several servers in one process). */
const lastWritten = new WeakMap<object, number>();

export async function noteSwitchContact(db: Kysely<Database>, now: number): Promise<void> {
  if (now - (lastWritten.get(db) ?? 0) < WRITE_EVERY_MS) return;
  lastWritten.set(db, now);
  await writeJsonSetting(db, KEY, now);
}

export interface SwitchBackendFigures {
  lastContactAt: number | null;
  deadLetters: number;
}

export async function switchBackendFigures(db: Kysely<Database>): Promise<SwitchBackendFigures> {
  const [stored, deadLetters] = await Promise.all([readJsonSetting(db, KEY), countDeadLetters(db)]);
  const at = Number(stored);
  return { lastContactAt: Number.isFinite(at) && at > 0 ? at : null, deadLetters };
}
