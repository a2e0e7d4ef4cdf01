import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { FILE_CONTENT_TYPES, type FileAnswer, type FileFormat } from '../../src/contract/resources/files';
import { ArchiveRefused, checkZipBudget } from '../archives/zipBudget';
import { ApiError } from '../http/errors';
import { CsvSyntaxError, formatCsvText, parseCsv } from './csv';
import { xlsxStream } from './xlsxStream';

/*
 * Table files: the one place that knows CSV from XLSX (docs/protocol.md: imports, exports and templates in
 * both). Imports read either into the same records, so validation, row errors and the transaction stay
 * shared; exports and templates write a header and batches of text cells, streamed, in either format.
 */

type Rows = readonly (readonly string[])[];

/** One row of an uploaded table: its number as the user sees it (the header is usually 1), its cells. */
export interface TableRecord {
  row: number;
  cells: string[];
}

/** An XLSX workbook is a ZIP archive: "PK\x03\x04" at its start, whatever the file is called. */
function isXlsx(content: Uint8Array): boolean {
  return content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;
}

/**
 * What a workbook may expand to, counted on the bytes it really inflates to (server/archives/zipBudget.ts): the
 * import limits are 20,000 rows, a few MB of sheet XML; a ZIP bomb is far more. exceljs holds the whole
 * workbook in memory several times over, so the budget bounds the server's memory too.
 */
const MAX_XLSX_EXPANDED_BYTES = 64 * 1024 * 1024;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A cell as the text a CSV would have held. Dates come back from exceljs as the sheet's wall-clock time in
 * UTC fields; formulas give their cached result; rich text and hyperlinks their text.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    return time === '00:00:00' ? date : `${date} ${time}`;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  return String(value);
}

async function readXlsx(content: Buffer): Promise<TableRecord[]> {
  try {
    await checkZipBudget(content, MAX_XLSX_EXPANDED_BYTES);
  } catch (error) {
    if (!(error instanceof ArchiveRefused)) throw error;
    if (error.reason === 'unreadable') throw new ApiError(200, 'resources.xlsxUnreadable');
    throw new ApiError(200, 'resources.xlsxTooLarge', { mb: MAX_XLSX_EXPANDED_BYTES / 1024 / 1024 });
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer; a copy of exactly the file's bytes is one.
    await workbook.xlsx.load(new Uint8Array(content).buffer);
  } catch {
    throw new ApiError(200, 'resources.xlsxUnreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: TableRecord[] = [];
  sheet.eachRow((row, rowNumber) => {
    // row.values is 1-based (index 0 is empty) and sparse where cells were never written.
    const values = row.values as ExcelJS.CellValue[];
    const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, index) =>
      cellText(values[index + 1]),
    );
    // Like a blank CSV line: a row with only formatting or empty strings is no row.
    if (cells.some((cell) => cell.trim() !== '')) records.push({ row: rowNumber, cells });
  });
  return records;
}

function readCsv(content: Buffer): TableRecord[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new ApiError(200, 'resources.fileNotUtf8');
  }
  try {
    // CSV rows are numbered as records (a quoted line break does not start a new row).
    return parseCsv(text).map((cells, index) => ({ row: index + 1, cells }));
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new ApiError(200, 'resources.csvUnterminated', { line: error.line });
    throw error;
  }
}

/** The rows of an uploaded CSV or XLSX (its first worksheet) file, told apart by content, not by name. */
export async function readTableFile(content: Buffer): Promise<TableRecord[]> {
  return isXlsx(content) ? readXlsx(content) : readCsv(content);
}

type Batches = AsyncIterable<Rows> | Iterable<Rows>;

/**
 * A CSV file from its header and pieces of CSV text (each whole rows, CRLF-ended), written as they come:
 * for a writer that formats its rows itself (a record export, ./csv.ts csvField).
 */
export function csvTextStream(
  header: readonly string[],
  texts: AsyncIterable<string> | Iterable<string>,
): Readable {
  async function* chunks() {
    // The BOM once, at the start, so spreadsheets read the file as UTF-8.
    yield Buffer.from(`\ufeff${formatCsvText([header])}`, 'utf8');
    for await (const text of texts) if (text) yield Buffer.from(text, 'utf8');
  }
  return Readable.from(chunks());
}

function csvStream(header: readonly string[], batches: Batches): Readable {
  async function* texts() {
    for await (const rows of batches) yield formatCsvText(rows);
  }
  return csvTextStream(header, texts());
}

/**
 * A table file as a stream: the header row, then every batch of rows as it is produced. Cells are text;
 * in XLSX they are written as strings, never formulas, so no cell needs the CSV injection guard.
 */
export function tableFileStream(
  format: FileFormat,
  header: readonly string[],
  batches: Batches,
  sheetName = 'Sheet1',
): Readable {
  return format === 'xlsx' ? xlsxStream(header, batches, sheetName) : csvStream(header, batches);
}

/** A whole table file (export or template) as the answer of an `answer: 'file'` endpoint. */
export async function tableFileAnswer(
  format: FileFormat,
  basename: string,
  header: readonly string[],
  rows: Rows,
): Promise<FileAnswer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tableFileStream(format, header, [rows], basename))
    chunks.push(Buffer.from(chunk as Uint8Array));
  return {
    filename: `${basename}.${format}`,
    contentType: FILE_CONTENT_TYPES[format],
    content: new Uint8Array(Buffer.concat(chunks)),
  };
}
