import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { createServer, type RunningServer } from '../../../server/app';
import { isPostgresUrl, loadConfig, type ServerConfig } from '../../../server/config';
import { hashPassword, type ScryptCost } from '../../../server/security/passwords';
import { hashToken } from '../../../server/security/tokens';
import { DEMO_ACCOUNTS, demoAccount } from './accounts';
import { ApiClient } from './apiClient';

/**
 * Each test file runs its own server on its own fresh database: a temp SQLite file, or — when the
 * environment's DATABASE_URL is PostgreSQL (scripts/with-postgres.sh) — a database created for the file,
 * so files run in parallel.
 */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * The data folder (stored files) of a test database: beside the SQLite file, or a temp folder named after
 * the PostgreSQL database, so servers started on the same database share it.
 */
export function dataDirFor(databaseUrl: string): string {
  if (!isPostgresUrl(databaseUrl)) return path.dirname(databaseUrl);
  return path.join(os.tmpdir(), `dc-api-files-${new URL(databaseUrl).pathname.replace(/\W/g, '')}`);
}

/** An empty database of the engine DATABASE_URL names (the template's, or one for a test that wants none). */
export async function createFreshDatabase(template?: string): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (base && isPostgresUrl(base)) {
    const name = `dc_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const templateName = template ? new URL(template).pathname.slice(1) : undefined;
    await admin.query(`CREATE DATABASE ${name}${templateName ? ` TEMPLATE ${templateName}` : ''}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    if (template) fs.cpSync(dataDirFor(template), dataDirFor(url.toString()), { recursive: true });
    return {
      url: url.toString(),
      drop: async () => {
        fs.rmSync(dataDirFor(url.toString()), { recursive: true, force: true });
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-api-'));
  if (template) fs.cpSync(path.dirname(template), dir, { recursive: true });
  return {
    url: path.join(dir, 'console.db'),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A test file's own database, copied from the run's seeded template (./templateDatabase.ts): the server
 * starting on it finds every migration and seed step done.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return createFreshDatabase(inject('apiTemplateUrl'));
}

export function testConfig(databaseUrl: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return loadConfig(
    {},
    {
      host: '127.0.0.1',
      port: 0,
      wsPort: 0,
      httpsPort: 0,
      databaseUrl,
      logLevel: 'silent',
      dataDir: dataDirFor(databaseUrl),
      staticDir: path.join(os.tmpdir(), 'dc-no-console-here'),
      // Every test signs in from 127.0.0.1; tests/api/signInRateLimit.test.ts sets its own low limit.
      signInPerMinute: 100_000,
      appRequestsPerMinute: 100_000,
      ...overrides,
    },
  );
}

export interface TestServer {
  server: RunningServer;
  client: ApiClient;
  /**
   * Signs in (encrypted, like the console) and answers a token of its own: for tests that end, expire or
   * otherwise spend a session, or that check sign-in itself. Each call is a real scrypt-checked sign-in.
   */
  login(username: string, password?: string): Promise<string>;
  /**
   * The file's shared token of a demo account: one sign-in per account per server, reused by every test
   * that only needs to get past the token check. A shared token that has been ended or has gone idle is
   * replaced by a new sign-in, so no test depends on which tests ran before it.
   */
  sharedToken(username: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Test-only scrypt cost for the demo accounts: 1/16 of the production N, about 2 ms a hash instead of 40.
 * Sign-in still runs the production code (the cost is read from the stored hash); tests/api/seed.test.ts
 * checks the seed's own hashes, at the production cost, and signs in with them.
 */
const DEMO_PASSWORD_TEST_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

/** Re-stores each demo account's password (the README one) at the test cost. */
async function cheapenDemoPasswords(server: RunningServer): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await server.db
      .updateTable('accounts')
      .set({ password_hash: await hashPassword(account.password, DEMO_PASSWORD_TEST_COST) })
      .where('username', '=', account.username)
      .execute();
  }
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const server = await createServer(testConfig(database.url, overrides));
  await cheapenDemoPasswords(server);
  const client = new ApiClient(server.url, server.config);
  const login = async (username: string, password?: string) => {
    const result = await client.call('POST', '/login/auth', {
      body: { username, password: password ?? demoAccount(username).password },
      encrypt: true,
    });
    expect(result.envelope.code, `login of ${username}: ${result.envelope.message}`).toBe('0000');
    return (result.data as { token: string }).token;
  };
  const shared = new Map<string, Promise<string>>();
  /** Whether the server still holds the token and it has not gone idle (read from the sessions table). */
  const stillActive = async (token: string) => {
    const idleMs = server.config.sessionIdleMinutes * 60_000;
    const row = await server.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    // A minute of margin, so a token cannot go idle between this check and the request.
    return row !== undefined && Date.now() - row.last_seen_at < idleMs - 60_000;
  };
  return {
    server,
    client,
    login,
    sharedToken: async (username) => {
      const pending = shared.get(username);
      if (pending) {
        const token = await pending.catch(() => undefined);
        if (token !== undefined && (await stillActive(token))) return token;
      }
      const next = login(username);
      shared.set(username, next);
      return next;
    },
    stop: async () => {
      await server.close();
      await database.drop();
    },
  };
}
