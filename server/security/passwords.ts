import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters; the stored form carries them, so a hash is verified with the cost it was made at. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** docs/security.md: passwords are stored with scrypt, a random salt per password. */
const PARAMS: ScryptCost = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Stored form: `scrypt$N$r$p$<salt base64>$<key base64>`, so parameters can change later. The server always
 * hashes at the default cost; `cost` is for the API tests only, which re-store the demo accounts' passwords
 * at a lower cost so their thousands of sign-ins stay cheap (tests/api/support/testServer.ts).
 */
export async function hashPassword(password: string, cost: ScryptCost = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(
    password,
    Buffer.from(saltText, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against an account's stored hash, or, when there is no such account, against a dummy hash
 * at the default cost: an unknown name costs the same scrypt work as a known one, so the answer's timing does
 * not tell which names exist (docs/security.md#sign-in-protection). Always false without an account.
 */
export async function verifyPasswordOrDummy(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  dummyHash ??= hashPassword(randomBytes(24).toString('base64'));
  await verifyPassword(password, await dummyHash);
  return false;
}
