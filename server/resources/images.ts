/*
 * What an uploaded icon is, read from its bytes: PNG, JPEG or SVG. SVG is text that a browser may run, so it
 * is sanitised before it is stored: scripts and other active elements, event-handler (on*) attributes,
 * external links and `javascript:` values are removed, and a DOCTYPE (entity definitions) is dropped.
 */

export type IconType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG_START =
  /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

export function sniffIcon(bytes: Buffer): IconType | undefined {
  if (bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return SVG_START.test(text.replace(/^\ufeff/, '')) ? 'image/svg+xml' : undefined;
}

const ACTIVE_ELEMENTS = 'script|foreignObject|iframe|embed|object|handler|listener|set';
const QUOTED_VALUE = String.raw`("[^"]*"|'[^']*'|[^\s>]+)`;

function unquoted(quoted: string): string {
  return quoted.replace(/^["']|["']$/g, '');
}

export function sanitizeSvg(svg: string): string {
  let text = svg.replace(/^\ufeff/, '');
  text = text.replace(/<!--[\s\S]*?-->/g, '');
  text = text.replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/gi, '');
  text = text.replace(/<\?(?!xml\s)[\s\S]*?\?>/gi, '');
  // Active elements with their content, then any left self-closed or unclosed.
  text = text.replace(new RegExp(`<(${ACTIVE_ELEMENTS})\\b[\\s\\S]*?<\\/\\1\\s*>`, 'gi'), '');
  text = text.replace(new RegExp(`<\\/?(${ACTIVE_ELEMENTS})\\b[^>]*>`, 'gi'), '');
  // Animations that would rewrite a link into something active.
  text = text.replace(/<animate\w*\b[^>]*attributeName\s*=\s*["']?(xlink:)?href["']?[^>]*>/gi, '');
  // Event handlers.
  text = text.replace(new RegExp(`\\s+on[a-z0-9_.:-]+\\s*=\\s*${QUOTED_VALUE}`, 'gi'), '');
  // Links that leave the document: only same-document `#fragment` references stay.
  text = text.replace(
    new RegExp(`\\s+((?:xlink:)?href)\\s*=\\s*${QUOTED_VALUE}`, 'gi'),
    (whole, _name, value: string) => (unquoted(value).trim().startsWith('#') ? whole : ''),
  );
  // Any remaining attribute whose value runs script or loads from outside.
  text = text.replace(new RegExp(`\\s+[\\w:.-]+\\s*=\\s*${QUOTED_VALUE}`, 'g'), (whole, value: string) =>
    /javascript:|vbscript:|data:text\/html|url\(\s*['"]?(?!#)/i.test(unquoted(value)) ? '' : whole,
  );
  text = text.replace(/@import[^;]*;?/gi, '');
  text = text.replace(/url\(\s*['"]?(?!#)[^)]*\)/gi, 'none');
  return text;
}
