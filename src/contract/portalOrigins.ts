import { z } from 'zod';
import { defineEndpoint, sessionAccess } from './endpoint';
import { ENTERPRISE_ROLES, permissionCode } from './roles';

/*
 * The origins of an enterprise's partner portals (pages on other sites that embed the console's
 * elements). A token of the enterprise's accounts is accepted from these origins, with CORS for the API,
 * the element library and signed media. Kept under the enterprise's customisation (route `enterprise-oem`).
 */

export const MAX_PORTAL_ORIGINS = 20;

/** A host name of DNS labels (letters, digits, inner hyphens), an IPv4 address or a bracketed IPv6 one. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/**
 * True for a bare origin: `https://portal.example.com` or `http://127.0.0.1:3310` — http or https, a real
 * host, an optional port, nothing else. No wildcard: the URL parser takes `http://*.evil.com` as a host
 * named `*.evil.com`, and an origin list is compared literally, never as a pattern.
 */
export function isOrigin(value: string): boolean {
  if (value.includes('*')) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === value &&
      HOST.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/** An origin, or a refusal naming the entry (`{{value}}` in the message). */
export const portalOriginSchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (!isOrigin(value))
      context.addIssue({ code: 'custom', message: 'validation.origin', params: { value } });
  });

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
