import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { BrandingImageKind } from '../../src/contract/branding';

/*
 * What an enterprise may upload as its logo and sign-in background. The type is read from the
 * bytes, never from the file name or the browser's word; an SVG is sanitised by DOMPurify (its SVG profile:
 * no scripts, no event attributes, no foreignObject) and outside references are dropped, so the stored file
 * cannot run or fetch anything even if opened on its own. PNG/JPEG/WebP are stored as they are.
 */

export type BrandingImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

export const IMAGE_EXTENSIONS: Record<BrandingImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const ALLOWED: Record<BrandingImageKind, readonly BrandingImageType[]> = {
  logo: ['image/png', 'image/svg+xml'],
  background: ['image/png', 'image/jpeg', 'image/webp'],
};

function startsWith(content: Buffer, bytes: readonly number[], at = 0): boolean {
  return bytes.every((byte, index) => content[at + index] === byte);
}

/** The image type by its signature; null when the bytes are none of ours. */
export function sniffImageType(content: Buffer): BrandingImageType | null {
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, [0x52, 0x49, 0x46, 0x46]) && startsWith(content, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  // An SVG is text: an optional BOM, XML declaration, comments or doctype, then the <svg root.
  const head = content
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const withoutProlog = head.replace(/^(\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*\s*/i, '');
  if (/^<svg[\s>]/i.test(withoutProlog)) return 'image/svg+xml';
  return null;
}

export function allowedTypes(kind: BrandingImageKind): readonly BrandingImageType[] {
  return ALLOWED[kind];
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

function svgPurifier(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    // One window for the server's life: building a JSDOM costs tens of milliseconds.
    const { window } = new JSDOM('');
    purifier = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);
    // Only same-document references (#gradient) survive: no outside images, fonts or stylesheets.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      for (const name of ['href', 'xlink:href', 'src']) {
        const value = node.getAttribute(name);
        if (value !== null && !value.trim().startsWith('#')) node.removeAttribute(name);
      }
    });
  }
  return purifier;
}

/** The SVG with everything active removed; null when nothing of an SVG is left. */
export function sanitizeSvg(content: Buffer): Buffer | null {
  const clean = svgPurifier().sanitize(content.toString('utf8'), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'foreignObject', 'script', 'a'],
    // CSS `url(...)` in a style attribute could fetch from elsewhere.
    FORBID_ATTR: ['style'],
  });
  const text = String(clean).trim();
  if (!/^<svg[\s>]/i.test(text)) return null;
  return Buffer.from(text, 'utf8');
}
