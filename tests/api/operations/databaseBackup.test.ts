import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFilePath } from '../../../server/backup/backupCatalog';
import type { DatabaseBackup } from '../../../src/contract/operations';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * `<database-backup-list>` on the engine the suite runs on (SQLite, or PostgreSQL under
 * scripts/with-postgres.sh): a backup taken while the server writes, downloaded byte for byte, restored over
 * later changes with the server serving on; damaged, foreign and other-version backups refused with nothing
 * changed; retention; ADMIN only.
 */

let t: TestServer;
let admin: ResourceSession;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

interface Listing {
  records: DatabaseBackup[];
  engine: 'sqlite' | 'postgres';
  schemaVersion: string;
  policy: { keep: number };
}

const list = () => admin.ok<Listing>('/database-backup/page');
const create = () => admin.ok<DatabaseBackup>('/database-backup/add');
const deptNames = async () =>
  (await t.server.db.selectFrom('departments').select('name').execute()).map((row) => row.name);

describe('database backup', () => {
  it('only ADMIN may list, take or restore backups', async () => {
    for (const path of ['/database-backup/page', '/database-backup/add']) {
      const refused = await acme.call(path);
      expect(refused.status).toBe(403);
    }
    expect((await t.client.call('POST', '/database-backup/page', { body: {} })).status).toBe(401);
  });

  it('a backup taken while the server writes holds a consistent copy; its download is the same bytes', async () => {
    const writes = Array.from({ length: 15 }, (_, index) =>
      acme.ok('/dept/add', { name: `During backup ${index}` }),
    );
    const [backup] = await Promise.all([create(), ...writes]);
    expect(backup).toMatchObject({ engine: t.server.engine, createdBy: 'admin' });
    expect(backup!.sizeBytes).toBeGreaterThan(0);
    const file = backupFilePath(t.server.config.dataDir, backup!);
    const stored = fs.readFileSync(file);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(backup!.sha256);
    const listing = await list();
    expect(listing.records[0]!.id).toBe(backup!.id);
    expect(listing.records[0]!.schemaVersion).toBe(listing.schemaVersion);

    const ticket = await admin.ok<{ url: string }>('/database-backup/downloadUrl', { id: backup!.id });
    const response = await fetch(`${t.server.url}${ticket.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(backup!.fileName);
    expect(Buffer.from(await response.arrayBuffer()).equals(stored)).toBe(true);
    const tampered = ticket.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await fetch(`${t.server.url}${tampered}`)).status).toBe(403);
  });

  it('a download URL works while the session that asked for it lives, and answers 403 once it signs out', async () => {
    const backup = (await list()).records[0]!;
    const session = await signIn(t, 'admin');
    const ticket = await session.ok<{ url: string }>('/database-backup/downloadUrl', { id: backup.id });
    const part = await fetch(`${t.server.url}${ticket.url}`, { headers: { range: 'bytes=0-15' } });
    await part.arrayBuffer();
    expect(part.status).toBe(206);
    await session.ok('/login/logout');
    const refused = await fetch(`${t.server.url}${ticket.url}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: '-1',
      data: null,
      message: message('zh_CN', 'api.mediaUrlRefused'),
    });
  });

  it('a restore brings back the backed-up rows, drops later ones, ends every other session, and the server keeps serving', async () => {
    await acme.ok('/dept/add', { name: 'Kept by the backup' });
    // A session live when the backup is taken and signed out after it must not come back with the restore.
    const signedOut = await t.login('globex');
    const backup = await create();
    await acme.ok('/dept/add', { name: 'Written after the backup' });
    expect(await deptNames()).toContain('Written after the backup');
    await t.client.call('POST', '/login/logout', { token: signedOut });
    expect((await t.client.call('GET', '/getUserInfo', { token: signedOut })).status).toBe(401);

    const result = await admin.ok<{ schemaVersion: string; sessionsEnded: number }>(
      '/database-backup/restore',
      { id: backup.id },
    );
    expect(result.schemaVersion).toBe(backup.schemaVersion);
    expect(result.sessionsEnded).toBeGreaterThanOrEqual(1);
    const names = await deptNames();
    expect(names).toContain('Kept by the backup');
    expect(names).not.toContain('Written after the backup');
    // The administrator who restored stays signed in; every other session ended, the signed-out one included.
    await admin.ok('/database-backup/page');
    expect((await t.client.call('GET', '/getUserInfo', { token: signedOut })).status).toBe(401);
    expect((await acme.call('/dept/page', { pageNum: 1, pageSize: 10 })).status).toBe(401);
    acme = await signIn(t, 'acme');
    await acme.ok('/dept/add', { name: 'Written after the restore' });
    expect(await deptNames()).toContain('Written after the restore');
    const [line] = await t.server.db
      .selectFrom('operation_log')
      .select(['action', 'result'])
      .where('action', '=', 'database-backup:restore')
      .execute();
    expect(line).toEqual({ action: 'database-backup:restore', result: 'success' });
  });

  it('a damaged file is refused by its checksum and nothing changes', async () => {
    const backup = await create();
    await acme.ok('/dept/add', { name: 'Survives a refused restore' });
    const file = backupFilePath(t.server.config.dataDir, backup);
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(file, bytes);
    const refused = await admin.refused('/database-backup/restore', { id: backup.id });
    expect(refused.message).toBe(message('en', 'api.backup.checksum'));
    expect(await deptNames()).toContain('Survives a refused restore');
  });

  it("another engine's backup and another schema version are refused with the reason", async () => {
    const backup = await create();
    const other: DatabaseBackup['engine'] = t.server.engine === 'sqlite' ? 'postgres' : 'sqlite';
    const folder = path.dirname(backupFilePath(t.server.config.dataDir, backup));
    const foreign = { ...backup, id: 'b20000102-000000-foreig', engine: other };
    fs.writeFileSync(path.join(folder, `${foreign.id}.json`), JSON.stringify(foreign));
    fs.copyFileSync(
      backupFilePath(t.server.config.dataDir, backup),
      backupFilePath(t.server.config.dataDir, foreign),
    );
    const refusedEngine = await admin.refused('/database-backup/restore', { id: foreign.id });
    expect(refusedEngine.message).toBe(
      message('en', 'api.backup.otherEngine', { backupEngine: other, engine: t.server.engine }),
    );

    // The live database moves on to a later schema version: the backup no longer fits it.
    await sql`insert into kysely_migration (name, timestamp) values ('9999_future', '2026-11-24T00:00:00.000Z')`.execute(
      t.server.db,
    );
    try {
      const refusedSchema = await admin.refused('/database-backup/restore', { id: backup.id });
      expect(refusedSchema.message).toBe(
        message('en', 'api.backup.schema', { backupVersion: backup.schemaVersion, current: '9999_future' }),
      );
    } finally {
      await sql`delete from kysely_migration where name = '9999_future'`.execute(t.server.db);
    }
  });

  it('keeps the newest N backups; deletes on request; unknown ids and bad input are refused', async () => {
    await admin.ok('/database-backup/setPolicy', { keep: 2 });
    await create();
    const newest = await create();
    const listing = await list();
    expect(listing.policy.keep).toBe(2);
    expect(listing.records).toHaveLength(2);
    expect(listing.records[0]!.id).toBe(newest.id);
    await admin.ok('/database-backup/delete', { ids: [newest.id] });
    expect((await list()).records.map((backup) => backup.id)).not.toContain(newest.id);
    expect(fs.existsSync(backupFilePath(t.server.config.dataDir, newest))).toBe(false);
    const missing = await admin.refused('/database-backup/delete', { ids: ['b20000101-000000-none00'] });
    expect(missing.message).toBe(message('en', 'api.backup.missing', { id: 'b20000101-000000-none00' }));
    expect((await admin.refused('/database-backup/setPolicy', { keep: 0 })).status).toBe(400);
    expect((await admin.refused('/database-backup/restore', { id: '../../etc/passwd' })).status).toBe(400);
    await admin.ok('/database-backup/setPolicy', { keep: 10 });
  });
});
