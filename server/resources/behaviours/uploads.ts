import fs from 'node:fs';
import path from 'node:path';

/** The name a file gets when the uploader gives none: its file name without the extension, trimmed to fit. */
export function nameFromFile(filename: string, max = 64): string {
  const base = path
    .basename(filename)
    .replace(/\.[^.]*$/, '')
    .trim();
  return (base || 'file').slice(0, max);
}

/** Writes a file under `folder` (created when missing); the caller names it by the row id. */
export async function storeFile(folder: string, name: string, content: Buffer): Promise<void> {
  await fs.promises.mkdir(folder, { recursive: true });
  await fs.promises.writeFile(path.join(folder, name), content);
}

/** Removes stored files; one already gone is fine. */
export async function removeFiles(folder: string, names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map((name) => fs.promises.rm(path.join(folder, path.basename(name)), { force: true })),
  );
}
