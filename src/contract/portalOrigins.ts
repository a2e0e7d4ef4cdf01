import { z } from 'zod';
import { defineEndpoint, sessionAccess } from './endpoint';
import { ENTERPRISE_ROLES, permissionCode } from './roles';

/*
 * Issue 15: the origins of an enterprise's partner portals (pages on other sites that embed the console's
 * elements). A token of the enterprise's accounts is accepted from these origins, with CORS for the API,
 * the element library and signed media. Kept under the enterprise's customisation (route `enterprise-oem`).
 */

export const MAX_PORTAL_ORIGINS = 20;

/** True for a bare origin: `https://portal.example.com` or `http://127.0.0.1:3310`, no path. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

export const portalOriginSchema = z.string().trim().refine(isOrigin, 'validation.origin');

const portalOriginsAnswer = z.object({ origins: z.array(z.string()) });

export const getPortalOrigins = defineEndpoint({
  method: 'POST',
  path: '/enterprise-oem/origins',
  access: sessionAccess(ENTERPRISE_ROLES, permissionCode('enterprise-oem', 'search')),
  labels: 'portalOrigins.fields',
  request: z.object({}),
  response: portalOriginsAnswer,
  summary: "The enterprise's registered partner-portal origins.",
});

export const setPortalOrigins = defineEndpoint({
  method: 'POST',
  path: '/enterprise-oem/setOrigins',
  access: sessionAccess(ENTERPRISE_ROLES, permissionCode('enterprise-oem', 'edit')),
  labels: 'portalOrigins.fields',
  request: z.object({
    origins: z
      .array(portalOriginSchema)
      .max(MAX_PORTAL_ORIGINS, 'validation.fieldTooLong')
      .refine((list) => new Set(list).size === list.length, 'validation.duplicateItems'),
  }),
  response: portalOriginsAnswer,
  summary: "Replace the enterprise's partner-portal origins (scheme, host and port; no path).",
});

export const PORTAL_ORIGIN_ENDPOINTS = [getPortalOrigins, setPortalOrigins] as const;
