// Types of scripts/lint/fileLength.mjs, for the TypeScript that imports it (tests/unit/build/).

export const LIMIT: number;
/** Files allowed over the limit, each with its reason. */
export const ALLOWLIST: Map<string, string>;
export function countLines(text: string): number;
export function trackedFiles(root: string): string[];
export function filesBelow(root: string): string[];
export function overLimit(
  root: string,
  files: string[],
  allowlist?: Map<string, string>,
): { file: string; lines: number }[];
