/**
 * The first rows of a CSV file for a preview before upload (RFC 4180: quoted fields, doubled quotes,
 * commas and line breaks inside quotes, a leading BOM). The server remains the judge of the file.
 */
export function parseCsvRows(text: string, maxRows: number): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let index = 0; index < source.length && rows.length < maxRows; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (rows.length < maxRows && (field !== '' || row.length > 0)) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

export type ImportFileKind = 'csv' | 'xlsx';

export function importFileKind(file: File): ImportFileKind | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  return undefined;
}

/**
 * Header and first rows of a CSV file. An XLSX file is a ZIP of XML parts: reading it here would bring a
 * spreadsheet library (exceljs is about 1 MB) into every element bundle, so its preview is its name and
 * size, and the server's row-by-row answer on upload.
 */
export async function previewImportFile(file: File, maxRows = 6): Promise<string[][] | null> {
  if (importFileKind(file) !== 'csv') return null;
  // Enough bytes for the first rows of any sane file, without reading 10,000 rows to show six.
  const head = await file.slice(0, 64 * 1024).text();
  return parseCsvRows(head, maxRows);
}

/** 1536 → "1.5 kB" in the page language: the size of a chosen file. */
export function formatKilobytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1024);
}
