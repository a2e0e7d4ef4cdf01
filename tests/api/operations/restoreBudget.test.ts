import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../server/app';
import { backupFilePath } from '../../../server/backup/backupCatalog';
import { restoreStagingRoot } from '../../../server/backup/restoreStaging';
import type { DatabaseBackup } from '../../../src/contract/operations';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer, testConfig } from '../support/testServer';

/*
 * A restore unpacks under a byte budget into a staging folder under DATA_DIR (docs/security.md, "Archives"): a
 * backup that inflates past it is refused before it fills the disk and leaves nothing staged, and a crashed
 * restore's leftovers are removed at the next start.
 */

const BUDGET = 32 * 1024 * 1024;
let t: TestServer;
let admin: ResourceSession;
beforeAll(async () => {
  t = await startTestServer({ restoreMaxBytes: BUDGET });
  admin = await signIn(t, 'admin');
});
afterAll(async () => t?.stop());

const staged = () => {
  const root = restoreStagingRoot(t.server.config.dataDir);
  return fs.existsSync(root) ? fs.readdirSync(root) : [];
};

describe('restore staging', () => {
  it('a backup that inflates past the budget is refused, and nothing stays staged', async () => {
    const real = await admin.ok<DatabaseBackup>('/database-backup/add');
    // 96 MB of zeros, gzipped to under 100 kB, as the backup file of this engine with its right checksum.
    const bomb = zlib.gzipSync(Buffer.alloc(96 * 1024 * 1024), { level: 9 });
    const forged: DatabaseBackup = {
      ...real,
      id: 'b20000103-000000-bomb00',
      sha256: createHash('sha256').update(bomb).digest('hex'),
      sizeBytes: bomb.length,
    };
    const file = backupFilePath(t.server.config.dataDir, forged);
    fs.writeFileSync(file, bomb);
    fs.writeFileSync(path.join(path.dirname(file), `${forged.id}.json`), JSON.stringify(forged));
    const refused = await admin.refused('/database-backup/restore', { id: forged.id });
    // SQLite unpacks the gzip itself and stops at the budget; pg_restore refuses a file that is no dump.
    if (t.server.engine === 'sqlite')
      expect(refused.message).toBe(message('en', 'api.backup.tooLarge', { mb: BUDGET / 1024 / 1024 }));
    else expect(refused.message).not.toBe('');
    expect(staged()).toEqual([]);
  });

  it('a real backup that unpacks past the budget is refused on either engine, and the data stays', async () => {
    // A budget of 256 kB: the demo database's backup (SQLite's file, PostgreSQL's SQL script) unpacks past it.
    const small = await startTestServer({ restoreMaxBytes: 256 * 1024 });
    try {
      const smallAdmin = await signIn(small, 'admin');
      const backup = await smallAdmin.ok<DatabaseBackup>('/database-backup/add');
      const before = await small.server.db.selectFrom('accounts').select('id').execute();
      const refused = await smallAdmin.refused('/database-backup/restore', { id: backup.id });
      expect(refused.message).toBe(message('en', 'api.backup.tooLarge', { mb: 0 }));
      const root = restoreStagingRoot(small.server.config.dataDir);
      expect(fs.existsSync(root) ? fs.readdirSync(root) : []).toEqual([]);
      expect(await small.server.db.selectFrom('accounts').select('id').execute()).toEqual(before);
    } finally {
      await small.stop();
    }
  }, 90_000);

  it("a crashed restore's staging is removed at the next start", async () => {
    const leftover = path.join(restoreStagingRoot(t.server.config.dataDir), 'restore-crashed');
    fs.mkdirSync(leftover, { recursive: true });
    fs.writeFileSync(path.join(leftover, 'restore.db'), Buffer.alloc(1024));
    const again = await createServer(testConfig(t.server.config.databaseUrl));
    try {
      expect(fs.existsSync(leftover)).toBe(false);
    } finally {
      await again.close();
    }
  });
});
