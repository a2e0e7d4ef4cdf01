import blueprintCss from '@blueprintjs/core/lib/css/blueprint.css?inline';
import tableCss from '@blueprintjs/table/lib/css/table.css?inline';
import hostResetCss from './hostReset.css?inline';
import kitCss from './kit.css?inline';
import { scopeCssToShadowRoot } from './scopeCssToShadowRoot';

/** Blueprint core, Blueprint table, the kit, then the host's reset: later sheets win over earlier ones. */
const CSS_TEXTS: readonly string[] = [scopeCssToShadowRoot(blueprintCss), tableCss, kitCss, hostResetCss];

let sharedSheets: CSSStyleSheet[] | undefined;

/** Constructable stylesheets adopted into shadow roots; where missing, each root gets `<style>` copies. */
export function supportsAdoptedStyleSheets(): boolean {
  return (
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/**
 * The page's one set of element stylesheets, parsed on first use and shared by every shadow root
 * (docs/architecture.md#elements: parsed once, adopted by every root).
 */
function getElementStyleSheets(): readonly CSSStyleSheet[] {
  if (!sharedSheets) {
    sharedSheets = CSS_TEXTS.map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
  }
  return sharedSheets;
}

/** Gives a shadow root Blueprint's and the kit's CSS: adopted sheets, or `<style>` elements as fallback. */
export function adoptElementStyles(root: ShadowRoot): void {
  if (supportsAdoptedStyleSheets()) {
    const sheets = getElementStyleSheets();
    root.adoptedStyleSheets = [...sheets, ...root.adoptedStyleSheets.filter((s) => !sheets.includes(s))];
    return;
  }
  if (root.querySelector('style[data-dc-styles]')) return;
  const styles = CSS_TEXTS.map((text) => {
    const style = document.createElement('style');
    style.dataset.dcStyles = '';
    style.textContent = text;
    return style;
  });
  root.prepend(...styles);
}

const screenSheets = new Map<string, CSSStyleSheet>();

/**
 * Adds one screen's own CSS after the shared sheets: parsed once per text and shared by every root of
 * that element (or a `<style>` copy where constructable sheets are missing).
 */
export function adoptScreenStyles(root: ShadowRoot, cssText: string): void {
  if (supportsAdoptedStyleSheets()) {
    let sheet = screenSheets.get(cssText);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText);
      screenSheets.set(cssText, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.dataset.dcScreenStyles = '';
  style.textContent = cssText;
  root.append(style);
}
