// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classPredicate, purgeUnusedRules, type UsedClasses } from '../../../scripts/vite/cssRulePurge';

/*
 * Blueprint's stylesheets keep only the rules an element of the built code can match, given the
 * classes the code uses (scripts/vite/blueprint-classes.json).
 */

const purge = (css: string, used: Partial<UsedClasses>) =>
  purgeUnusedRules(css, classPredicate('bp6', { classes: [], prefixes: [], ...used }))
    .replace(/\s+/g, ' ')
    .trim();

describe('purgeUnusedRules', () => {
  it('keeps the selectors of a list that can match and drops a rule when none can', () => {
    const css = '.bp6-button, .bp6-card .bp6-tag { color: red } .bp6-card { color: blue }';
    expect(purge(css, { classes: ['bp6-button'] })).toBe('.bp6-button { color: red }');
  });

  it('needs every Blueprint class of a compound and of its ancestors', () => {
    const css = '.bp6-dark .bp6-button { color: red } .bp6-button.bp6-minimal { color: blue }';
    expect(purge(css, { classes: ['bp6-button', 'bp6-minimal'] })).toBe(
      '.bp6-button.bp6-minimal { color: blue }',
    );
  });

  it('keeps rules without a Blueprint class: custom properties, elements, other classes', () => {
    const css = ':root { --bp-x: 1px } body { margin: 0 } .dc-grid, .rdp-day { color: red }';
    expect(purge(css, {})).toBe(css);
  });

  it('never requires a class under :not() nor an attribute', () => {
    const css = '.bp6-button:not(.bp6-minimal):not([class*=bp6-intent-]) { color: red }';
    expect(purge(css, { classes: ['bp6-button'] })).toBe(css);
  });

  it('keeps :is() and :where() when one of their selectors can match', () => {
    const css = ':is(.bp6-menu, .bp6-tree) a { color: red } :where(.bp6-tree) a { color: blue }';
    expect(purge(css, { classes: ['bp6-menu'] })).toBe(':is(.bp6-menu, .bp6-tree) a { color: red }');
  });

  it('keeps every class that starts with a prefix the code completes at run time', () => {
    const css = '.bp6-tag.bp6-intent-primary { color: red } .bp6-tag.bp6-elevation-1 { color: blue }';
    expect(purge(css, { classes: ['bp6-tag'], prefixes: ['bp6-intent-'] })).toBe(
      '.bp6-tag.bp6-intent-primary { color: red }',
    );
  });

  it('keeps the classes that extend a used one (transition classes such as bp6-overlay-enter)', () => {
    const css =
      '.bp6-overlay-enter { opacity: 0 } .bp6-overlaying { opacity: 1 } .bp6-toast-enter { opacity: 0 }';
    expect(purge(css, { classes: ['bp6-overlay'] })).toBe('.bp6-overlay-enter { opacity: 0 }');
  });

  it('drops @media and @supports rules left empty, innermost first, and keeps those with survivors', () => {
    const css =
      '@media (min-width: 1px) { .bp6-card { color: red } } ' +
      '@supports (display: grid) { @media print { .bp6-card { color: red } } } ' +
      '@media print { .bp6-card { color: red } .bp6-button { color: blue } }';
    expect(purge(css, { classes: ['bp6-button'] })).toBe('@media print { .bp6-button { color: blue } }');
  });

  it('drops @keyframes no remaining declaration names, keeps @font-face', () => {
    const css =
      '@keyframes bp6-spin { to { opacity: 1 } } @keyframes bp6-glow { to { opacity: 1 } } ' +
      '@font-face { font-family: x; src: url(x.woff) } ' +
      '.bp6-spinner { animation: bp6-spin 1s } .bp6-skeleton { animation: bp6-glow 1s }';
    expect(purge(css, { classes: ['bp6-spinner'] })).toBe(
      '@keyframes bp6-spin { to { opacity: 1 } } @font-face { font-family: x; src: url(x.woff) } ' +
        '.bp6-spinner { animation: bp6-spin 1s }',
    );
  });

  it('leaves a stylesheet whose classes are all used as it was, byte for byte', () => {
    const css =
      '.bp6-a,\n.bp6-b::placeholder { color: var(--x, 99999px) }\n@media print { .bp6-a { color: red } }\n';
    expect(purgeUnusedRules(css, classPredicate('bp6', { classes: ['bp6-a', 'bp6-b'], prefixes: [] }))).toBe(
      css,
    );
  });
});
