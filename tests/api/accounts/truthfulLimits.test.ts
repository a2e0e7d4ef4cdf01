import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devLicencePrivateKey } from '../../../server/licence/licenceKeys';
import { dayOf, signLicence } from '../../../server/licence/licenceSigning';
import type { Agency, EnterpriseQuota } from '../../../src/contract/accounts';
import type { LicenceStatus, LicenceTerms } from '../../../src/contract/accounts/licence';
import type { MonitorFigures } from '../../../src/contract/monitor';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { ADMIN_PASSWORD, createEnterprise, freshPrefix } from './platform';

const DAY = 86_400_000;
let t: TestServer;
let admin: ResourceSession;
beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
});
afterAll(async () => t?.stop());

describe('limits shown and defaulted from the truth', () => {
  it('the overview card reads the enterprise’s own member and group limits', async () => {
    const created = await createEnterprise(t, { maxMembers: 100, maxGroups: 20 });
    const token = await t.login(created.adminUsername, ADMIN_PASSWORD);
    const answer = await t.client.call('POST', '/monitor/overview', { token });
    const figures = answer.data as MonitorFigures;
    expect(figures.enterprise?.members).toEqual({ used: 0, limit: 100 });
    expect(figures.enterprise?.groups).toEqual({ used: 0, limit: 20 });
  });

  it('an agency’s new enterprise starts within its remaining extension quota, and its first save is accepted', async () => {
    const agencies = await admin.ok<{ records: Agency[] }>('/agency/page', { pageNum: 1, pageSize: 10 });
    const demo = agencies.records.find((agency) => agency.name === 'Demo Agency')!;
    const agency = await signIn(t, 'agency');
    const before = await agency.ok<EnterpriseQuota>('/enterprise/quota');
    const allotted = before.agency!.extensionsAllotted;
    // 100 extensions left to give: below the contract's default of 500.
    await admin.ok('/agency/update', { id: demo.id, extensionQuota: allotted + 100 });
    const quota = await agency.ok<EnterpriseQuota>('/enterprise/quota');
    expect(quota.agency).toMatchObject({ extensionQuota: allotted + 100, extensionsAllotted: allotted });
    expect(quota.defaults.maxExtensions).toBe(100);
    const prefix = freshPrefix();
    await agency.ok('/enterprise/add', {
      name: `Agency enterprise ${prefix}`,
      prefix,
      adminUsername: `admin-${prefix}`,
      adminPassword: ADMIN_PASSWORD,
      ...quota.defaults,
    });
    // Nothing left: the form still starts at a valid number, and the quota says why a save is refused.
    const spent = await agency.ok<EnterpriseQuota>('/enterprise/quota');
    expect(spent.agency?.extensionsAllotted).toBe(allotted + 100);
    expect(spent.defaults.maxExtensions).toBe(1);
    // The platform administrator has no quota: the contract's defaults.
    expect((await admin.ok<EnterpriseQuota>('/enterprise/quota')).agency).toBeNull();
  });

  it('a licence below current use asks for confirmation naming every term, then reads "over its terms"', async () => {
    const status = await admin.ok<LicenceStatus>('/license/get');
    const small: LicenceTerms = {
      licensee: 'Small Operator',
      issued: dayOf(Date.now() - DAY),
      expires: dayOf(Date.now() + 400 * DAY),
      maxEnterprises: 2,
      maxExtensions: 10,
      maxConcurrentCalls: 10,
      video: true,
      recording: true,
    };
    const file = {
      name: 'small.lic',
      type: 'application/json',
      content: JSON.stringify(signLicence(small, devLicencePrivateKey())),
    };
    const refused = await admin.upload('/license/upload', file);
    expect(refused.envelope.code).toBe('-1');
    const exceeded = [
      { term: 'maxEnterprises', max: 2, used: status.usage.enterprises },
      { term: 'maxExtensions', max: 10, used: status.usage.extensions },
    ];
    expect(refused.envelope.data).toEqual({ exceeded });
    for (const item of exceeded)
      expect(refused.envelope.message).toContain(
        message('en', 'licences.exceededTerm', {
          term: message('en', `licences.terms.${item.term}`),
          used: item.used,
          max: item.max,
        }),
      );
    // Refused: the installed licence is unchanged.
    expect((await admin.ok<LicenceStatus>('/license/get')).terms?.licensee).toBe(status.terms?.licensee);

    const installed = await admin.upload('/license/upload', file, { confirmOverTerms: 'true' });
    expect(installed.envelope.code, installed.envelope.message).toBe('0000');
    const after = await admin.ok<LicenceStatus>('/license/get');
    expect(after.state).toBe('overTerms');
    expect(after.exceeded).toEqual(exceeded);
  });
});
