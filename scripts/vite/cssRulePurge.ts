import postcss, { type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';

// postcss (text kept as it is, nodes only removed) rather than lightningcss's visitors: a visitor that returns
// a changed rule re-serialises its declarations, which fails on `var()` (lightningcss issues #1065, #1081)
// and on numbers such as 99999px (#1188).

/** The Blueprint classes a build's code can put on an element (scripts/vite/blueprint-classes.json). */
export interface UsedClasses {
  /** Whole class names found in the code, e.g. `bp6-button`. */
  classes: readonly string[];
  /** Beginnings of class names completed at run time, e.g. `bp6-intent-` in `bp6-intent-${intent}`. */
  prefixes: readonly string[];
}

/**
 * Whether an element can carry `className`: a class outside the purged namespace (`dc-…`, `rdp-…`) always
 * can, since nothing here knows which of those the code uses; a namespaced one when the code names it,
 * builds it from one of the prefixes, or extends a class it names (`bp6-overlay-enter` from `bp6-overlay`):
 * code that receives a class as a value may extend it at run time where no scan can follow it
 * (react-transition-group's `${classNames}-enter`, with the `bp6-overlay` Blueprint passes).
 */
export function classPredicate(namespace: string, used: UsedClasses): (className: string) => boolean {
  const classes = new Set(used.classes);
  const extendsUsed = (className: string) => {
    for (let dash = className.indexOf('-'); dash > 0; dash = className.indexOf('-', dash + 1)) {
      if (classes.has(className.slice(0, dash))) return true;
    }
    return false;
  };
  return (className) =>
    !className.startsWith(`${namespace}-`) ||
    classes.has(className) ||
    extendsUsed(className) ||
    used.prefixes.some((prefix) => className.startsWith(prefix));
}

/** Pseudo-classes that match when one of their selectors does. */
const ANY_OF = new Set([':is', ':where', ':matches', ':-webkit-any', ':-moz-any', ':has']);

/**
 * Whether some element can match `selector`. Only what a selector requires counts: a class of its own
 * compounds, and one alternative of `:is()`/`:where()`/`:has()`. A class under `:not()` is never required
 * (`:not(.unused)` matches everything), nor are attributes (`[class*=bp6-intent-]`) or anything else.
 */
function selectorCanMatch(
  selector: selectorParser.Selector,
  canUse: (className: string) => boolean,
): boolean {
  return selector.nodes.every((node) => {
    if (node.type === 'class') return canUse(node.value);
    if (node.type === 'pseudo' && ANY_OF.has(node.value.toLowerCase())) {
      return node.nodes.some((inner) => selectorCanMatch(inner, canUse));
    }
    return true;
  });
}

/** Group rules that go once none of their rules is left (`@layer` blocks stay: they set the layers' order). */
const GROUP_RULES = /^(media|supports|container|scope|starting-style|(-moz-)?document)$/i;
const KEYFRAMES = /^(-\w+-)?keyframes$/i;

const isKeyframes = (node: { type: string; name?: string } | undefined): boolean =>
  node?.type === 'atrule' && KEYFRAMES.test(node.name ?? '');

/** Removes the group rules left empty, innermost first. */
function removeEmptyGroups(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    removeEmptyGroups(node);
    if (GROUP_RULES.test(node.name) && node.nodes.every((child) => child.type === 'comment')) node.remove();
  });
}

/**
 * `css` without the rules no element can match, given which classes elements can carry:
 * - a style rule keeps the selectors of its list that can match and goes when none can;
 * - `@media`, `@supports` and other group rules go when none of their rules is left;
 * - `@keyframes` go when no remaining declaration names them;
 * - everything else (`:root` custom properties, `@font-face`, rules without a namespaced class) stays.
 */
export function purgeUnusedRules(
  css: string,
  canUse: (className: string) => boolean,
  filename = 'input.css',
): string {
  const root = postcss.parse(css, { from: filename });
  const parse = selectorParser();
  root.walkRules((rule) => {
    if (isKeyframes(rule.parent)) return;
    const kept = rule.selectors.filter((selector) =>
      parse.astSync(selector).nodes.some((alternative) => selectorCanMatch(alternative, canUse)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmptyGroups(root);
  // A name counts as used when it is a word of a remaining declaration (over-approximated: any property).
  const words = new Set<string>();
  root.walkDecls((declaration) => {
    if (isKeyframes(declaration.parent?.parent)) return;
    for (const word of declaration.value.split(/[^\w-]+/)) words.add(word);
  });
  root.walkAtRules(KEYFRAMES, (keyframes) => {
    if (!words.has(keyframes.params.trim().replace(/^(["'])(.*)\1$/, '$2'))) keyframes.remove();
  });
  return root.toString();
}
