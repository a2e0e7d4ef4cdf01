import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';

/*
 * A one-sheet XLSX workbook of text cells, written as it is read (budgets: a 100,000-row export in
 * ≤ 5 s with the server's peak RSS ≤ 300 MB). exceljs's streaming writer builds a Row, its Cells and their
 * models for every row and copies the XML into 64 KB buffers that live until the compressor has read them;
 * at 100,000 rows that garbage outgrew the young generation and held the server at ~100 MB above its
 * resting size, and it took twice the time of the CSV. Here each batch of rows becomes one XML string that
 * goes straight to the ZIP entry, which the next batch waits for. The parts are the minimal SpreadsheetML
 * package (ECMA-376 Part 1 docs/architecture.md#layers2.2) that Excel, LibreOffice and exceljs read: content types, the package
 * and workbook relationships, the workbook, its styles and one worksheet of inline strings.
 */

type Rows = readonly (readonly string[])[];
type Batches = AsyncIterable<Rows> | Iterable<Rows>;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const PACKAGE_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

/** The one cell format every cell uses (index 0): the default font, no fill, no border. */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">\
<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const SHEET_START = `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

/**
 * Characters XML 1.0 cannot hold (C0 controls but tab, line feed, carriage return; U+FFFE, U+FFFF; lone
 * surrogates) are dropped, as exceljs does: one would make the whole sheet unreadable.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding those control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const MARKUP = /[&<>"]/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(MARKUP, (char) => ENTITIES[char]!);
}

/** Column letters of a 0-based index: A … Z, AA … */
function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

/** One row of inline-string cells; empty texts are left out (a reader sees an empty cell). */
function rowXml(number: number, cells: readonly string[], columns: readonly string[]): string {
  let xml = `<row r="${number}">`;
  for (let index = 0; index < cells.length; index++) {
    const text = cells[index]!;
    if (text === '') continue;
    const column = columns[index] ?? columnName(index);
    // Leading or trailing blanks survive only with xml:space="preserve".
    const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
    xml += `<c r="${column}${number}" t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
  }
  return `${xml}</row>`;
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], not blank. */
function sheetNameOf(name: string): string {
  const cleaned = name
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .trim();
  return cleaned || 'Sheet1';
}

/**
 * Sheet XML is handed to the ZIP entry in pieces of about this many characters, waiting while it is behind.
 * Whole batches as one string (~1.5 MB for 2,000 rows) outlived the young generation while deflate read
 * them: the server's peak grew by ~80 MB over a 100,000-row export, against ~10 MB in 64 KB pieces.
 */
const SHEET_CHUNK_CHARS = 64 * 1024;

/** Until `stream` emits `event`, or `output` is closed (a client that went away never drains). */
async function until(stream: PassThrough, event: string, output: PassThrough): Promise<void> {
  if (output.destroyed) return;
  const settled = new AbortController();
  try {
    await Promise.race([
      once(stream, event, { signal: settled.signal }),
      once(output, 'close', { signal: settled.signal }),
    ]);
  } finally {
    settled.abort();
  }
}

/**
 * The workbook as a stream: a header row, then every batch of rows as it is produced. The next batch is
 * asked for only when the sheet entry has taken the last one, which happens only as fast as the ZIP
 * compressor and the reader go, so memory stays about one batch deep however many rows there are. A reader
 * that goes away stops the batches (leaving the loop ends their query).
 */
export function xlsxStream(header: readonly string[], batches: Batches, sheetName: string): Readable {
  const output = new PassThrough();
  // Deflate level 1: the fastest; the sheet's repetitive XML still shrinks ~8×.
  const zip = archiver('zip', { zlib: { level: 1 } });
  zip.on('error', (error) => output.destroy(error));
  zip.pipe(output);
  zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
  zip.append(PACKAGE_RELS, { name: '_rels/.rels' });
  zip.append(
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${xmlText(
      sheetNameOf(sheetName),
    )}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    { name: 'xl/workbook.xml' },
  );
  zip.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
  zip.append(STYLES, { name: 'xl/styles.xml' });
  const sheet = new PassThrough();
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });

  const write = async () => {
    const columns = header.map((_, index) => columnName(index));
    let number = 1;
    sheet.write(SHEET_START + rowXml(number, header, columns));
    for await (const rows of batches) {
      let xml = '';
      for (const row of rows) {
        number += 1;
        xml += rowXml(number, row, columns);
        if (xml.length < SHEET_CHUNK_CHARS) continue;
        if (!sheet.write(xml)) await until(sheet, 'drain', output);
        xml = '';
      }
      if (xml && !sheet.write(xml)) await until(sheet, 'drain', output);
      if (output.destroyed) {
        zip.abort();
        return;
      }
    }
    sheet.end(SHEET_END);
    await zip.finalize();
  };
  write().catch((error: unknown) => {
    zip.abort();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
