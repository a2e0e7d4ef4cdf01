// @vitest-environment node
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the scanned code is minified JavaScript, templates included.
import { describe, expect, it } from 'vitest';
import { scanScript } from '../../../scripts/blueprint-class-scan.mjs';

/*
 * The Blueprint classes and run-time prefixes a built (minified) script can put on an element,
 * which the CSS purge keeps (scripts/blueprint-class-scan.mjs).
 */

const scan = (code: string) => {
  const found = scanScript(code, 'chunk.js', 'bp6');
  return {
    classes: [...found.classes].sort(),
    prefixes: [...found.prefixes].sort(),
    bare: found.bare.length,
  };
};

describe('scanScript', () => {
  it('reads the classes of string literals and class lists', () => {
    expect(scan('var a=`bp6-button`;f({className:"bp6-input dc-pager"},"x-bp6-no")').classes).toEqual([
      'bp6-button',
      'bp6-input',
    ]);
  });

  it('reads a class completed at run time as a prefix: template, concatenation, join', () => {
    const found = scan('f(`bp6-intent-${e.toLowerCase()}`);g("bp6-icon-"+n);h(["bp6","tab",t].join("-"))');
    expect(found.prefixes).toEqual(['bp6-icon-', 'bp6-intent-', 'bp6-tab-']);
    expect(found.classes).toEqual([]);
  });

  it('follows a variable into a template: `${V}-header` with V="bp6-dialog"', () => {
    const found = scan('var V=`bp6-dialog`,W=`${V}-header`,X=V+`s`;f(`${V}-${e}`)');
    expect(found.classes).toEqual(['bp6-dialog', 'bp6-dialog-header', 'bp6-dialogs']);
    expect(found.prefixes).toEqual(['bp6-dialog-']);
  });

  it('reads both branches of a condition', () => {
    expect(scan('var T=`bp6-toast-container`;f(`${T}-${p?`in-portal`:`inline`}`)').classes).toEqual([
      'bp6-toast-container',
      'bp6-toast-container-in-portal',
      'bp6-toast-container-inline',
    ]);
  });

  it('follows assignments to a top-level name (lazy module initialisers), not to one an inner scope binds', () => {
    const found = scan(
      'var V,e;var init=()=>{V=`bp6-dialog`};function g(e){e=`bp6-card`};f(`${V}-header`,`${e}-body`)',
    );
    expect(found.classes).toEqual(['bp6-card', 'bp6-dialog', 'bp6-dialog-header']);
  });

  it('skips the stylesheets the code carries as text', () => {
    expect(
      scan('var css=`.bp6-button{color:red}.bp6-dark .bp6-card{color:blue}`;f(`bp6-tag`)').classes,
    ).toEqual(['bp6-tag']);
  });

  it('keeps every class when the bare namespace is used (composed where it cannot follow)', () => {
    const found = scan('var N=`bp6`;f(N)');
    expect(found.prefixes).toEqual(['bp6-']);
    expect(found.bare).toBe(1);
  });
});
