/**
 * The console's own CSS goes into the document as constructable stylesheets, built from the same
 * module texts the elements' shadow roots use. Blueprint's stylesheet is then downloaded once and shared: it
 * used to come as a CSS file for the document and again as text in the element kit. Constructable sheets
 * are not inline styles, so the strict CSP (`style-src 'self'`) allows them.
 *
 * Library sheets (Blueprint) arrive later than the shell's own (the sign-in page does without them), yet
 * must stay before them so the shell's rules win at equal specificity: each sheet has a tier, and the
 * document's adopted list is kept ordered by tier (library first), then by arrival.
 */
type Tier = 'library' | 'app';

interface OwnSheet {
  tier: Tier;
  sheet: CSSStyleSheet | HTMLStyleElement;
}

const adopted = new Map<string, OwnSheet>();

function supportsDocumentSheets(): boolean {
  return (
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in Document.prototype
  );
}

function adopt(tier: Tier, cssTexts: string[]): void {
  const fresh = cssTexts.filter((text) => !adopted.has(text));
  if (fresh.length === 0) return;
  if (supportsDocumentSheets()) {
    for (const text of fresh) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      adopted.set(text, { tier, sheet });
    }
    const own = [...adopted.values()];
    const ownSheets = new Set(own.map((entry) => entry.sheet));
    const others = document.adoptedStyleSheets.filter((sheet) => !ownSheets.has(sheet));
    const inTier = (wanted: Tier) =>
      own.filter((entry) => entry.tier === wanted).map((entry) => entry.sheet as CSSStyleSheet);
    document.adoptedStyleSheets = [...others, ...inTier('library'), ...inTier('app')];
    return;
  }
  // Older engines: `<style>` copies (a strict CSP refuses them there; the console then shows unstyled).
  const firstApp = [...adopted.values()].find((entry) => entry.tier === 'app')?.sheet as Node | undefined;
  for (const text of fresh) {
    const style = document.createElement('style');
    style.textContent = text;
    if (tier === 'library' && firstApp) document.head.insertBefore(style, firstApp);
    else document.head.append(style);
    adopted.set(text, { tier, sheet: style });
  }
}

/** Adds the console's own CSS texts (once per text), after every library sheet. */
export function adoptDocumentCss(...cssTexts: string[]): void {
  adopt('app', cssTexts);
}

/** Adds a library's CSS texts (once per text), before the console's own sheets. */
export function adoptLibraryCss(...cssTexts: string[]): void {
  adopt('library', cssTexts);
}
