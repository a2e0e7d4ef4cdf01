import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devLicencePrivateKey } from '../../../server/licence/licenceKeys';
import { dayOf, signLicence } from '../../../server/licence/licenceSigning';
import type { LicenceStatus } from '../../../src/contract/accounts/licence';
import type { DeviceLicence } from '../../../src/contract/resources/deviceLicence';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * `<device-license-list>`: devices licensed to enterprises by ADMIN (a platform resource through
 * the generic family). Validation (serial, IMEI check digit, the enterprise's prefix), uniqueness, enabling,
 * all-or-nothing import, the licence's device count, and nobody else may touch them.
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

const page = (filters: Record<string, unknown> = {}) =>
  admin.ok<Page<DeviceLicence>>('/device-license/page', { pageSize: 100, ...filters });
const label = (field: string) => message('en', `resources.deviceLicence.fields.${field}`);

describe('device licences', () => {
  it('the seed licenses two devices per enterprise, each named with its enterprise', async () => {
    const acmeDevices = await page({ enterprisePrefix: '8001' });
    expect(acmeDevices.total).toBe(2);
    expect(acmeDevices.records.map((row) => row.enterpriseName)).toEqual([
      'Acme Logistics',
      'Acme Logistics',
    ]);
    expect((await admin.ok<LicenceStatus>('/license/get')).usage.devices).toBeGreaterThanOrEqual(6);
  });

  it('only the platform administrator reads or writes them', async () => {
    expect((await acme.call('/device-license/page', {})).status).toBe(403);
    expect(
      (await acme.call('/device-license/add', { serial: 'ACME-0001', enterprisePrefix: '8001' })).status,
    ).toBe(403);
  });

  it('validates the serial, the IMEI check digit and the enterprise, and keeps serials and IMEIs unique', async () => {
    const badImei = await admin.refused('/device-license/add', {
      serial: 'DC-TEST-0001',
      imei: '490154203237519',
      enterprisePrefix: '8001',
    });
    expect(badImei.message).toContain(message('en', 'validation.imeiInvalid', { field: label('imei') }));
    const badSerial = await admin.refused('/device-license/add', { serial: 'a b', enterprisePrefix: '8001' });
    expect(badSerial.message).toContain(message('en', 'validation.deviceSerial', { field: label('serial') }));
    const noEnterprise = await admin.refused('/device-license/add', {
      serial: 'DC-TEST-0001',
      enterprisePrefix: '99999',
    });
    expect(noEnterprise.message).toBe(
      message('en', 'resources.deviceLicence.noEnterprise', { value: '99999' }),
    );

    const added = await admin.ok<DeviceLicence>('/device-license/add', {
      serial: 'DC-TEST-0001',
      imei: '490154203237518',
      enterprisePrefix: '8002',
      model: 'T10',
    });
    expect(added).toMatchObject({
      enabled: true,
      enterpriseName: 'Globex Security',
      imei: '490154203237518',
    });
    const twice = await admin.refused('/device-license/add', {
      serial: 'DC-TEST-0001',
      enterprisePrefix: '8001',
    });
    expect(twice.message).toBe(
      message('en', 'resources.deviceLicence.serialTaken', { value: 'DC-TEST-0001' }),
    );
    const sameImei = await admin.refused('/device-license/add', {
      serial: 'DC-TEST-0002',
      imei: '490154203237518',
      enterprisePrefix: '8001',
    });
    expect(sameImei.message).toBe(
      message('en', 'resources.deviceLicence.imeiTaken', { value: '490154203237518' }),
    );

    const disabled = await admin.ok<DeviceLicence>('/device-license/update', {
      id: added.id,
      enabled: false,
    });
    expect(disabled.enabled).toBe(false);
    expect((await page({ enabled: false })).records.map((row) => row.serial)).toContain('DC-TEST-0001');
  });

  it('imports all rows or none, listing each bad row', async () => {
    const template = await admin.download('/device-license/template', { format: 'csv' });
    const header = template.content
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0]!;
    const before = (await page()).total;
    const csv = (rows: string[]) => [header, ...rows].join('\n');
    const bad = await admin.upload('/device-license/import', {
      name: 'devices.csv',
      type: 'text/csv',
      content: csv([
        'DC-IMP-0001,,8001,T10,true,',
        'DC-IMP-0002,123456789012345,8001,T10,true,',
        'DC-IMP-0003,,77777,P5,true,',
      ]),
    });
    expect(bad.envelope.code).toBe('-1');
    const { errors } = bad.envelope.data as { errors: { row: number; field: string; value: string }[] };
    expect(errors.map((error) => [error.row, error.field, error.value])).toEqual([
      [3, label('imei'), '123456789012345'],
      [4, label('enterprisePrefix'), '77777'],
    ]);
    expect((await page()).total).toBe(before);

    const good = await admin.upload('/device-license/import', {
      name: 'devices.csv',
      type: 'text/csv',
      content: csv(['DC-IMP-0001,,8001,T10,true,', 'DC-IMP-0002,352099000000014,8003,P5,false,']),
    });
    expect(good.envelope.message).toBe('');
    expect((await page()).total).toBe(before + 2);
    const exported = await admin.download('/device-license/export', {
      format: 'csv',
      enterprisePrefix: '8003',
    });
    expect(exported.content.toString('utf8')).toContain('DC-IMP-0002');
  });

  it("stops at the licence's device count, naming it", async () => {
    const used = (await admin.ok<LicenceStatus>('/license/get')).usage.devices;
    const licence = signLicence(
      {
        licensee: 'Device Count Ltd',
        issued: dayOf(Date.now() - DAY),
        expires: dayOf(Date.now() + 100 * DAY),
        maxEnterprises: 50,
        maxExtensions: 20_000,
        maxConcurrentCalls: 300,
        maxDevices: used,
        video: true,
        recording: true,
      },
      devLicencePrivateKey(),
    );
    const installed = await admin.upload('/license/upload', {
      name: 'platform.lic',
      type: 'application/json',
      content: JSON.stringify(licence),
    });
    expect(installed.envelope.message).toBe('');
    const refused = await admin.refused('/device-license/add', {
      serial: 'DC-OVER-0001',
      enterprisePrefix: '8001',
    });
    expect(refused.message).toBe(
      message('en', 'api.licence.limitReached', {
        limit: message('en', 'licences.terms.maxDevices'),
        max: used,
        count: used,
      }),
    );
  });
});
