import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { md5 } from '../support/apiClient';
import { multipart } from '../support/multipart';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Calls of the resource tests, as a signed-in demo account: `ok` expects success and answers `data`,
 * `refused` expects a -1 and answers the message, `upload` sends multipart like a browser would.
 */
export interface ResourceSession {
  token: string;
  call(path: string, body?: unknown, lang?: string): ReturnType<TestServer['client']['call']>;
  ok<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T>;
  refused(
    path: string,
    body?: unknown,
    lang?: string,
  ): Promise<{ status: number; message: string; data: unknown }>;
  /** A file answer (`/export`, `/template`) as bytes, with its status and headers. */
  download(
    path: string,
    body?: unknown,
    lang?: string,
  ): Promise<{ status: number; headers: Headers; content: Buffer }>;
  upload(
    path: string,
    file: { name: string; type: string; content: Buffer | string } | null,
    fields?: Record<string, string>,
    lang?: string,
  ): Promise<{ status: number; envelope: { code: string; data: unknown; message: string } }>;
}

export async function signIn(t: TestServer, username: string): Promise<ResourceSession> {
  const token = await t.login(username);
  const call = (path: string, body: unknown = {}, lang = 'en_US') =>
    t.client.call('POST', path, { body, token, lang });
  return {
    token,
    call,
    ok: async <T>(path: string, body: unknown = {}) => {
      const result = await call(path, body);
      expect(result.envelope.message, `${path}: ${result.envelope.message}`).toBe('');
      expect(result.envelope.code, path).toBe('0000');
      return result.data as T;
    },
    refused: async (path: string, body: unknown = {}, lang = 'en_US') => {
      const result = await call(path, body, lang);
      expect(result.envelope.code, `${path} should be refused`).toBe('-1');
      return { status: result.status, message: result.envelope.message, data: result.envelope.data };
    },
    download: async (path, body = {}, lang = 'en_US') => {
      const rawBody = JSON.stringify(body);
      const timestamp = String(Date.now());
      const response = await fetch(`${t.client.baseUrl}/api${path}`, {
        method: 'POST',
        body: rawBody,
        headers: {
          'Content-Type': 'application/json;charset=UTF-8',
          Timestamp: timestamp,
          Sign: md5(`${timestamp}${t.client.secrets.signSecret}${rawBody}${token}`),
          Authorization: token,
          lang,
        },
      });
      return {
        status: response.status,
        headers: response.headers,
        content: Buffer.from(await response.arrayBuffer()),
      };
    },
    upload: (path, file, fields = {}, lang = 'en_US') => multipart(t, token, path, file, fields, lang),
  };
}

export interface Page<Row> {
  records: Row[];
  total: number;
}

export async function startResourceServer() {
  return startTestServer();
}

/** A server with acme signed in: the enterprise most resource tests act as. */
export async function startAcmeServer(): Promise<{ t: TestServer; acme: ResourceSession }> {
  const t = await startResourceServer();
  return { t, acme: await signIn(t, 'acme') };
}

/** Parses a CSV answer the simple way (the exports here have no embedded line breaks). */
export function csvLines(text: string): string[][] {
  return text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

/** A CSV file body, header first, CRLF line ends. */
export function csv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An XLSX workbook whose first worksheet holds `rows` (header first), as a spreadsheet program saves it. */
export async function xlsx(rows: readonly (readonly (string | number | null)[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of the first worksheet of an XLSX file, every cell as text ('' for an empty one). */
export async function xlsxRows(content: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(content).buffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push(Array.from(values, (value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}
