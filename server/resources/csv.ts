/*
 * CSV (RFC 4180) for imports and exports: comma-separated, fields quoted with `"` when they hold a comma,
 * quote or line break, `""` for a quote inside quotes, CRLF or LF line ends, an optional UTF-8 BOM.
 */

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unterminated quoted field starting on line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

/** Rows of fields; blank lines are dropped. */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteStartLine = 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (let index = 0; index < input.length; index++) {
    const char = input[index];
    if (quoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      quoteStartLine = line;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index++;
      endRow();
      line++;
    } else field += char;
  }
  if (quoted) throw new CsvSyntaxError(quoteStartLine);
  if (field !== '' || row.length) endRow();
  return rows;
}

/**
 * A cell as written: quoted when needed. A text starting with `=`, `+`, `-`, `@` (not a number) gets a
 * leading `'` so a spreadsheet does not run it as a formula (CSV injection).
 */
function formatCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d[\d .]*$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Rows as CSV text with CRLF line ends, each row ended. The BOM a file starts with (so spreadsheets read
 * UTF-8) is the file writer's (tableFile.ts), written once however many pieces the rows come in.
 */
export function formatCsvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(formatCell).join(',')}\r\n`).join('');
}
