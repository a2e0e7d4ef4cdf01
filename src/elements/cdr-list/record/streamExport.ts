import { EXPORT_TOTAL_HEADER, type ExportTicket } from '../../../contract/calldata';
import { saveBlobWithAnchor } from '../../../core/http';

export interface ExportProgress {
  rows: number;
  total: number;
}

/**
 * Reads a streamed export (issue 5: exports stream and report progress): the total comes first (header),
 * rows are counted as their lines arrive, and the file is saved under the server's name when complete.
 */
export async function downloadExport(
  ticket: ExportTicket,
  resolveUrl: (url: string) => string,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<ExportProgress> {
  const response = await fetch(resolveUrl(ticket.url), signal ? { signal } : {});
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const total = Number(response.headers.get(EXPORT_TOTAL_HEADER) ?? ticket.total);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    for (const byte of value) if (byte === 10) lines += 1;
    // The first line is the header row.
    onProgress({ rows: Math.max(0, lines - 1), total });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  saveBlobWithAnchor(new Blob(chunks, { type: 'text/csv;charset=utf-8' }), name);
  const done = { rows: Math.max(0, lines - 1), total };
  onProgress(done);
  return done;
}
