import { describe, expect, it } from 'vitest';
import { adoptDocumentCss, adoptLibraryCss } from '../../../src/shell/styles/documentStyles';

/** The document's adopted sheets as their first rule's text. */
function adoptedTexts(): string[] {
  return document.adoptedStyleSheets.map((sheet) => sheet.cssRules[0]?.cssText ?? '');
}

describe('document stylesheets', () => {
  it('a library sheet adopted after the console’s own still comes before them, each text once', () => {
    if (!('adoptedStyleSheets' in Document.prototype) || !('replaceSync' in CSSStyleSheet.prototype)) {
      // jsdom without constructable sheets: the fallback keeps the same order with <style> elements.
      adoptDocumentCss('.app-one { color: red; }');
      adoptLibraryCss('.library { color: blue; }');
      adoptDocumentCss('.app-one { color: red; }');
      const texts = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
      expect(texts).toEqual(['.library { color: blue; }', '.app-one { color: red; }']);
      return;
    }
    adoptDocumentCss('.app-one { color: red; }');
    adoptLibraryCss('.library { color: blue; }');
    adoptDocumentCss('.app-two { color: green; }', '.app-one { color: red; }');
    expect(adoptedTexts()).toEqual([
      '.library { color: blue; }',
      '.app-one { color: red; }',
      '.app-two { color: green; }',
    ]);
  });
});
