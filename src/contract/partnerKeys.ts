import { z } from 'zod';
import { adminAccountSchema, adminCreateSchema } from './accounts/adminAccount';
import { defineEndpoint, type EndpointDef, sessionAccess } from './endpoint';
import { portalOriginSchema } from './portalOrigins';
import { ENTERPRISE_ROLES, permissionCode } from './roles';

/*
 * Partner keys. A partner's back end must not hold a person's password: the enterprise
 * administrator creates a key (a name, the sub-user account whose grants the tokens carry, the portal origins
 * the tokens are accepted from, an optional end date), and the partner's server exchanges it at
 * `POST /api/partner/token` for a short-lived session token that its page hands to `session.useToken()`.
 * The secret is shown once; the server keeps only its hash.
 */

const PARTNER_KEY_ROUTE = 'enterprise-oem';
export const MAX_PARTNER_KEYS = 20;
/** How long a partner token lives, whatever its activity. */
export const PARTNER_TOKEN_MINUTES = 15;
/** The scheme of the token exchange's Authorization header: `PartnerKey <key id>.<secret>`. */
export const PARTNER_KEY_SCHEME = 'PartnerKey';

/**
 * What a partner token (a session made by exchanging a key) may never do, whatever its account's grants:
 * manage keys, origins or branding (`enterprise-oem`), sub-users (`admin`) or passwords. A key is a door for
 * a partner's portal, not a way to make more doors (docs/security.md#partner-keys).
 */
export const PARTNER_TOKEN_REFUSED_ROUTES: readonly string[] = ['enterprise-oem', 'admin', 'change_password'];

/** Whether a partner token is refused at this endpoint (by the route of its permission code). */
export function refusedToPartnerTokens(endpoint: Pick<EndpointDef, 'access'>): boolean {
  if (endpoint.access.kind !== 'session' || !endpoint.access.permission) return false;
  const [route] = endpoint.access.permission.split(':');
  return PARTNER_TOKEN_REFUSED_ROUTES.includes(route ?? '');
}

const PARTNER_KEY_STATES = ['active', 'revoked', 'expired'] as const;

const partnerKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  /** The account was made with the key, for it alone (disabled when the key is revoked). */
  ownAccount: z.boolean(),
  origins: z.array(z.string()),
  /** End of validity (ms); null: until revoked. */
  expiresAt: z.number().int().nullable(),
  state: z.enum(PARTNER_KEY_STATES),
  createdAt: z.number().int(),
  lastUsedAt: z.number().int().nullable(),
  useCount: z.number().int(),
});
export type PartnerKey = z.infer<typeof partnerKeySchema>;

const partnerKeyCreateSchema = z.object({
  name: z.string().trim().min(1, 'validation.fieldRequired').max(64, 'validation.fieldTooLong'),
  /** An existing sub-user the tokens act as; or, instead, `newAccount`. */
  accountId: z
    .string()
    .trim()
    .min(1, 'validation.fieldRequired')
    .max(64, 'validation.fieldTooLong')
    .optional(),
  /**
   * An account made for this key with these grants (a subset of the creator's own): no sub-user needs to
   * be built by hand first. It has no password; only the key's tokens act as it.
   */
  newAccount: z
    .object({
      username: adminCreateSchema.shape.username,
      permits: adminAccountSchema.shape.permits.min(1, 'validation.fieldRequired'),
    })
    .optional(),
  origins: z
    .array(portalOriginSchema)
    .min(1, 'validation.fieldRequired')
    .max(20, 'validation.fieldTooLong')
    .refine((list) => new Set(list).size === list.length, 'validation.duplicateItems'),
  expiresAt: z.number().int().positive().nullable(),
});

export const listPartnerKeys = defineEndpoint({
  method: 'POST',
  path: `/${PARTNER_KEY_ROUTE}/partnerKeys`,
  access: sessionAccess(ENTERPRISE_ROLES, permissionCode(PARTNER_KEY_ROUTE, 'search')),
  labels: 'partnerKeys.fields',
  request: z.object({}),
  response: z.object({ keys: z.array(partnerKeySchema) }),
  summary: "The enterprise's partner keys (never their secrets), newest first.",
});

export const addPartnerKey = defineEndpoint({
  method: 'POST',
  path: `/${PARTNER_KEY_ROUTE}/addPartnerKey`,
  access: sessionAccess(ENTERPRISE_ROLES, permissionCode(PARTNER_KEY_ROUTE, 'edit')),
  labels: 'partnerKeys.fields',
  request: partnerKeyCreateSchema,
  response: z.object({ key: partnerKeySchema, secret: z.string() }),
  summary:
    'Create a partner key for a sub-user no wider than the caller (or a new account with a subset of its grants) and origins the enterprise registered; answers the secret once.',
});

export const revokePartnerKey = defineEndpoint({
  method: 'POST',
  path: `/${PARTNER_KEY_ROUTE}/revokePartnerKey`,
  access: sessionAccess(ENTERPRISE_ROLES, permissionCode(PARTNER_KEY_ROUTE, 'edit')),
  labels: 'partnerKeys.fields',
  request: z.object({ id: z.string().trim().min(1, 'validation.fieldRequired').max(64) }),
  response: z.object({ key: partnerKeySchema, sessionsEnded: z.number().int() }),
  summary: 'Revoke a partner key: it exchanges no more tokens and the tokens it gave end at once.',
});

/** The answer of `POST /api/partner/token` (server to server; not a signed console endpoint). */
const partnerTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.number().int(),
  wsport: z.number().int(),
  username: z.string(),
});
export type PartnerToken = z.infer<typeof partnerTokenSchema>;

export const PARTNER_KEY_ENDPOINTS = [listPartnerKeys, addPartnerKey, revokePartnerKey] as const;
