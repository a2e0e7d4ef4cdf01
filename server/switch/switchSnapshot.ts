import type { Kysely } from 'kysely';
import type { SwitchSections } from '../../src/contract/switch/switchSections';
import type { Database } from '../db/schema';
import { PLATFORM_SCOPE } from '../resources/behaviour';
import { dynamic } from '../resources/declaration';
import { openSecret } from './gatewaySecrets';
import { readSwitchSections } from './switchSectionStore';
import type { Row } from './xmlDocument';

/** What the switch's configuration is rendered from: the switch tables read once. */
export interface SwitchSnapshot {
  vars: Row[];
  profiles: Row[];
  gateways: Row[];
  remoteNodes: Row[];
  /** The `<sip-acl-config>` sections (ACL lists, LANs, switch.conf, xml_cdr.conf, xml_curl.conf). */
  sections: SwitchSections;
}

/**
 * The switch configuration as stored (enabled rows only: a disabled row is not given to the switch). With
 * `secretKey` (GATEWAY_SECRET_KEY) the gateway and remote-node passwords are opened for the switch.
 */
export async function readSwitch(db: Kysely<Database>, secretKey?: string): Promise<SwitchSnapshot> {
  const rows = dynamic(db);
  const read = (table: string, order: string) =>
    rows
      .selectFrom(table)
      .selectAll()
      .where('enterprise_id', '=', PLATFORM_SCOPE)
      .where('enabled', '=', 1)
      .orderBy(order)
      .execute() as Promise<Row[]>;
  const [vars, profiles, gateways, remoteNodes] = await Promise.all([
    read('switch_vars', 'name'),
    read('sip_profiles', 'name'),
    read('sip_gateways', 'name'),
    read('remote_nodes', 'name'),
  ]);
  const { sections } = await readSwitchSections(db);
  const opened = (rows: Row[]) =>
    secretKey === undefined ? rows : rows.map((row) => openedRow(row, secretKey));
  return { vars, profiles, gateways: opened(gateways), remoteNodes: opened(remoteNodes), sections };
}

/** A row with its password opened; one sealed under another key is left out (the switch gets no password). */
function openedRow(row: Row, secretKey: string): Row {
  try {
    return { ...row, password: openSecret(String(row.password ?? ''), secretKey) };
  } catch {
    return { ...row, password: '' };
  }
}

/** A sofia gateway's parameters (mod_sofia documents each). */
