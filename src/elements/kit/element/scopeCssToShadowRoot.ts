/**
 * Blueprint's stylesheet was written for a document: its design tokens sit on `:root` and its base
 * typography on `html`/`body`. None of those selectors match inside a shadow root, so the tokens would
 * be missing there. Standalone `:root`, `html` and `body` selectors are re-aimed at `:host`
 * (docs/architecture.md#toolchain); compound ones (`.bp6-dark body`, `.bp6-dialog-body`) are left alone.
 */
export function scopeCssToShadowRoot(cssText: string): string {
  return cssText.replace(/(^|[{};,]\s*)(?::root|html|body)(?=\s*[{,])/g, '$1:host');
}
