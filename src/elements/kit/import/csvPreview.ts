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
  const [head, { parseCsvRows }] = await Promise.all([
    file.slice(0, 64 * 1024).text(),
    // The parser loads when a CSV file is chosen, not with every list screen (see csvRows.ts).
    import('./csvRows'),
  ]);
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
