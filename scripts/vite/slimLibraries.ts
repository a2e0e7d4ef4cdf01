import type { Plugin } from 'vite';

const ICON_NAMES = '\0dc:blueprint-icon-names';

/**
 * Blueprint's icon loader checks each name against the table of every icon name (64 kB raw, 9 kB Brotli, in
 * the core chunk every page loads). The kit hands it the paths it uses and a loader for the rest
 * (src/elements/kit/icons/staticIcons.ts), so any name is passed on: one that does not exist fails in that
 * loader, logged, as the check would have logged it.
 */
const ICON_NAMES_CODE = `export const IconNames = {};
export const IconNamesSet = { has: (name) => typeof name === 'string' && /^[a-z0-9-]+$/.test(name) };`;

/**
 * The element library's build only (docs/architecture.md, element library weight): a library internal
 * that weighs on every portal page for no use there is replaced by what the elements need of it.
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
      return undefined;
    },
    load(id) {
      if (id === ICON_NAMES) return ICON_NAMES_CODE;
      return undefined;
    },
  };
}
