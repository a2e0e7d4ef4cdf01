import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dynamic } from '../resources/declaration';

/*
 * Gateway and remote-node passwords must reach the switch in clear (sofia registers with them), so they are
 * encrypted at rest rather than hashed: AES-256-GCM under a key derived from GATEWAY_SECRET_KEY, stored as
 * `enc:v1:<iv>:<tag>:<ciphertext>` (base64). A database file or a backup alone no longer gives them away.
 */

const MARK = 'enc:v1:';
const TABLES = ['sip_gateways', 'remote_nodes'] as const;

const keyOf = (secretKey: string) => createHash('sha256').update(secretKey).digest();

function isSealed(stored: string): boolean {
  return stored.startsWith(MARK);
}

export function sealSecret(plain: string, secretKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${MARK}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${body.toString('base64')}`;
}

/** The clear secret; a value not sealed (not yet converted) is answered as it is. Throws on a wrong key. */
export function openSecret(stored: string, secretKey: string): string {
  if (!isSealed(stored)) return stored;
  const [iv = '', tag = '', body = ''] = stored.slice(MARK.length).split(':');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

/**
 * Seals every gateway and remote-node password still in clear (rows written before, and the demo seed). Run at
 * each start after the seed, since the key comes from the environment; sealed rows are left alone.
 */
export async function sealClearGatewaySecrets(db: Kysely<Database>, secretKey: string): Promise<number> {
  const rows = dynamic(db);
  let sealed = 0;
  for (const table of TABLES) {
    const clear = (await rows
      .selectFrom(table)
      .select(['id', 'password'])
      .where('password', '!=', '')
      .where('password', 'not like', `${MARK}%`)
      .execute()) as { id: string; password: string }[];
    for (const row of clear) {
      await rows
        .updateTable(table)
        .set({ password: sealSecret(row.password, secretKey) })
        .where('id', '=', row.id)
        .execute();
      sealed += 1;
    }
  }
  return sealed;
}
