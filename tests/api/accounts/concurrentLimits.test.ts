import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devLicencePrivateKey } from '../../../server/licence/licenceKeys';
import { dayOf, signLicence } from '../../../server/licence/licenceSigning';
import type { Agency } from '../../../src/contract/accounts';
import { signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { ADMIN_PASSWORD, createEnterprise, freshPrefix } from './platform';

/*
 * A limit is checked and taken in one serialised transaction (docs/security.md): twenty adds sent at once at
 * a limit leave it exactly full, whether the limit is the enterprise's own, the agency's quota or the
 * platform licence, on either engine.
 */

const DAY = 86_400_000;
const PARALLEL = 20;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

async function count(table: 'extensions' | 'enterprises' | 'members', where?: [string, string]) {
  let query = t.server.db.selectFrom(table).select(sql<number>`count(*)`.as('n'));
  if (where) query = query.where(where[0] as 'enterprise_id', '=', where[1]);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Sends `PARALLEL` calls at once; answers how many succeeded, and fails on any answer but success or refusal. */
async function allAtOnce(send: (index: number) => Promise<{ status: number; envelope: { code: string } }>) {
  const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, index) => send(index)));
  for (const answer of answers) expect(['0000', '-1']).toContain(answer.envelope.code);
  return answers.filter((answer) => answer.envelope.code === '0000').length;
}

async function installLicence(overrides: { maxEnterprises: number; maxExtensions: number }) {
  const admin = await signIn(t, 'admin');
  const licence = signLicence(
    {
      licensee: 'Concurrency Ltd',
      issued: dayOf(Date.now() - DAY),
      expires: dayOf(Date.now() + 400 * DAY),
      maxConcurrentCalls: 300,
      video: true,
      recording: true,
      ...overrides,
    },
    devLicencePrivateKey(),
  );
  const answer = await admin.upload('/license/upload', {
    name: 'platform.lic',
    type: 'application/json',
    content: JSON.stringify(licence),
  });
  expect(answer.envelope.code, answer.envelope.message).toBe('0000');
}

describe('limits hold under concurrent adds', () => {
  it("an enterprise's extension and member limits: 20 parallel adds leave them exactly full", async () => {
    const created = await createEnterprise(t, { maxExtensions: 5, maxMembers: 3 });
    const token = await t.login(created.adminUsername, ADMIN_PASSWORD);
    const call = (path: string, body: unknown) => t.client.call('POST', path, { body, token, lang: 'en_US' });
    const extensions = await allAtOnce((index) =>
      call('/extension/add', { number: `${created.prefix}${String(100 + index)}` }),
    );
    expect(extensions).toBe(5);
    expect(await count('extensions', ['enterprise_id', created.id])).toBe(5);
    const members = await allAtOnce((index) =>
      call('/localuser/add', { account: `race${index}-${created.prefix}`, name: `Racer ${index}` }),
    );
    expect(members).toBe(3);
    expect(await count('members', ['enterprise_id', created.id])).toBe(3);
  });

  it("an agency's enterprise quota: 20 parallel adds by the agency create exactly its quota", async () => {
    const admin = await signIn(t, 'admin');
    const agency = await admin.ok<Agency>('/agency/add', {
      name: 'Racing Agency',
      enterpriseQuota: 4,
      extensionQuota: 10_000,
      username: 'racing-agency',
      password: ADMIN_PASSWORD,
    });
    const token = await t.login('racing-agency', ADMIN_PASSWORD);
    const created = await allAtOnce(() => {
      const prefix = freshPrefix();
      return t.client.call('POST', '/enterprise/add', {
        body: {
          name: `Race ${prefix}`,
          prefix,
          maxExtensions: 10,
          adminUsername: `race-${prefix}`,
          adminPassword: ADMIN_PASSWORD,
        },
        token,
        lang: 'en_US',
      });
    });
    expect(created).toBe(4);
    const rows = await t.server.db
      .selectFrom('enterprises')
      .select('id')
      .where('agency_id', '=', agency.id)
      .execute();
    expect(rows).toHaveLength(4);
  });

  it('the platform licence: 20 parallel extension adds and 20 enterprise adds stop exactly at its terms', async () => {
    const enterprise = await createEnterprise(t, { maxExtensions: 1000 });
    const extensionsBefore = await count('extensions');
    const enterprisesBefore = await count('enterprises');
    await installLicence({ maxEnterprises: enterprisesBefore + 3, maxExtensions: extensionsBefore + 6 });
    const token = await t.login(enterprise.adminUsername, ADMIN_PASSWORD);
    const extensions = await allAtOnce((index) =>
      t.client.call('POST', '/extension/add', {
        body: { number: `${enterprise.prefix}${String(200 + index)}` },
        token,
        lang: 'en_US',
      }),
    );
    expect(extensions).toBe(6);
    expect(await count('extensions')).toBe(extensionsBefore + 6);
    const admin = await signIn(t, 'admin');
    const enterprises = await allAtOnce(() => {
      const prefix = freshPrefix();
      return admin.call('/enterprise/add', {
        name: `Licensed ${prefix}`,
        prefix,
        adminUsername: `lic-${prefix}`,
        adminPassword: ADMIN_PASSWORD,
      });
    });
    expect(enterprises).toBe(3);
    expect(await count('enterprises')).toBe(enterprisesBefore + 3);
  });
});
