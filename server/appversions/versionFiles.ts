import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** APKs as real files under DATA_DIR/files/appversions, named by the version's id. */
function packageFolder(dataDir: string): string {
  return path.join(dataDir, 'files', 'appversions');
}

export function packagePath(dataDir: string, storedName: string): string {
  return path.join(packageFolder(dataDir), path.basename(storedName));
}

export async function storePackage(dataDir: string, storedName: string, content: Buffer): Promise<void> {
  await mkdir(packageFolder(dataDir), { recursive: true });
  await writeFile(packagePath(dataDir, storedName), content);
}

export async function removePackage(dataDir: string, storedName: string | null): Promise<void> {
  if (storedName) await rm(packagePath(dataDir, storedName), { force: true });
}
