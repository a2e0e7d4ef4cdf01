import { z } from 'zod';
import { defineEndpoint, PUBLIC, sessionAccess } from './endpoint';
import { ENTERPRISE_ROLES, permissionCode } from './roles';

/*
 * An enterprise's own branding (route `enterprise-oem`): the console title per language, a logo,
 * a primary colour and a sign-in page background. It travels with the sign-in answer and the user info so
 * the first paint after sign-in is branded, and a change reaches every open console of the enterprise over
 * the WebSocket (topic `branding`).
 */

const BRANDING_ROUTE = 'enterprise-oem';
export const BRANDING_TOPIC = 'branding';
export const BRANDING_TITLE_MAX = 40;
/** A logo is small: it sits in a 48 px high header. */
const LOGO_MAX_BYTES = 256 * 1024;
const BACKGROUND_MAX_BYTES = 2 * 1024 * 1024;
const BRANDING_IMAGE_KINDS = ['logo', 'background'] as const;
export type BrandingImageKind = (typeof BRANDING_IMAGE_KINDS)[number];

/** docs/behaviour.md#constants: hex colours in their 3- and 6-digit forms. */
export const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const brandingSchema = z.object({
  /** '' : the platform's title. */
  titleZh: z.string(),
  titleEn: z.string(),
  /** '' : the user's own theme colour. */
  primaryColor: z.string(),
  /** Paths under the API (`/api/branding/…`), named by their content: null when none. */
  logoUrl: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const EMPTY_BRANDING: Branding = {
  titleZh: '',
  titleEn: '',
  primaryColor: '',
  logoUrl: null,
  backgroundUrl: null,
};

/** True when the enterprise set anything at all (otherwise the platform's own look shows). */
export function isBranded(branding: Branding | null | undefined): boolean {
  return Boolean(
    branding &&
      (branding.titleZh ||
        branding.titleEn ||
        branding.primaryColor ||
        branding.logoUrl ||
        branding.backgroundUrl),
  );
}

/** The title for a locale: the locale's own, else the other language's, else none. */
export function brandingTitle(branding: Branding | null | undefined, locale: string): string {
  if (!branding) return '';
  return locale === 'en' ? branding.titleEn || branding.titleZh : branding.titleZh || branding.titleEn;
}

const title = z.string().trim().max(BRANDING_TITLE_MAX, 'validation.fieldTooLong');

export const getBranding = defineEndpoint({
  method: 'POST',
  path: `/${BRANDING_ROUTE}/branding`,
  access: sessionAccess(ENTERPRISE_ROLES, permissionCode(BRANDING_ROUTE, 'search')),
  labels: 'branding.fields',
  request: z.object({}),
  response: brandingSchema,
  summary: "The enterprise's branding: title per language, primary colour, logo and sign-in background.",
});

export const setBranding = defineEndpoint({
  method: 'POST',
  path: `/${BRANDING_ROUTE}/setBranding`,
  access: sessionAccess(ENTERPRISE_ROLES, permissionCode(BRANDING_ROUTE, 'edit')),
  labels: 'branding.fields',
  request: z.object({
    titleZh: title,
    titleEn: title,
    primaryColor: z
      .string()
      .trim()
      .refine((value) => value === '' || HEX_COLOR.test(value), 'validation.hexColor'),
  }),
  response: brandingSchema,
  summary: "Set the enterprise's titles and primary colour; every open console of the enterprise follows.",
});

const imageUpload = (kind: BrandingImageKind, maxBytes: number, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/${BRANDING_ROUTE}/${kind === 'logo' ? 'uploadLogo' : 'uploadBackground'}`,
    access: sessionAccess(ENTERPRISE_ROLES, permissionCode(BRANDING_ROUTE, 'edit')),
    labels: 'branding.fields',
    request: z.object({}),
    response: brandingSchema,
    upload: { maxBytes },
    summary,
  });

export const uploadBrandingLogo = imageUpload(
  'logo',
  LOGO_MAX_BYTES,
  'Upload the logo: PNG, or SVG which is sanitised (scripts, event attributes and outside references removed).',
);
export const uploadBrandingBackground = imageUpload(
  'background',
  BACKGROUND_MAX_BYTES,
  'Upload the sign-in page background: PNG, JPEG or WebP.',
);

export const removeBrandingImage = defineEndpoint({
  method: 'POST',
  path: `/${BRANDING_ROUTE}/removeImage`,
  access: sessionAccess(ENTERPRISE_ROLES, permissionCode(BRANDING_ROUTE, 'edit')),
  labels: 'branding.fields',
  request: z.object({ kind: z.enum(BRANDING_IMAGE_KINDS) }),
  response: brandingSchema,
  summary: 'Remove the logo or the sign-in background; the platform default shows again.',
});

/**
 * The sign-in page before anyone signs in: `/login?brand=<enterprise prefix>` (or the prefix this browser
 * last signed in with) shows that enterprise's title, colour and background. Branding is public by nature;
 * a disabled or unknown enterprise answers null, as does one without branding.
 */
export const getPublicBranding = defineEndpoint({
  method: 'POST',
  path: `/${BRANDING_ROUTE}/publicBranding`,
  access: PUBLIC,
  labels: 'branding.fields',
  request: z.object({
    prefix: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'validation.digitsOnly'),
  }),
  response: brandingSchema.nullable(),
  summary: "An enterprise's branding for its sign-in page, by number prefix; null when it has none.",
});

export const BRANDING_ENDPOINTS = [
  getBranding,
  setBranding,
  uploadBrandingLogo,
  uploadBrandingBackground,
  removeBrandingImage,
  getPublicBranding,
] as const;
