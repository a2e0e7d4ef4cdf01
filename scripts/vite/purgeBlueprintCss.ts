import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { blueprintNamespace } from '../blueprint-class-scan.mjs';
import { classPredicate, purgeUnusedRules, type UsedClasses } from './cssRulePurge.js';
import { pinBlueprintNamespace } from './pinBlueprintNamespace.js';

/** Blueprint's stylesheets imported as text (`…/lib/css/blueprint.css?inline`) for constructable sheets. */
const BLUEPRINT_CSS = /\/@blueprintjs\/[^/]+\/lib\/css\/[^/]+\.css\?inline$/;

/** The committed list, written by `npm run css:classes` (scripts/blueprint-classes.mjs). */
export const CLASS_LIST = 'scripts/vite/blueprint-classes.json';

/**
 * Blueprint's stylesheets without the rules that need a Blueprint class the built code never
 * uses. Which classes it uses is the committed list, not this build's output, so the same sources give
 * the same bytes and content-hashed names stay honest; `scripts/check-blueprint-classes.mjs` fails the
 * build when the list no longer covers the code. Build only: the dev server serves the whole sheets.
 * `BLUEPRINT_PURGE=off npm run build` builds without it, to measure what it saves.
 */
export function purgeBlueprintCss(): PluginOption[] {
  // For measuring what the purge saves (bench/wire-weight.ts before and after): the whole sheets, the same
  // code (the namespace pin changes only how the code spells its classes).
  if (process.env.BLUEPRINT_PURGE === 'off') return [pinBlueprintNamespace()];
  let canUse: (className: string) => boolean = () => true;
  const purge: Plugin = {
    name: 'dc:purge-blueprint-css',
    apply: 'build',
    // Before Vite's CSS plugins: the raw stylesheet, which they then minify and export as a string.
    enforce: 'pre',
    configResolved(config) {
      const used = JSON.parse(readFileSync(join(config.root, CLASS_LIST), 'utf8')) as UsedClasses;
      canUse = classPredicate(blueprintNamespace(), used);
    },
    transform: {
      filter: { id: BLUEPRINT_CSS },
      handler(code, id) {
        return purgeUnusedRules(code, canUse, id.replace(/\?.*$/, ''));
      },
    },
  };
  return [pinBlueprintNamespace(), purge];
}
