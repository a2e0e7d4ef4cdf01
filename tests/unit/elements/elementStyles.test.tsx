import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineElement } from '../../../src/elements/kit/element/defineElement';
import { supportsAdoptedStyleSheets } from '../../../src/elements/kit/element/elementStyles';
import { setPageKitCore } from '../../../src/elements/kit/element/kitCore';
import { scopeCssToShadowRoot } from '../../../src/elements/kit/element/scopeCssToShadowRoot';
import { connect, createKitHarness, uniqueTag } from './elementTestHarness';

describe('element styles', () => {
  it('falls back to <style> elements inside the root where adoptedStyleSheets is missing', async () => {
    expect(supportsAdoptedStyleSheets()).toBe(false);
    setPageKitCore(createKitHarness().core);
    const tag = uniqueTag();
    defineElement({ tag, component: () => <p>styled</p> }).define();
    const element = await connect(document.createElement(tag));
    setPageKitCore(undefined);
    const styles = element.shadowRoot!.querySelectorAll('style[data-dc-styles]');
    expect(styles.length).toBe(4);
    expect(document.head.querySelector('style[data-dc-styles]')).toBeNull();
    element.remove();
  });

  it('the host pins every inherited property against the page (a page rule on the host beats :host unless important)', () => {
    const css = readFileSync(join(__dirname, '../../../src/elements/kit/element/hostReset.css'), 'utf8');
    const host = /:host \{([^}]*)\}/.exec(css)?.[1] ?? '';
    for (const property of [
      'font-family',
      'font-size',
      'color',
      'line-height',
      'letter-spacing',
      'word-spacing',
      'text-align',
      'text-transform',
      'direction',
      'visibility',
      'cursor',
      'white-space',
    ])
      expect(host, property).toMatch(new RegExp(`(^|\\s)${property}:[^;]*!important;`));
    // The page themes through the documented custom properties.
    expect(host).toContain('var(--dc-text');
    expect(host).toMatch(/var\(\s*--dc-font-family,/);
  });

  it('re-aims Blueprint’s :root, html and body rules at :host, leaving compound selectors alone', () => {
    const css = ':root{--a:1}body{margin:0}html,body{x:1}.bp6-dialog-body{padding:0}.bp6-dark body{y:1}';
    expect(scopeCssToShadowRoot(css)).toBe(
      ':host{--a:1}:host{margin:0}:host,:host{x:1}.bp6-dialog-body{padding:0}.bp6-dark body{y:1}',
    );
  });
});
