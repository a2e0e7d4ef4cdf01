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
    expect(styles.length).toBe(3);
    expect(document.head.querySelector('style[data-dc-styles]')).toBeNull();
    element.remove();
  });

  it('re-aims Blueprint’s :root, html and body rules at :host, leaving compound selectors alone', () => {
    const css = ':root{--a:1}body{margin:0}html,body{x:1}.bp6-dialog-body{padding:0}.bp6-dark body{y:1}';
    expect(scopeCssToShadowRoot(css)).toBe(
      ':host{--a:1}:host{margin:0}:host,:host{x:1}.bp6-dialog-body{padding:0}.bp6-dark body{y:1}',
    );
  });
});
