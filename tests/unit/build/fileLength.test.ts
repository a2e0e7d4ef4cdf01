// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWLIST, countLines, filesBelow, LIMIT, overLimit } from '../../../scripts/lint/fileLength.mjs';

/*
 * The file-length rule (docs/architecture.md#small-files): a fixture file of 401 lines is named, one of 400
 * is not, and the command exits non-zero only when something is over.
 */
const root = path.resolve(__dirname, '../../..');
const fixture = path.join(root, 'tests/fixtures/file-length');
const script = path.join(root, 'scripts/lint/fileLength.mjs');

describe('file length check', () => {
  it('counts lines as wc -l does, and a last line without a newline too', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('a\nb')).toBe(2);
    expect(countLines('\n')).toBe(1);
  });

  it('names the 401-line file and passes the 400-line one', () => {
    expect(LIMIT).toBe(400);
    const files = filesBelow(fixture);
    expect(files).toEqual(['at-limit.js', 'over.js']);
    expect(overLimit(fixture, files, new Map())).toEqual([{ file: 'over.js', lines: 401 }]);
  });

  it('leaves out a file of the allowlist', () => {
    expect(overLimit(fixture, ['over.js'], new Map([['over.js', 'a data table']]))).toEqual([]);
  });

  it('fails from the command line naming the file over the limit, and only that one', () => {
    const run = spawnSync(process.execPath, [script, '--dir', fixture], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('over.js: 401 lines');
    expect(run.stderr).not.toContain('at-limit.js');
  });

  it('has a reason for every allowlisted file, and each of them exists', () => {
    for (const [file, reason] of ALLOWLIST) {
      expect(reason.length, file).toBeGreaterThan(20);
      expect(existsSync(path.join(root, file)), file).toBe(true);
    }
  });
});
