import type { Plugin } from 'vite';
import { blueprintNamespace, NAMESPACE_DECLARATION } from '../blueprint-class-scan.mjs';

const CORE_CLASSES = /\/@blueprintjs\/core\/lib\/esm\/common\/classes\.js$/;
const BLUEPRINT_MODULE = /\/@blueprintjs\/[^/]+\/lib\/esm\/.*\.js$/;
/** How the other Blueprint packages (table, datetime, select) and a few core modules take the namespace. */
const NAMESPACE_CALL = 'Classes.getClassNamespace()';

/**
 * Blueprint builds its class names from a namespace variable (`${NS}-button`, `${NS}-intent-${intent}`) that
 * a page may override with a global `BLUEPRINT_NAMESPACE`; the minifier keeps that variable, so the built
 * code says `var V="bp6",W=`${V}-button`` and a class completed at run time is `${V}-intent-${i}`. This
 * console never sets that global (its stylesheets say `bp6-` anyway): writing the namespace into Blueprint's
 * class templates (`bp6-button`, `bp6-intent-${intent}`) leaves no bare namespace in the built code, so
 * scripts/blueprint-class-scan.mjs reads every class and every run-time prefix from the strings themselves.
 */
export function pinBlueprintNamespace(): Plugin {
  const namespace = blueprintNamespace();
  return {
    name: 'dc:pin-blueprint-namespace',
    apply: 'build',
    transform: {
      filter: { id: BLUEPRINT_MODULE },
      handler(code, id) {
        let pinned = code;
        if (CORE_CLASSES.test(id.replaceAll('\\', '/'))) {
          // `getClassNamespace()` still returns it, as a constant.
          pinned = code.replace(NAMESPACE_DECLARATION, 'const NS = $1;');
        } else if (code.includes(NAMESPACE_CALL)) {
          pinned = code.replaceAll(NAMESPACE_CALL, JSON.stringify(namespace));
        } else {
          return undefined;
        }
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the text `${NS}` of Blueprint's templates.
        return pinned.replaceAll('${NS}', namespace);
      },
    },
  };
}
