import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Files the server reads at run time from the project (the locales, the development licence keys) are
 * found from the project folder: the nearest folder above this code that holds package.json. The same code
 * runs as server/projectFolder.ts under tsx and inlined into dist-server/main.mjs in the bundle, so a path
 * relative to `import.meta.url` would differ between the two. They are not copied beside the bundle: it
 * runs inside the project anyway (its packages are node_modules', found upward the same way), and one copy
 * of the console's catalogues cannot go stale beside another.
 */
function projectFolderAbove(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json in or above ${start}`);
  }
}

const PROJECT_FOLDER = projectFolderAbove(path.dirname(fileURLToPath(import.meta.url)));

/** A file of the project by its path from the project folder (`locales/en.json`). */
export function projectFile(...segments: string[]): string {
  return path.join(PROJECT_FOLDER, ...segments);
}
