import { expect, it } from 'vitest';
import { formatCsvText, parseCsv } from '../../../server/resources/csv';
import { message } from '../support/messages';
import { type ResourceSession, XLSX_TYPE, xlsx, xlsxRows } from './resourceClient';

/*
 * docs/behaviour.md "Import and export": what a screen exports imports back unchanged. The checks one
 * screen's round trip makes, shared by the organisation and platform test files.
 */

export type Format = 'csv' | 'xlsx';
type Lang = 'en_US' | 'zh_CN';

export interface RoundTripScreen {
  /** Route name: `/<route>/export|import|page`. */
  route: string;
  /** i18n prefix of the field labels (`resources.<name>.fields`). */
  labels: string;
  /** A text field every exported row has, not a sort key, that a person may change in the file. */
  edit: string;
}

/** The exported table, header first, every cell as text. */
export async function exported(
  session: ResourceSession,
  screen: RoundTripScreen,
  format: Format,
  lang: Lang = 'en_US',
): Promise<{ content: Buffer; rows: string[][] }> {
  const answer = await session.download(`/${screen.route}/export`, { format }, lang);
  expect(answer.status, `${screen.route} export`).toBe(200);
  const rows = format === 'csv' ? parseCsv(answer.content.toString('utf8')) : await xlsxRows(answer.content);
  return { content: answer.content, rows };
}

/** A table as the file a person saves after editing it. */
export async function tableFile(rows: readonly (readonly string[])[], format: Format): Promise<Buffer> {
  return format === 'csv' ? Buffer.from(`\ufeff${formatCsvText(rows)}`, 'utf8') : xlsx(rows);
}

export function importFile(
  session: ResourceSession,
  screen: RoundTripScreen,
  content: Buffer,
  format: Format,
  updateExisting: boolean | undefined,
) {
  const file = {
    name: `${screen.route}.${format}`,
    type: format === 'csv' ? 'text/csv' : XLSX_TYPE,
    content,
  };
  return session.upload(
    `/${screen.route}/import`,
    file,
    updateExisting === undefined ? {} : { updateExisting: String(updateExisting) },
  );
}

export async function total(session: ResourceSession, screen: RoundTripScreen): Promise<number> {
  return (await session.ok<{ total: number }>(`/${screen.route}/page`, { pageNum: 1, pageSize: 10 })).total;
}

/**
 * Export, then import the very file: with "update existing" every row updates its own and nothing else
 * changes; without it every row is reported as existing and nothing changes; with one cell edited, that
 * row changes.
 */
export async function checkRoundTrip(
  session: ResourceSession,
  screen: RoundTripScreen,
  format: Format,
  lang: Lang = 'en_US',
): Promise<void> {
  const count = await total(session, screen);
  const before = await exported(session, screen, format, lang);
  const dataRows = before.rows.length - 1;
  expect(dataRows, `${screen.route} has rows to export`).toBeGreaterThan(0);
  expect(dataRows).toBe(count);

  const again = await importFile(session, screen, before.content, format, true);
  expect(again.envelope.message, `${screen.route} ${format} re-import`).toBe('');
  expect(again.envelope.data).toEqual({ imported: dataRows, updated: dataRows });
  expect(await total(session, screen)).toBe(count);
  expect((await exported(session, screen, format, lang)).rows).toEqual(before.rows);

  const refused = await importFile(session, screen, before.content, format, false);
  expect(refused.envelope.code).toBe('-1');
  const errors = (refused.envelope.data as { errors: { row: number; reason: string }[] }).errors;
  expect(errors.map((error) => error.row)).toEqual(before.rows.slice(1).map((_, index) => index + 2));
  expect(refused.envelope.message).toBe(
    message('en', 'resources.importRefused', { rows: dataRows, errors: dataRows }),
  );
  expect(await total(session, screen)).toBe(count);

  const column = before.rows[0]!.indexOf(
    message(lang === 'en_US' ? 'en' : 'zh_CN', `${screen.labels}.${screen.edit}`),
  );
  expect(column, `${screen.route} exports ${screen.edit}`).toBeGreaterThanOrEqual(0);
  const edited = before.rows.map((row) => [...row]);
  const changed = `${edited[1]![column]} rt-${format}`.trim().slice(-60);
  edited[1]![column] = changed;
  const update = await importFile(session, screen, await tableFile(edited, format), format, true);
  expect(update.envelope.message, `${screen.route} ${format} edited import`).toBe('');
  expect(await total(session, screen)).toBe(count);
  const after = (await exported(session, screen, format, lang)).rows;
  expect(after[1]![column]).toBe(changed);
  expect(after.slice(2)).toEqual(before.rows.slice(2));
}

/**
 * The two round trips of every screen in `screens`: its CSV export with Chinese headers and its XLSX export
 * with English ones, each re-imported with and without "update existing" and with one edited cell.
 */
export function roundTripEachScreen(
  session: () => ResourceSession,
  screens: readonly RoundTripScreen[],
): void {
  for (const screen of screens) {
    it(`${screen.route}: the CSV export (Chinese headers) re-imports with update, is refused row by row without, takes an edit`, async () => {
      await checkRoundTrip(session(), screen, 'csv', 'zh_CN');
    });
    it(`${screen.route}: the XLSX export (English headers) re-imports with update, is refused row by row without, takes an edit`, async () => {
      await checkRoundTrip(session(), screen, 'xlsx');
    });
  }
}
