import zlib from 'node:zlib';

/*
 * An archive is inflated under a byte budget counted on the bytes it really produces (docs/security.md#edges): the sizes a ZIP declares are the sender's word, and a bomb lowers them. Each entry's data is
 * run through a streaming inflater whose output is counted and thrown away, stopping as soon as the budget is
 * passed, so the check itself never holds more than one chunk. Only then does a library (exceljs, the APK
 * reader) get the archive, knowing what it will expand to.
 */

/** Why an archive is refused: over its budget, or not a ZIP this check can read. */
export class ArchiveRefused extends Error {
  constructor(
    readonly reason: 'overBudget' | 'unreadable',
    readonly budget: number,
  ) {
    super(reason === 'overBudget' ? `archive expands past ${budget} bytes` : 'archive unreadable');
    this.name = 'ArchiveRefused';
  }
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localHeader: number;
}

/** The central directory's entries; throws ArchiveRefused('unreadable') for anything it cannot follow. */
function entriesOf(content: Buffer, budget: number): Entry[] {
  const unreadable = () => new ArchiveRefused('unreadable', budget);
  let end = -1;
  for (let at = content.length - 22; at >= Math.max(0, content.length - 22 - 0xffff); at--)
    if (content.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  if (end < 0) throw unreadable();
  const count = content.readUInt16LE(end + 10);
  let at = content.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > content.length || content.readUInt32LE(at) !== ENTRY_SIGNATURE) throw unreadable();
    const nameLength = content.readUInt16LE(at + 28);
    const entry = {
      method: content.readUInt16LE(at + 10),
      compressedSize: content.readUInt32LE(at + 20),
      localHeader: content.readUInt32LE(at + 42),
      name: content.toString('utf8', at + 46, at + 46 + nameLength),
    };
    // ZIP64 sizes and offsets live elsewhere; no workbook or APK a console takes needs them.
    if (entry.compressedSize === 0xffffffff || entry.localHeader === 0xffffffff) throw unreadable();
    entries.push(entry);
    at += 46 + nameLength + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  return entries;
}

/** The bytes of an entry's data as stored in the archive. */
function storedData(content: Buffer, entry: Entry, budget: number): Buffer {
  const at = entry.localHeader;
  if (at + 30 > content.length || content.readUInt32LE(at) !== LOCAL_SIGNATURE)
    throw new ArchiveRefused('unreadable', budget);
  const start = at + 30 + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
  if (start + entry.compressedSize > content.length) throw new ArchiveRefused('unreadable', budget);
  return content.subarray(start, start + entry.compressedSize);
}

/** Inflates `data`, counting what comes out; rejects once `room` bytes are passed. Answers the count. */
function inflatedSize(data: Buffer, room: number, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = zlib.createInflateRaw();
    let produced = 0;
    inflater.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > room) {
        inflater.destroy();
        reject(new ArchiveRefused('overBudget', budget));
      }
    });
    inflater.on('error', () => reject(new ArchiveRefused('unreadable', budget)));
    inflater.on('end', () => resolve(produced));
    inflater.end(data);
  });
}

/**
 * Checks that the archive's entries (those `counted` selects; all by default) expand to at most `budget` bytes
 * in total, inflating them for real. Answers the total; throws ArchiveRefused past the budget or when the
 * archive cannot be followed.
 */
export async function checkZipBudget(
  content: Buffer,
  budget: number,
  counted: (name: string) => boolean = () => true,
): Promise<number> {
  let total = 0;
  for (const entry of entriesOf(content, budget)) {
    if (!counted(entry.name)) continue;
    const data = storedData(content, entry, budget);
    if (entry.method === STORED) total += data.length;
    else if (entry.method === DEFLATED) total += await inflatedSize(data, budget - total, budget);
    else throw new ArchiveRefused('unreadable', budget);
    if (total > budget) throw new ArchiveRefused('overBudget', budget);
  }
  return total;
}
