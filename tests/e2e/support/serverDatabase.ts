import path from 'node:path';
import Database from 'better-sqlite3';

/*
 * The e2e server's ports and data folder (playwright.config.ts starts it with these), and a way into its
 * SQLite file for what no endpoint may do, such as letting a session go idle for half an hour.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 29180);
export const E2E_WS_PORT = Number(process.env.E2E_WS_PORT ?? 29181);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${E2E_PORT}`;
/** Where the sign-in project (accounts.setup.ts) keeps each account's signed-in browser storage. */
export const E2E_ACCOUNTS_DIR = `.tmp/e2e-accounts-${E2E_PORT}`;

/** Moves the last activity of `username`'s sessions begun since `since` back by `idleMs`. */
export function ageSessions(username: string, since: number, idleMs: number): number {
  const database = new Database(path.join(E2E_DATA_DIR, 'console.db'));
  try {
    database.pragma('busy_timeout = 5000');
    const result = database
      .prepare(
        `UPDATE sessions SET last_seen_at = last_seen_at - ?
         WHERE created_at >= ? AND account_id = (SELECT id FROM accounts WHERE username = ?)`,
      )
      .run(idleMs, since, username);
    return result.changes;
  } finally {
    database.close();
  }
}

/**
 * Adds an account of its own to the e2e database, for a test that changes what the shared demo accounts
 * must keep (their password: a change signs out every other session, the run's stored ones too).
 */
export async function createAccount(
  username: string,
  password: string,
  role: 'NORMAL' | 'AGECNY' = 'NORMAL',
) {
  const { hashPassword } = await import('../../../server/security/passwords');
  const hash = await hashPassword(password);
  const database = new Database(path.join(E2E_DATA_DIR, 'console.db'));
  try {
    database.pragma('busy_timeout = 5000');
    const now = Date.now();
    database
      .prepare(
        `INSERT INTO accounts (id, username, password_hash, role, enterprise_id, real_name, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, NULL, ?, 'active', ?, ?)`,
      )
      .run(`e2e-${username}`, username, hash, role, username, now, now);
  } finally {
    database.close();
  }
}
