import { z } from 'zod';
import { type EndpointAccess, PUBLIC } from './endpoint';

/**
 * Public routes outside the signed protocol (docs/protocol.md#signature): a partner page must read the
 * deployment's protocol settings before it can sign anything, and a partner's back end reads the API
 * description to generate its client. Both answer anyone the CORS policy lets in (registered origins), with
 * no token and no Sign; neither carries anything that is not already in every console page.
 */
export interface PublicRoute {
  method: 'GET';
  /** Path under the URL prefix (`/api`). */
  path: string;
  access: EndpointAccess;
  summary: string;
}

/**
 * The protocol settings a client signs and encrypts with. Public by nature: the console page carries them
 * in `<meta name="dc-config">`; the sign is tamper-evidence, authentication is the token.
 */
export const clientConfigSchema = z.object({
  signSecret: z.string(),
  cryptoKey: z.string(),
  cryptoIv: z.string(),
  urlPrefix: z.string(),
  /** The WebSocket port (the `wsport` of the login answer), for a page's `connect-src`. */
  wsport: z.number().int(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const CLIENT_CONFIG_ROUTE: PublicRoute = {
  method: 'GET',
  path: '/client-config',
  access: PUBLIC,
  summary:
    "The deployment's protocol settings (sign secret, AES key and IV, WebSocket port), in an envelope.",
};

export const OPENAPI_ROUTE: PublicRoute = {
  method: 'GET',
  path: '/openapi.json',
  access: PUBLIC,
  summary: 'This API as an OpenAPI 3.1 document (raw JSON, no envelope).',
};

export const PUBLIC_ROUTES: readonly PublicRoute[] = [CLIENT_CONFIG_ROUTE, OPENAPI_ROUTE];
