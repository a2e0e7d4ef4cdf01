import { EXPORT_TOTAL_HEADER, type ExportTicket } from '../../../contract/calldata';
import { FILE_CONTENT_TYPES, type FileFormat } from '../../../contract/resources/files';
import { saveBlobWithAnchor } from '../../../core/http';

export interface ExportProgress {
  rows: number;
  total: number;
}

/**
 * Reads a streamed export (issue 5: exports stream and report progress): the total comes first (header),
 * CSV rows are counted as their lines arrive (an XLSX stream is zipped, so its rows are only known at the
 * end), and the file is saved under the server's name when complete.
 */
export async function downloadExport(
  ticket: ExportTicket,
  resolveUrl: (url: string) => string,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
  format: FileFormat = 'csv',
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
    if (format !== 'csv') continue;
    for (const byte of value) if (byte === 10) lines += 1;
    // The first line is the header row.
    onProgress({ rows: Math.max(0, lines - 1), total });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `export.${format}`;
  saveBlobWithAnchor(new Blob(chunks, { type: FILE_CONTENT_TYPES[format] }), name);
  const done = { rows: format === 'csv' ? Math.max(0, lines - 1) : total, total };
  onProgress(done);
  return done;
}
