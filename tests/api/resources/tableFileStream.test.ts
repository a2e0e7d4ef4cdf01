import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readTableFile, tableFileStream } from '../../../server/resources/tableFile';

/*
 * Streamed XLSX exports (100,000 rows within the memory budget): the writer waits for the ZIP
 * entry to take each batch, which goes as fast as the compressor and the reader, and stops asking for rows
 * when the reader goes away; what it writes reads back cell for cell. Streams only, no server.
 */

const HEADER = ['id', 'caller', 'callee', 'start', 'note'];

/** `count` batches of `size` rows each, noting how many batches were asked for and whether it was closed. */
function batchesOf(count: number, size: number) {
  const seen = { batches: 0, closed: false };
  let markClosed = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  async function* batches() {
    try {
      for (let batch = 0; batch < count; batch++) {
        seen.batches += 1;
        yield Array.from({ length: size }, (_, index) => {
          const id = batch * size + index + 1;
          return [
            String(id),
            `8001${id}`,
            `caller ${id} <&> "quoted"`,
            '2026-01-02 03:04:05',
            'x'.repeat(40),
          ];
        });
      }
    } finally {
      seen.closed = true;
      markClosed();
    }
  }
  return { seen, closed, batches: batches() };
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('streamed XLSX table files', () => {
  it('texts with markup, quotes, blanks at the ends and other scripts read back as written; characters XML cannot hold are dropped', async () => {
    const texts = [
      '<b>&amp; "quoted" \'single\'</b>',
      '  two blanks each side  ',
      '呼叫记录 — émigré 📞',
      'line one\nline two\ttab',
      'bell\u0007 and form feed\u000c gone',
      '',
      '=1+1 stays text',
    ];
    const content = await bytesOf(tableFileStream('xlsx', ['text'], [texts.map((text) => [text])], 'texts'));
    const records = await readTableFile(content);
    expect(records.map((record) => record.cells[0] ?? '')).toEqual([
      'text',
      ...texts.filter((text) => text !== '').map((text) => text.replace('\u0007', '').replace('\u000c', '')),
    ]);
    // The empty text is an empty row, skipped like a blank CSV line; the rows after it keep their numbers.
    expect(records.at(-1)!.row).toBe(texts.length + 1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(content).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['texts']);
    expect(workbook.worksheets[0]!.getCell('A8').value).toBe('=1+1 stays text');
    expect(workbook.worksheets[0]!.getCell('A8').formula).toBeUndefined();
  });

  it('a sheet name Excel refuses (too long, with / or :) is cleaned, not an unreadable workbook', async () => {
    const content = await bytesOf(
      tableFileStream('xlsx', ['a'], [[['1']]], 'calls/2026: a name longer than thirty-one characters'),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(content).buffer);
    expect(workbook.worksheets[0]!.name).toBe('calls 2026  a name longer than');
    expect(workbook.worksheets[0]!.getCell('A2').value).toBe('1');
  });

  it('40,000 rows written with backpressure read back cell for cell, in order', async () => {
    const { seen, batches } = batchesOf(20, 2_000);
    const content = await bytesOf(tableFileStream('xlsx', HEADER, batches, 'calls'));
    const records = await readTableFile(content);
    expect(records.length).toBe(40_001);
    expect(records[0]!.cells).toEqual(HEADER);
    expect(records[1]!.cells).toEqual([
      '1',
      '80011',
      'caller 1 <&> "quoted"',
      '2026-01-02 03:04:05',
      'x'.repeat(40),
    ]);
    expect(records[40_000]!.cells[0]).toBe('40000');
    expect(records.map((record) => record.row).slice(0, 3)).toEqual([1, 2, 3]);
    expect(seen).toEqual({ batches: 20, closed: true });
  });

  it('a reader that goes away stops the rows being asked for', async () => {
    const { seen, closed, batches } = batchesOf(1_000, 2_000);
    const stream = tableFileStream('xlsx', HEADER, batches, 'calls');
    stream.once('data', () => stream.destroy());
    await once(stream, 'close');
    // The writer notices at its next wait and leaves the loop, which closes the batches (without that,
    // this waits for all 1,000 batches, and still fails on the count below).
    await closed;
    expect(seen.batches).toBeLessThan(1_000);
  });
});
