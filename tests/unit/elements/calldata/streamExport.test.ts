import { afterEach, describe, expect, it, vi } from 'vitest';
import { CsvRowCounter } from '../../../../src/elements/kit/record/csvRowCounter';
import { downloadExport, type ExportProgress } from '../../../../src/elements/kit/record/streamExport';

vi.mock('../../../../src/core/http', () => ({ saveBlobWithAnchor: vi.fn() }));

const encode = (text: string) => new TextEncoder().encode(text);

/** Feeds `text` to a counter in pieces of `size` bytes (chunks split anywhere, even inside a character). */
function count(text: string, size = 3): CsvRowCounter {
  const counter = new CsvRowCounter();
  const bytes = encode(text);
  for (let start = 0; start < bytes.length; start += size) counter.push(bytes.subarray(start, start + size));
  return counter;
}

describe('CSV row counter', () => {
  it('counts one record per line break', () => {
    expect(count('id,name\r\n1,Ann\r\n2,Bo\r\n').finalRows).toBe(3);
  });

  it('a quoted value over several lines is one record', () => {
    const csv = 'id,note\r\n1,"Member fell\r\ncalled back\r\nsafe"\r\n2,plain\r\n';
    const counter = count(csv);
    expect(counter.rows).toBe(3);
    expect(counter.finalRows).toBe(3);
  });

  it('escaped quotes inside a quoted value do not end the quoting', () => {
    const csv = 'id,note\n1,"He said ""stop""\nthen left"\n2,"a ""b"""\n';
    expect(count(csv, 1).finalRows).toBe(3);
  });

  it('a last row without a line break counts once the stream ends, not before', () => {
    const counter = count('id\n1\n2');
    expect(counter.rows).toBe(2);
    expect(counter.finalRows).toBe(3);
  });

  it('multi-byte text split across chunks changes nothing', () => {
    expect(count('名称,备注\n张三,"第一行\n第二行"\n李四,无\n', 1).finalRows).toBe(3);
  });
});

function respond(chunks: Uint8Array[], headers: Record<string, string>) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200, headers })),
  );
}

const ticket = { url: '/api/calldata/export/sos?sig=x', expiresAt: 0, total: 2 };

describe('streamed export progress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('CSV progress and the final count are data rows, multi-line notes included once', async () => {
    const csv = 'id,note\r\n1,"line one\r\nline two\r\nline three"\r\n2,"ok"\r\n';
    const bytes = encode(csv);
    respond([bytes.subarray(0, 20), bytes.subarray(20)], { 'x-total-count': '2' });
    const seen: ExportProgress[] = [];
    const done = await downloadExport(
      ticket,
      (url) => url,
      (progress) => seen.push(progress),
    );
    expect(done).toEqual({ rows: 2, total: 2, bytes: bytes.length });
    expect(seen.every((progress) => progress.rows !== null && progress.rows <= 2)).toBe(true);
  });

  it('an XLSX reports bytes as they arrive (rows unknown), then the server’s row count', async () => {
    respond([new Uint8Array(1000), new Uint8Array(500)], { 'x-total-count': '40' });
    const seen: ExportProgress[] = [];
    const done = await downloadExport(
      ticket,
      (url) => url,
      (progress) => seen.push(progress),
      undefined,
      'xlsx',
    );
    expect(seen.slice(0, 2)).toEqual([
      { rows: null, total: 40, bytes: 1000 },
      { rows: null, total: 40, bytes: 1500 },
    ]);
    expect(done).toEqual({ rows: 40, total: 40, bytes: 1500 });
  });

  it('a refused export URL fails with its HTTP status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 403 })),
    );
    await expect(
      downloadExport(
        ticket,
        (url) => url,
        () => undefined,
      ),
    ).rejects.toThrow('HTTP 403');
  });
});
