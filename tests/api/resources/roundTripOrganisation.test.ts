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
 * docs/behaviour.md "Import and export": an enterprise's screens import back what they export, CSV and XLSX,
 * in either language: read-only columns (bound member, created time) are skipped, existing rows are updated
 * when asked and reported row by row otherwise, and nothing changes on any bad row.
 */

let t: TestServer;
let acme: ResourceSession;
beforeAll(async () => {
  t = await startResourceServer();
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

const SCREENS: readonly RoundTripScreen[] = [
  { route: 'dept', labels: 'resources.dept.fields', edit: 'description' },
  { route: 'localuser', labels: 'resources.member.fields', edit: 'name' },
  { route: 'extension', labels: 'resources.extension.fields', edit: 'displayName' },
  { route: 'callgroup', labels: 'resources.callGroup.fields', edit: 'description' },
];

describe('organisation screens: an export imports back', () => {
  roundTripEachScreen(() => acme, SCREENS);

  it('one bad row among existing and new ones: nothing is created or updated, the rows in error are counted', async () => {
    const screen = SCREENS[2]!;
    const count = await total(acme, screen);
    const { rows } = await exported(acme, screen, 'csv');
    const header = rows[0]!;
    const number = header.indexOf(message('en', 'resources.extension.fields.number'));
    const name = header.indexOf(message('en', 'resources.extension.fields.displayName'));
    const fresh = rows[1]!.map(() => '');
    fresh[number] = 'not-a-number';
    fresh[name] = 'Broken';
    const edited = [header, [...rows[1]!], fresh];
    edited[1]![name] = 'Changed but refused';
    const result = await importFile(acme, screen, await tableFile(edited, 'csv'), 'csv', true);
    expect(result.envelope.code).toBe('-1');
    const errors = (result.envelope.data as { errors: { row: number }[] }).errors;
    expect(new Set(errors.map((error) => error.row))).toEqual(new Set([3]));
    expect(result.envelope.message).toBe(
      message('en', 'resources.importRefused', { rows: 1, errors: errors.length }),
    );
    expect(await total(acme, screen)).toBe(count);
    expect((await exported(acme, screen, 'csv')).rows).toEqual(rows);
  });

  it('a row that exists among new ones, without update: only that row is reported, nothing is created', async () => {
    const screen = SCREENS[1]!;
    const count = await total(acme, screen);
    const { rows } = await exported(acme, screen, 'csv');
    const header = rows[0]!;
    const account = header.indexOf(message('en', 'resources.member.fields.account'));
    const fresh = [...rows[1]!];
    fresh[account] = 'roundtrip.new';
    // The extension column is unique: a new member cannot take the one the first member has.
    const extension = header.indexOf(message('en', 'resources.member.fields.extensionId'));
    if (extension >= 0) fresh[extension] = '';
    const result = await importFile(
      acme,
      screen,
      await tableFile([header, rows[1]!, fresh], 'csv'),
      'csv',
      false,
    );
    expect(result.envelope.code).toBe('-1');
    expect((result.envelope.data as { errors: unknown[] }).errors).toEqual([
      {
        row: 2,
        field: message('en', 'resources.member.fields.account'),
        value: rows[1]![account],
        reason: message('en', 'resources.importRowExists', {
          value: rows[1]![account]!,
          field: message('en', 'resources.member.fields.account'),
        }),
      },
    ]);
    expect(await total(acme, screen)).toBe(count);

    const created = await importFile(
      acme,
      screen,
      await tableFile([header, rows[1]!, fresh], 'csv'),
      'csv',
      true,
    );
    expect(created.envelope.data).toEqual({ imported: 2, updated: 1 });
    expect(await total(acme, screen)).toBe(count + 1);
  });
});
