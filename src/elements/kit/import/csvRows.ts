import Papa from 'papaparse';

/**
 * The first rows of a CSV file for a preview before upload (RFC 4180: quoted fields, doubled quotes,
 * commas and line breaks inside quotes, a leading BOM); blank lines are no rows. The server remains the
 * judge of the file (an unterminated quote here just runs to the end of what was read).
 *
 * Papa Parse rather than csv-parse's browser build, which brings a Buffer shim. Measured with the console
 * and element builds, gzip -9: statically imported by the import dialog, Papa Parse adds 6.5 kB to the
 * chunk that holds it (ResourceListScreen 4.8 → 11.3 kB, the element kit 253.6 → 260.1 kB), csv-parse
 * 13.7 kB (→ 18.5 kB, → 267.5 kB). So it is imported on demand (csvPreview.ts), as its own 6.9 kB chunk
 * when a CSV file is chosen: the console's list screens no longer carry the parser at all (4.8 kB
 * before and after). The element build's kit group claims every kit module and package it reaches,
 * this one too (kit +6.4 kB), unless vite.elements.config.ts keeps papaparse and this file out of it.
 *
 * Papa Parse takes one line end per file, so CRLF and lone CRs become LF first: the server reads files
 * with mixed line ends, and a line break inside a cell looks the same in the preview either way.
 */
export function parseCsvRows(text: string, maxRows: number): string[][] {
  return Papa.parse<string[]>(text.replace(/\r\n?/g, '\n'), {
    delimiter: ',',
    newline: '\n',
    // Counts blank lines too, which the greedy skip then drops: at most `maxRows` rows, maybe fewer.
    preview: maxRows,
    skipEmptyLines: 'greedy',
  }).data;
}
