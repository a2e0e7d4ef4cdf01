import path from 'node:path';

/** Folders of dist/ whose files Vite names `<name>-<hash>.<ext>` (vite.config.ts, vite.elements.config.ts). */
const HASHED_FOLDERS = ['assets', 'elements/chunks', 'elements/elements'];
const HASHED_NAME = /-[\w-]{8}\.[a-z0-9]+$/i;
const PRECOMPRESSED = /\.(br|gz)$/;

/** One year, the longest lifetime caches honour: a hashed name never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored but revalidated on every use (ETag / Last-Modified): entry files keep their names across builds. */
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a file of the built console, by its path relative to dist/ (a precompressed
 * copy `x.js.br` counts as `x.js`). Hashed names are immutable; everything else (index.html, the elements'
 * entry `elements/index.js`, portal and reference pages) is revalidated.
 */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/').replace(PRECOMPRESSED, '');
  const folder = path.posix.dirname(file);
  return HASHED_FOLDERS.includes(folder) && HASHED_NAME.test(path.posix.basename(file))
    ? IMMUTABLE
    : REVALIDATE;
}
