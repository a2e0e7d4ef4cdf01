import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devLicencePrivateKey } from '../../../server/licence/licenceKeys';
import { dayOf, signLicence } from '../../../server/licence/licenceSigning';
import { canonicalJson, type LicenceStatus, type LicenceTerms } from '../../../src/contract/accounts/licence';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * `<license-manager>`: the seed's demo licence; a licence file verified before it is installed —
 * valid, forged, tampered, for another key, ended, not a licence — with the installed one kept on refusal;
 * the licence's limits bite where enterprises and extensions are added.
 */

const DAY = 86_400_000;
let t: TestServer;
let admin: ResourceSession;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

function terms(overrides: Partial<LicenceTerms> = {}): LicenceTerms {
  return {
    licensee: 'Test Operator Ltd',
    issued: dayOf(Date.now() - DAY),
    expires: dayOf(Date.now() + 400 * DAY),
    maxEnterprises: 50,
    maxExtensions: 20_000,
    maxConcurrentCalls: 300,
    video: true,
    recording: false,
    ...overrides,
  };
}
const fileOf = (content: unknown) => ({
  name: 'platform.lic',
  type: 'application/json',
  content: typeof content === 'string' ? content : JSON.stringify(content),
});
const upload = (content: unknown) => admin.upload('/license/upload', fileOf(content));

describe('the platform licence', () => {
  it('the seed installs a valid demo licence; only ADMIN sees it', async () => {
    const status = await admin.ok<LicenceStatus>('/license/get');
    expect(status.state).toBe('valid');
    expect(status.terms?.licensee).toBe('Dispatch Console demo');
    expect(status.usage.enterprises).toBeGreaterThanOrEqual(2);
    expect((await acme.call('/license/get')).status).toBe(403);
  });

  it('installs a file signed over exactly its terms; its use is counted against it', async () => {
    const answer = await upload(signLicence(terms(), devLicencePrivateKey()));
    expect(answer.envelope.code, answer.envelope.message).toBe('0000');
    const status = answer.envelope.data as LicenceStatus;
    expect(status).toMatchObject({
      state: 'valid',
      terms: { licensee: 'Test Operator Ltd', maxEnterprises: 50 },
    });
    expect(status.usage.extensions).toBeGreaterThan(0);
    // Reformatted (other key order, white space) it is the same licence.
    const file = signLicence(terms({ licensee: 'Reformatted' }), devLicencePrivateKey());
    const reordered = `{"signature":"${file.signature}","keyId":"${file.keyId}",\n "terms": ${JSON.stringify(Object.fromEntries(Object.entries(file.terms).reverse()), null, 4)}}`;
    expect((await upload(reordered)).envelope.code).toBe('0000');
  });

  it.each([
    [
      'tampered terms',
      () => ({ ...signLicence(terms(), devLicencePrivateKey()), terms: terms({ maxEnterprises: 99_999 }) }),
      'badSignature',
    ],
    [
      'a forged signature',
      () => ({
        ...signLicence(terms(), devLicencePrivateKey()),
        signature: Buffer.alloc(64, 7).toString('base64'),
      }),
      'badSignature',
    ],
    ['another key', () => signLicence(terms(), generateKeyPairSync('ed25519').privateKey), 'wrongKey'],
    [
      'an ended licence',
      () => signLicence(terms({ expires: dayOf(Date.now() - 2 * DAY) }), devLicencePrivateKey()),
      'expired',
    ],
    ['not a licence', () => '{"hello": "world"}', 'unreadable'],
  ])('refuses %s with the reason and keeps the installed licence', async (_name, file, reason) => {
    const before = await admin.ok<LicenceStatus>('/license/get');
    const refused = await upload(file());
    expect(refused.envelope.code).toBe('-1');
    expect(refused.envelope.message).toBe(message('en', `api.licence.${reason}`));
    expect(await admin.ok<LicenceStatus>('/license/get')).toEqual(before);
  });

  it('canonical JSON sorts keys at every level and has no white space', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it('the licence limits bite: extensions past it, enterprises past it, each refused naming the term', async () => {
    const used = (await admin.ok<LicenceStatus>('/license/get')).usage;
    expect(
      (
        await upload(
          signLicence(
            terms({ maxExtensions: used.extensions, maxEnterprises: used.enterprises }),
            devLicencePrivateKey(),
          ),
        )
      ).envelope.code,
    ).toBe('0000');
    const extension = await acme.refused('/extension/add', { number: '8001990' });
    expect(extension.message).toContain(
      message('en', 'api.licence.limitReached', {
        limit: message('en', 'licences.terms.maxExtensions'),
        max: used.extensions,
        count: used.extensions,
      }),
    );
    const enterprise = await admin.refused('/enterprise/add', {
      name: 'Licence Test Co',
      prefix: '8099',
      adminUsername: 'licence-test',
      adminPassword: 'Licence@123',
    });
    expect(enterprise.message).toContain(message('en', 'licences.terms.maxEnterprises'));
    await upload(signLicence(terms(), devLicencePrivateKey()));
    await acme.ok('/extension/add', { number: '8001990' });
  });
});
