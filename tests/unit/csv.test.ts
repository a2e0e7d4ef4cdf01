import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvField, formatCsvText, parseCsv } from '../../server/resources/csv';
import { readTableFile, tableFileStream } from '../../server/resources/tableFile';

/*
 * The CSV of imports and exports is csv-parse's and csv-stringify's; the project's rules on top
 * (blank lines, the unterminated quote's line, the formula guard, CRLF and the BOM) stay as they were.
 */

/** The line a CsvSyntaxError names, or undefined when the text parses. */
function unterminatedLine(text: string): number | undefined {
  try {
    parseCsv(text);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(CsvSyntaxError);
    return (error as CsvSyntaxError).line;
  }
}

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('a,"b,c"\n"say ""hi""","two\nlines"\n')).toEqual([
      ['a', 'b,c'],
      ['say "hi"', 'two\nlines'],
    ]);
  });

  it('takes CRLF, LF and lone CR line ends, mixed in one file, and a last row without one', () => {
    expect(parseCsv('a,b\r\n1,2\n3,4\r5,6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
    expect(parseCsv('"x\r\ny",z\r\n')).toEqual([['x\r\ny', 'z']]);
  });

  it('drops a leading BOM, blank lines and lines of one empty quoted field; keeps rows of empty cells', () => {
    expect(parseCsv('\uFEFFname\r\n\r\n\n""\n,\n  \nlast')).toEqual([['name'], ['', ''], ['  '], ['last']]);
    expect(parseCsv('\uFEFF')).toEqual([]);
    expect(parseCsv('')).toEqual([]);
  });

  it('keeps rows of any length, blanks around cells and a quote inside an unquoted cell', () => {
    expect(parseCsv('a,b,c\n1\n 2 , 5" floppy')).toEqual([['a', 'b', 'c'], ['1'], [' 2 ', ' 5" floppy']]);
  });

  it('an unterminated quote is a CsvSyntaxError naming the line its field starts on', () => {
    expect(unterminatedLine('a,b\n1,"open')).toBe(2);
    expect(unterminatedLine('a,b\n"x\ny","never\nclosed\nat all')).toBe(3);
    expect(unterminatedLine('a\r\n\r\n"b\r\nc""')).toBe(3);
    expect(unterminatedLine('\uFEFF"')).toBe(1);
    expect(unterminatedLine('a,"closed"\n')).toBeUndefined();
  });
});

describe('formatCsvText', () => {
  it('quotes cells with a comma, quote or line break; ends every row with CRLF', () => {
    expect(formatCsvText([['a', 'b,c', 'say "hi"', 'two\nlines', 'cr\ronly', ''], ['x']])).toBe(
      'a,"b,c","say ""hi""","two\nlines","cr\ronly",\r\nx\r\n',
    );
    expect(formatCsvText([])).toBe('');
  });

  it('guards formulas with a leading quote but leaves numbers and phone numbers alone', () => {
    expect(formatCsvText([['=1+1', '@SUM(A1)', '-x', '+cmd', '\tx', '-12.5', '+86 138 0000 0000']])).toBe(
      "'=1+1,'@SUM(A1),'-x,'+cmd,'\tx,-12.5,+86 138 0000 0000\r\n",
    );
  });

  it('reads back what it writes', () => {
    const rows = [
      ['id', 'note'],
      ['1', 'a, "b"\r\nc'],
      ['2', ''],
    ];
    expect(parseCsv(formatCsvText(rows))).toEqual(rows);
  });
});

describe('csvField', () => {
  it('writes each cell as formatCsvText does, whatever it holds', () => {
    // Texts of the characters that decide quoting and guarding, at every position (a seeded walk).
    const alphabet = ['a', ',', '"', '\r', '\n', '=', '+', '-', '@', '\t', ' ', '1', '.', '中', "'"];
    let state = 7;
    const texts = ['', '+86 138 0000 0000', '-12.5', '=1+1', 'a\r\nb'];
    for (let index = 0; index < 2000; index++) {
      let text = '';
      const length = index % 6;
      for (let position = 0; position < length; position++) {
        state = (state * 1103515245 + 12345) % 2147483648;
        text += alphabet[state % alphabet.length];
      }
      texts.push(text);
    }
    for (const text of texts)
      expect(`${csvField(text)}\r\n`, JSON.stringify(text)).toBe(formatCsvText([[text]]));
  });
});

describe('streamed CSV table files', () => {
  it('start with the BOM and the header, then each batch as it comes, with CRLF', async () => {
    const stream = tableFileStream('csv', ['id', 'name'], [[['1', 'Li, Lei']], [], [['2', '=cmd']]]);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    // One chunk per non-empty batch after the header: the file streams, it is not built whole.
    expect(chunks).toHaveLength(3);
    const content = Buffer.concat(chunks);
    expect(content.toString('utf8')).toBe('\uFEFFid,name\r\n1,"Li, Lei"\r\n2,\'=cmd\r\n');
    expect(await readTableFile(content)).toEqual([
      { row: 1, cells: ['id', 'name'] },
      { row: 2, cells: ['1', 'Li, Lei'] },
      { row: 3, cells: ['2', "'=cmd"] },
    ]);
  });
});
