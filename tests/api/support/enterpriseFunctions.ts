import type { TestServer } from './testServer';

/**
 * Gives a seeded enterprise more functions than the seed's, for a test about something else (tenant
 * isolation of a screen it lacks): a function switched off answers 403 before any row is looked at.
 */
export async function grantFunctions(t: TestServer, prefix: string, extra: readonly string[]): Promise<void> {
  const row = await t.server.db
    .selectFrom('enterprises')
    .select('functions')
    .where('prefix', '=', prefix)
    .executeTakeFirstOrThrow();
  const current = JSON.parse(String(row.functions ?? '[]')) as string[];
  await t.server.db
    .updateTable('enterprises')
    .set({ functions: JSON.stringify([...new Set([...current, ...extra])]) })
    .where('prefix', '=', prefix)
    .execute();
}
