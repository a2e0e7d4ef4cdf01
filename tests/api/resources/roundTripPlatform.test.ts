import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import { type ResourceSession, signIn, startResourceServer } from './resourceClient';
import {
  exported,
  importFile,
  type RoundTripScreen,
  roundTripEachScreen,
  tableFile,
  total,
} from './roundTrip';

/*
 * docs/behaviour.md "Import and export": the platform's screens (enterprises, device licences, the switch
 * configuration) import back what they export, CSV and XLSX: read-only columns (agency, created time,
 * enterprise name) are skipped, existing rows are updated when asked and reported row by row otherwise; an
 * enterprise's administrator password, which no export carries, is asked for only of rows that create.
 */

let t: TestServer;
let admin: ResourceSession;
beforeAll(async () => {
  t = await startResourceServer();
  admin = await signIn(t, 'admin');
});
afterAll(async () => t?.stop());

const SCREENS: readonly RoundTripScreen[] = [
  { route: 'enterprise', labels: 'resources.enterprise.fields', edit: 'contact' },
  { route: 'device-license', labels: 'resources.deviceLicence.fields', edit: 'description' },
  { route: 'var', labels: 'resources.generalVar.fields', edit: 'description' },
  { route: 'sipProfile', labels: 'resources.sipProfile.fields', edit: 'description' },
  { route: 'gateway', labels: 'resources.gateway.fields', edit: 'description' },
  { route: 'mediasvr', labels: 'resources.mediaServer.fields', edit: 'description' },
  { route: 'node-remote', labels: 'resources.remoteNode.fields', edit: 'description' },
  { route: 'dialplan', labels: 'resources.dialplan.fields', edit: 'description' },
];

describe('platform screens: an export imports back', () => {
  roundTripEachScreen(() => admin, SCREENS);

  it('an exported enterprise row made new needs the administrator password; with it, it is created', async () => {
    const screen = SCREENS[0]!;
    const count = await total(admin, screen);
    const { rows } = await exported(admin, screen, 'csv');
    const header = rows[0]!;
    const column = (field: string) => header.indexOf(message('en', `resources.enterprise.fields.${field}`));
    const fresh = [...rows[1]!];
    fresh[column('name')] = 'Round Trip Ltd';
    fresh[column('prefix')] = '97531';
    fresh[column('adminUsername')] = 'roundtrip.admin';
    const withoutPassword = await importFile(
      admin,
      screen,
      await tableFile([header, fresh], 'csv'),
      'csv',
      true,
    );
    const password = message('en', 'resources.enterprise.fields.adminPassword');
    expect(withoutPassword.envelope.data).toEqual({
      errors: [
        {
          row: 2,
          field: password,
          value: '',
          reason: message('en', 'validation.fieldRequired', { field: password }),
        },
      ],
    });
    expect(await total(admin, screen)).toBe(count);

    const withPassword = await importFile(
      admin,
      screen,
      await tableFile(
        [
          [...header, password],
          [...rows[1]!, ''],
          [...fresh, 'Round@Trip2024'],
        ],
        'csv',
      ),
      'csv',
      true,
    );
    expect(withPassword.envelope.message).toBe('');
    expect(withPassword.envelope.data).toEqual({ imported: 2, updated: 1 });
    expect(await total(admin, screen)).toBe(count + 1);
  });
});
