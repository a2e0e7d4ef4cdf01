import { EXPORT_TOTAL_HEADER, type ExportTicket } from '../../../contract/calldata';
import { FILE_CONTENT_TYPES, type FileFormat } from '../../../contract/resources/files';
import { saveBlobWithAnchor } from '../../../core/http';
import { CsvRowCounter } from './csvRowCounter';

export interface ExportProgress {
  /** Data rows received so far; null while an XLSX streams (it is zipped: rows are only known at the end). */
  rows: number | null;
  /** The rows the file will hold, as the server counted them before streaming. */
  total: number;
  bytes: number;
}

/**
 * Reads a streamed export (exports stream and report progress): the total comes first (header),
 * CSV rows are counted as they arrive (quoted line breaks are not rows), an XLSX reports the bytes received,
 * and the file is saved under the server's name when complete.
 */
export async function downloadExport(
  ticket: ExportTicket,
  resolveUrl: (url: string) => string,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
  format: FileFormat = 'csv',
): Promise<ExportProgress & { rows: number }> {
  const response = await fetch(resolveUrl(ticket.url), signal ? { signal } : {});
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const total = Number(response.headers.get(EXPORT_TOTAL_HEADER) ?? ticket.total);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const counter = format === 'csv' ? new CsvRowCounter() : null;
  // The first record of a CSV is its header row.
  const dataRows = (records: number) => Math.max(0, records - 1);
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    bytes += value.byteLength;
    counter?.push(value);
    onProgress({ rows: counter ? dataRows(counter.rows) : null, total, bytes });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `export.${format}`;
  saveBlobWithAnchor(new Blob(chunks, { type: FILE_CONTENT_TYPES[format] }), name);
  const done = { rows: counter ? dataRows(counter.finalRows) : total, total, bytes };
  onProgress(done);
  return done;
}
