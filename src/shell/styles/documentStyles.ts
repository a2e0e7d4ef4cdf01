/**
 * Issue 16: the console's own CSS goes into the document as constructable stylesheets, built from the same
 * module texts the elements' shadow roots use. Blueprint's stylesheet is then downloaded once (with the
 * entry) and shared: it used to come as a CSS file for the document and again as text in the element kit.
 * Constructable sheets are not inline styles, so the strict CSP (`style-src 'self'`) allows them; adopted
 * sheets follow one another in the order adopted, which keeps Blueprint first and the shell's rules after.
 */
const adopted = new Set<string>();

function supportsDocumentSheets(): boolean {
  return (
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in Document.prototype
  );
}

/** Adds each CSS text (once per text) after the document's earlier sheets. */
export function adoptDocumentCss(...cssTexts: string[]): void {
  const fresh = cssTexts.filter((text) => !adopted.has(text));
  for (const text of fresh) adopted.add(text);
  if (fresh.length === 0) return;
  if (supportsDocumentSheets()) {
    const sheets = fresh.map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...sheets];
    return;
  }
  // Older engines: `<style>` copies (a strict CSP refuses them there; the console then shows unstyled).
  for (const text of fresh) {
    const style = document.createElement('style');
    style.textContent = text;
    document.head.append(style);
  }
}
