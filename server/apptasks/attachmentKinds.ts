/*
 * What a task attachment is comes from its first bytes, not from its name or the type the browser
 * claims: pictures, PDF, or text that is UTF-8 without control bytes. No server imports: unit-tested alone.
 */

const startsWith = (content: Buffer, bytes: readonly number[], at = 0) =>
  bytes.every((byte, index) => content[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The file's kind from its content, with the extension it is stored under; null when not accepted. */
export function sniffAttachment(
  content: Buffer,
  filename: string,
): { contentType: string; extension: string } | null {
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(content, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(content, ascii('GIF8'))) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  if (startsWith(content, ascii('%PDF-'))) return { contentType: 'application/pdf', extension: 'pdf' };
  if (/\.(txt|log|csv|md)$/i.test(filename) && isPlainText(content))
    return { contentType: 'text/plain', extension: 'txt' };
  return null;
}

function isPlainText(content: Buffer): boolean {
  const text = content.toString('utf8');
  // Invalid UTF-8 decodes to U+FFFD; control bytes other than tab, line feed, carriage return mean binary.
  if (text.includes('\uFFFD')) return false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
  }
  return true;
}
