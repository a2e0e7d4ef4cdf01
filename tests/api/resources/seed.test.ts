import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../../server/app';
import { createTestDatabase, testConfig } from '../support/testServer';

describe('demo organisations in the seed', () => {
  it('are seeded once: a second start adds nothing, keeps changes and restores a lost demo WAV', async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig(database.url);
      const first = await createServer(config);
      const count = async (server: typeof first) => {
        const rows = async (
          table: 'departments' | 'members' | 'extensions' | 'call_groups' | 'broadcast_files',
        ) => (await server.db.selectFrom(table).select('enterprise_id').execute()).length;
        return {
          departments: await rows('departments'),
          members: await rows('members'),
          extensions: await rows('extensions'),
          callGroups: await rows('call_groups'),
          broadcastFiles: await rows('broadcast_files'),
        };
      };
      // Acme: 7 departments, 40 members, 50 extensions, 3 groups, 1 file; Globex: 3, 10, 12, 1, 0;
      // Initech (the demo agency's): 2, 5, 6, 1, 0.
      const before = await count(first);
      expect(before).toEqual({
        departments: 12,
        members: 55,
        extensions: 68,
        callGroups: 5,
        broadcastFiles: 1,
      });
      const file = await first.db
        .selectFrom('broadcast_files')
        .select('stored_name')
        .executeTakeFirstOrThrow();
      const wav = path.join(config.dataDir, 'files', 'broadcast', file.stored_name);
      expect(fs.readFileSync(wav).subarray(0, 4).toString('latin1')).toBe('RIFF');
      await first.db
        .updateTable('departments')
        .set({ name: 'Renamed HQ' })
        .where('name', '=', 'Headquarters')
        .execute();
      await first.close();
      fs.rmSync(wav);

      const second = await createServer(config);
      try {
        expect(await count(second)).toEqual(before);
        const renamed = await second.db
          .selectFrom('departments')
          .select('name')
          .where('name', '=', 'Renamed HQ')
          .execute();
        expect(renamed).toHaveLength(1);
        expect(fs.existsSync(wav)).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
