#!/usr/bin/env node
/*
 * No source, style or test file over 400 lines (docs/architecture.md#small-files): a longer file is split
 * along a seam that has a name. Data tables and generated files may be longer; each one is named below with
 * the reason. `node scripts/lint/fileLength.mjs` checks the files git tracks; `--dir <folder>` checks every
 * file below a folder instead (the unit test's fixture). Exits 1 naming every file over the limit.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LIMIT = 400;

/** The folders and endings the rule covers. */
const FOLDERS = ['src/', 'server/', 'tests/', 'scripts/', 'bench/', 'demo/'];
const ENDINGS = ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.css'];

/** Files allowed over the limit, each with its reason. */
export const ALLOWLIST = new Map([
  [
    'src/contract/routeTable.ts',
    "data table: the console's route rows (path, element, roles, menu order); the logic over them is in routeNames.ts",
  ],
  [
    'tests/fixtures/file-length/over.js',
    "the check's own fixture, one line over the limit on purpose (tests/unit/build/fileLength.test.ts)",
  ],
]);

const covered = (file) =>
  FOLDERS.some((folder) => file.startsWith(folder)) && ENDINGS.some((end) => file.endsWith(end));

/** Lines as `wc -l` counts them for a file that ends in a newline; a last line without one counts too. */
export function countLines(text) {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/** The covered files git tracks below `root`, relative to it with forward slashes. */
export function trackedFiles(root) {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed.split('\0').filter((file) => file && covered(file));
}

/** Every file below `root` with a covered ending, relative to it (for a folder that is not a checkout). */
export function filesBelow(root) {
  const found = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && ENDINGS.some((end) => entry.name.endsWith(end)))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return found.sort();
}

/** The files over the limit and not in the allowlist, with their line counts. */
export function overLimit(root, files, allowlist = ALLOWLIST) {
  const over = [];
  for (const file of files) {
    if (allowlist.has(file)) continue;
    const lines = countLines(readFileSync(path.join(root, file), 'utf8'));
    if (lines > LIMIT) over.push({ file, lines });
  }
  return over;
}

function main(args) {
  const dirAt = args.indexOf('--dir');
  const root = dirAt >= 0 ? path.resolve(args[dirAt + 1] ?? '.') : process.cwd();
  const files = dirAt >= 0 ? filesBelow(root) : trackedFiles(root);
  const over = overLimit(root, files, dirAt >= 0 ? new Map() : ALLOWLIST);
  for (const { file, lines } of over) {
    console.error(`${file}: ${lines} lines, over ${LIMIT}: split it along a named seam`);
  }
  if (over.length > 0) {
    console.error(`${over.length} file(s) over ${LIMIT} lines (docs/architecture.md#small-files)`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
