import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readTableFile, sheetBacklog, tableFileStream } from '../../../server/resources/tableFile';

/*
 * Streamed XLSX exports (issue 5: 100,000 rows within the memory budget): the writer waits for exceljs's
 * compressor as well as for the reader, and stops asking for rows when the reader goes away. Streams only,
 * no server.
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
  it("finds where exceljs's sheet XML waits for the compressor (the writer's backpressure needs it)", () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ useSharedStrings: false, useStyles: false });
    const sheet = workbook.addWorksheet('probe');
    sheet.addRow(['a']).commit();
    const backlog = sheetBacklog(sheet);
    expect(backlog).toBeDefined();
    expect(backlog!._writableState.length).toBeGreaterThanOrEqual(0);
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
