import type { Plugin } from 'vite';

const ICON_NAMES = '\0dc:blueprint-icon-names';
const OBJECT_INSPECT = '\0dc:object-inspect';

/**
 * Blueprint's icon loader checks each name against the table of every icon name (64 kB raw, 9 kB Brotli, in
 * the core chunk every page loads). The kit hands it the paths it uses and a loader for the rest
 * (src/elements/kit/icons/staticIcons.ts), so any name is passed on: one that does not exist fails in that
 * loader, logged, as the check would have logged it.
 */
const ICON_NAMES_CODE = `export const IconNames = {};
export const IconNamesSet = { has: (name) => typeof name === 'string' && /^[a-z0-9-]+$/.test(name) };`;

/**
 * qs reaches object-inspect through side-channel only to word an internal assertion's message ("does not
 * contain …"): a printer of any value (8 kB Brotli) for a message that names a key.
 */
const OBJECT_INSPECT_CODE = `module.exports = function inspect(value) {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
};`;

/**
 * The element library's build only (docs/architecture.md, element library weight): two library internals
 * that weigh on every portal page for no use there are replaced by what the elements need of them.
 */
export function slimLibraries(): Plugin {
  return {
    name: 'dc:slim-libraries',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      if (source === './iconNames' && from.endsWith('/@blueprintjs/icons/lib/esm/iconLoader.js'))
        return ICON_NAMES;
      if (source === 'object-inspect' && /\/node_modules\/side-channel[^/]*\//.test(from))
        return OBJECT_INSPECT;
      return undefined;
    },
    load(id) {
      if (id === ICON_NAMES) return ICON_NAMES_CODE;
      if (id === OBJECT_INSPECT) return OBJECT_INSPECT_CODE;
      return undefined;
    },
  };
}
