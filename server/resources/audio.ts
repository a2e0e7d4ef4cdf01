/*
 * What an uploaded broadcast file is, read from its bytes (never from its name or declared type): WAV
 * (RIFF/WAVE, duration from the fmt byte rate and the data chunk size) or MP3 (MPEG audio frames, duration
 * from the frames' samples; an ID3v2 tag before them is skipped).
 */

export interface AudioInfo {
  format: 'wav' | 'mp3';
  durationMs: number;
}

function readWav(bytes: Buffer): AudioInfo | undefined {
  if (
    bytes.length < 12 ||
    bytes.toString('latin1', 0, 4) !== 'RIFF' ||
    bytes.toString('latin1', 8, 12) !== 'WAVE'
  )
    return undefined;
  let byteRate = 0;
  let dataSize = -1;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= bytes.length) byteRate = bytes.readUInt32LE(offset + 16);
    if (id === 'data') {
      // Streams written without knowing the length put 0 or 0xFFFFFFFF here: take what the file holds.
      dataSize = Math.min(size, bytes.length - offset - 8);
      break;
    }
    offset += 8 + size + (size % 2);
  }
  if (!byteRate || dataSize < 0) return { format: 'wav', durationMs: 0 };
  return { format: 'wav', durationMs: Math.round((dataSize / byteRate) * 1000) };
}

const BITRATES: Record<string, readonly number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG 1
  2: [22050, 24000, 16000], // MPEG 2
  0: [11025, 12000, 8000], // MPEG 2.5
};

interface Frame {
  length: number;
  samples: number;
  sampleRate: number;
}

/** The MPEG audio frame header at `offset`, or undefined when there is none. */
function frameAt(bytes: Buffer, offset: number): Frame | undefined {
  if (offset + 4 > bytes.length || bytes[offset] !== 0xff || (bytes[offset + 1]! & 0xe0) !== 0xe0)
    return undefined;
  const versionBits = (bytes[offset + 1]! >> 3) & 3;
  const layerBits = (bytes[offset + 1]! >> 1) & 3;
  const bitrateIndex = bytes[offset + 2]! >> 4;
  const rateIndex = (bytes[offset + 2]! >> 2) & 3;
  const padding = (bytes[offset + 2]! >> 1) & 1;
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return undefined;
  const layer = 4 - layerBits;
  const mpeg1 = versionBits === 3;
  const bitrate = BITRATES[`${mpeg1 ? 1 : 2}-${layer}`]![bitrateIndex]! * 1000;
  const sampleRate = SAMPLE_RATES[versionBits]![rateIndex]!;
  const samples = layer === 1 ? 384 : layer === 2 || mpeg1 ? 1152 : 576;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  return { length, samples, sampleRate };
}

function readMp3(bytes: Buffer): AudioInfo | undefined {
  let offset = 0;
  const tagged = bytes.length >= 10 && bytes.toString('latin1', 0, 3) === 'ID3';
  if (tagged) {
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    offset = 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
  }
  const first = frameAt(bytes, offset);
  // Two frames in a row (or one that ends the file) tell MPEG audio from bytes that merely start with 0xFFE.
  if (!first) return undefined;
  const second = offset + first.length;
  if (second < bytes.length && !frameAt(bytes, second) && !tagged) return undefined;
  let seconds = 0;
  while (offset < bytes.length) {
    const frame = frameAt(bytes, offset);
    if (!frame || frame.length < 4) break;
    seconds += frame.samples / frame.sampleRate;
    offset += frame.length;
  }
  return { format: 'mp3', durationMs: Math.round(seconds * 1000) };
}

export function readAudio(bytes: Buffer): AudioInfo | undefined {
  return readWav(bytes) ?? readMp3(bytes);
}

/** A PCM WAV file of `seconds` of a sine tone (the seed's demo broadcast, and tests). */
export function sineWav(seconds: number, frequency = 440, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index++)
    data.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * frequency * index) / sampleRate) * 12000),
      index * 2,
    );
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
