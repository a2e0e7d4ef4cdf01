import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AttachmentKind } from '../../src/contract/apps/feedback';

/*
 * A report's attachments are pictures (PNG, JPEG, GIF, WebP: told by their bytes, not their name)
 * or text logs (UTF-8 without NUL bytes). Anything else is refused; files live under
 * DATA_DIR/files/feedback, named by the attachment's id.
 */

function attachmentFolder(dataDir: string): string {
  return path.join(dataDir, 'files', 'feedback');
}

export function attachmentPath(dataDir: string, storedName: string): string {
  return path.join(attachmentFolder(dataDir), path.basename(storedName));
}

const IMAGE_SIGNATURES: readonly { type: string; test(content: Buffer): boolean }[] = [
  { type: 'image/png', test: (c) => c.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { type: 'image/jpeg', test: (c) => c[0] === 0xff && c[1] === 0xd8 && c[2] === 0xff },
  { type: 'image/gif', test: (c) => /^GIF8[79]a/.test(c.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    test: (c) =>
      c.subarray(0, 4).toString('latin1') === 'RIFF' && c.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export interface Classified {
  kind: AttachmentKind;
  contentType: string;
}

/** What an attachment is, from its bytes; null when it is neither a picture nor a text log. */
export function classifyAttachment(content: Buffer): Classified | null {
  const image = IMAGE_SIGNATURES.find((signature) => signature.test(content));
  if (image) return { kind: 'image', contentType: image.type };
  if (content.length === 0 || content.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return null;
  }
  return { kind: 'log', contentType: 'text/plain; charset=utf-8' };
}

export async function storeAttachment(dataDir: string, storedName: string, content: Buffer): Promise<void> {
  await mkdir(attachmentFolder(dataDir), { recursive: true });
  await writeFile(attachmentPath(dataDir, storedName), content);
}

export async function removeAttachment(dataDir: string, storedName: string): Promise<void> {
  await rm(attachmentPath(dataDir, storedName), { force: true });
}
