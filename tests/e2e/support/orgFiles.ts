import ExcelJS from 'exceljs';

/** A spreadsheet of `count` members (account, name, department by name) as XLSX bytes. */
export async function membersXlsx(count: number, accountStem: string, deptName: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('members');
  sheet.addRow(['account', 'name', 'deptId', 'appRole', 'status']);
  for (let index = 1; index <= count; index++)
    sheet.addRow([
      `${accountStem}${String(index).padStart(4, '0')}`,
      `Import ${index}`,
      deptName,
      'member',
      'enabled',
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One second of a 440 Hz tone: an 8 kHz, 16-bit mono WAV file. */
export function toneWav(seconds = 1, rate = 8000): Buffer {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++)
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * index) / rate) * 12000), 44 + index * 2);
  return wav;
}
