import { describe, expect, it } from 'vitest';
import { createServer } from '../../server/app';
import { isPostgresUrl } from '../../server/config';
import { DEMO_ACCOUNTS } from './support/accounts';
import { ApiClient } from './support/apiClient';
import { createTestDatabase, testConfig } from './support/testServer';

describe('migrations and seed', () => {
  it('are idempotent: a second start on the same database adds nothing and keeps changes', async () => {
    const database = await createTestDatabase();
    try {
      const first = await createServer(testConfig(database.url));
      // The suite runs on whichever engine DATABASE_URL names (scripts/with-postgres.sh sets PostgreSQL).
      expect(first.engine).toBe(isPostgresUrl(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite');
      const count = async (server: typeof first) => ({
        accounts: (await server.db.selectFrom('accounts').select('username').execute()).length,
        enterprises: (await server.db.selectFrom('enterprises').select('id').execute()).length,
        permits: (await server.db.selectFrom('account_permits').select('permit_value').execute()).length,
        settings: (await server.db.selectFrom('settings').select('key').execute()).length,
      });
      const before = await count(first);
      // Three enterprises (the third sold by the demo agency) and its administrator `initech`.
      expect(before).toMatchObject({ accounts: 7, enterprises: 3, permits: 4 });
      await first.db
        .updateTable('settings')
        .set({ value: 'Custom Title' })
        .where('key', '=', 'webTitle')
        .execute();
      await first.close();

      const second = await createServer(testConfig(database.url));
      try {
        expect(await count(second)).toEqual(before);
        const client = new ApiClient(second.url, second.config);
        const info = await client.call('POST', '/sysinfo/get', { lang: 'en_US' });
        expect((info.data as { webTitle: string }).webTitle).toBe('Custom Title');
        // The seed's own hashes, at the production scrypt cost (startTestServer re-stores them cheaper).
        for (const account of DEMO_ACCOUNTS) {
          const stored = await second.db
            .selectFrom('accounts')
            .select('password_hash')
            .where('username', '=', account.username)
            .executeTakeFirstOrThrow();
          expect(stored.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
          const login = await client.call('POST', '/login/auth', {
            body: { username: account.username, password: account.password },
            encrypt: true,
          });
          expect(login.envelope.code, account.username).toBe('0000');
        }
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
